import { refundOrder, rejectOrder } from '@backoffice/api-client';
import { type FakeApi, fakeApi, primeBus } from '@backoffice/api-client/testing';
import { type Order, REFUND_MESSAGES } from '@backoffice/contracts';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { errorToastTitles, expectErrorUnderField, renderArea } from '@backoffice/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefundDialog } from './RefundDialog';
import { RefundSummary } from './RefundSummary';
import { RejectDialog } from './RejectDialog';

const order = (extra: Partial<Order> = {}): Order => ({
  _id: 'aaaa-bbbb-0001',
  shop: 's1',
  status: 'pending',
  orderType: 'pickup',
  origin: 'web',
  isPOSOrder: false,
  createdAt: '2026-04-13T21:55:00.000Z',
  total: 1595,
  totalPayment: 1595,
  stripeChargeId: 'ch_local_1',
  transactionResolution: { method: 'card' },
  promoCode: null,
  owner: null,
  seen: true,
  lineItems: [{ _id: 'l1', quantity: 1, status: 'pending', product: { _id: 'p1', name: 'Flat White', price: 1595 } }],
  ...extra,
});

describe('RejectDialog', () => {
  function open(props: { order?: Order; onReject?: (reason: string) => Promise<unknown> } = {}) {
    const onReject = jest.fn(props.onReject ?? (async () => undefined));
    const onClose = jest.fn();
    renderArea(<RejectDialog open order={props.order ?? order()} onReject={onReject} onClose={onClose} />);
    return { onReject, onClose, dialog: within(screen.getByTestId('reject-dialog')) };
  }

  it('asks for a reason before it rejects: nothing is sent without one', async () => {
    const { onReject, dialog } = open();
    expect(dialog.getByText("NZ$15.95 goes back to the customer's card.")).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject and refund' }));
    // no reason chosen: the message is under the list, and only the list is marked
    await expectErrorUnderField(dialog.getByRole('combobox', { name: 'Reason' }), REFUND_MESSAGES.reasonRequired);
    expect(dialog.getByRole('textbox', { name: 'More for the customer (optional)' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(onReject).not.toHaveBeenCalled();
    // "Other" needs the merchant's own words: now the message is under the words
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Other');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject and refund' }));
    await expectErrorUnderField(dialog.getByRole('textbox', { name: 'Reason in your words' }), REFUND_MESSAGES.reasonRequired);
    expect(dialog.getByRole('combobox', { name: 'Reason' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(onReject).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason in your words' }), 'Power cut');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject and refund' }));
    expect(onReject).toHaveBeenCalledWith('Power cut');
  });

  it('a preset with more words is sent as one reason', async () => {
    const { onReject, dialog } = open();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Kitchen too busy');
    await userEvent.type(dialog.getByRole('textbox', { name: 'More for the customer (optional)' }), 'back at 2pm');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject and refund' }));
    expect(onReject).toHaveBeenCalledWith('Kitchen too busy: back at 2pm');
  });

  it('a cash order says the refund is in cash at the counter', () => {
    const cash = open({ order: order({ stripeChargeId: undefined, transactionResolution: { isCashOrder: true } }) });
    expect(cash.dialog.getByText(`${REFUND_MESSAGES.cashAtCounter}: NZ$15.95.`)).toBeInTheDocument();
  });

  it('stays open when the reject fails (the provider refused: the toast says why)', async () => {
    const { onReject, onClose, dialog } = open({ onReject: async () => Promise.reject(new Error('refused')) });
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Out of stock');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject and refund' }));
    await waitFor(() => expect(onReject).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('reject-dialog')).toBeInTheDocument();
  });
});

describe('RefundDialog', () => {
  const completed = order({
    status: 'completed',
    refunds: [{ amount: 595, reason: 'Cold', createdAt: '2026-04-13T22:00:00.000Z' }],
  });

  it('offers what is left, refuses more than that and an empty reason, sends cents', async () => {
    const onRefund = jest.fn(async () => undefined);
    renderArea(<RefundDialog open order={completed} onRefund={onRefund} onClose={() => undefined} />);
    const dialog = within(screen.getByTestId('refund-dialog'));
    const amount = dialog.getByRole('textbox', { name: /Amount to refund/ });
    expect(amount).toHaveValue('10.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '10.01');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText('You can refund at most NZ$10.00 on this order')).toBeInTheDocument();
    expect(dialog.getByText(REFUND_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(onRefund).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '4.50');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Customer asked to cancel');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(onRefund).toHaveBeenCalledWith({ amount: 450, reason: 'Customer asked to cancel' });
  });
});

describe('a refusal of the API (issue rule: a form error shows once, under its field; toasts for what has no field)', () => {
  const completed = order({ status: 'completed' });
  let api: FakeApi;
  let toasts: ToastMessage[];
  let off: () => void;
  beforeEach(() => {
    primeBus({ token: 'token-1' });
    toasts = [];
    off = topics.toast.on((toast) => {
      toasts.push(toast);
    });
  });
  afterEach(() => {
    off();
    api.restore();
    resetBus();
  });

  it('refund: more than is left now (another refund came first) → under the amount, once, no toast', async () => {
    const refusal = 'You can refund at most NZ$10.00 on this order';
    api = fakeApi({ 'POST /api/orders/aaaa-bbbb-0001/refunds': () => ({ status: 400, body: { message: refusal } }) });
    renderArea(<RefundDialog open order={completed} onRefund={(r) => refundOrder(completed._id, r)} onClose={() => undefined} />);
    const dialog = within(screen.getByTestId('refund-dialog'));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Customer asked to cancel');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expectErrorUnderField(dialog.getByRole('textbox', { name: /Amount to refund/ }), refusal);
    expect(errorToastTitles(toasts)).toEqual([]);
  });

  it('reject: the provider refusing names no field → one toast, no field marked, the dialog stays', async () => {
    const refusal = 'Your card was declined.';
    api = fakeApi({ 'PUT /api/orders/aaaa-bbbb-0001/rejected': () => ({ status: 422, body: { message: refusal } }) });
    renderArea(
      <RejectDialog open order={order()} onReject={(r) => rejectOrder('aaaa-bbbb-0001', r)} onClose={() => undefined} />,
    );
    const dialog = within(screen.getByTestId('reject-dialog'));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Out of stock');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject and refund' }));
    await waitFor(() => expect(errorToastTitles(toasts)).toEqual([refusal]));
    expect(screen.queryByText(refusal)).toBeNull();
    expect(screen.getByTestId('reject-dialog').querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('reject: the API refusing the reason → under it, once, no toast', async () => {
    api = fakeApi({
      'PUT /api/orders/aaaa-bbbb-0001/rejected': () => ({ status: 400, body: { message: REFUND_MESSAGES.reasonTooLong } }),
    });
    renderArea(
      <RejectDialog open order={order()} onReject={(r) => rejectOrder('aaaa-bbbb-0001', r)} onClose={() => undefined} />,
    );
    const dialog = within(screen.getByTestId('reject-dialog'));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Reason' }), 'Out of stock');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject and refund' }));
    await expectErrorUnderField(dialog.getByRole('textbox', { name: /More for the customer/ }), REFUND_MESSAGES.reasonTooLong);
    expect(errorToastTitles(toasts)).toEqual([]);
  });
});

describe('RefundSummary', () => {
  it('shows the refunded state, each refund with its reason, and Refund while money is left', async () => {
    const onRefund = jest.fn();
    renderArea(
      <RefundSummary
        order={order({ status: 'completed', refunds: [{ amount: 595, reason: 'Cold', createdAt: '2026-04-13T22:00:00.000Z' }] })}
        onRefund={onRefund}
      />,
    );
    expect(screen.getByTestId('refund-state')).toHaveTextContent('Refunded NZ$5.95 of NZ$15.95');
    expect(screen.getByText(/NZ\$5\.95 refunded .*: Cold/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    expect(onRefund).toHaveBeenCalled();
  });

  it('a rejected cash order: refunded in full, in cash at the counter, nothing more to refund', () => {
    renderArea(
      <RefundSummary
        order={order({
          status: 'rejected',
          stripeChargeId: undefined,
          transactionResolution: { isCashOrder: true },
          refunds: [{ amount: 1595, reason: 'Out of stock', createdAt: '2026-04-13T22:00:00.000Z' }],
        })}
        onRefund={() => undefined}
      />,
    );
    expect(screen.getByTestId('refund-state')).toHaveTextContent('Refunded in full (NZ$15.95)');
    expect(screen.getByText(REFUND_MESSAGES.cashAtCounter)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund…' })).toBeNull();
  });
});
