import { type Order, order as orderSchema } from '@backoffice/contracts';
import { renderArea } from '@backoffice/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { KitchenDocket, OrderDetail, type OrderDetailProps } from './OrderDetail';

// Order detail: "line items with their options/values, notes and per-item status; customer (owner or guest,
// with phone/email), delivery information (address, notes, arrival time), notes, voucher, payment (card/cash,
// method), totals in NZ$; buttons Accept, Reject (only from pending), Complete (only from accepted)".

const PLACED = '2026-04-13T22:00:00.000Z'; // Tue 14 Apr 10:00 in Auckland

/** An account holder's pickup with a voucher, paid by card, one line done and one not. */
function ownerOrder(extra: Partial<Order> = {}): Order {
  return orderSchema.parse({
    _id: '64b0c0ffee0000000000a1b2',
    shop: 's1',
    status: 'accepted',
    orderType: 'pickup',
    origin: 'web',
    isPOSOrder: false,
    createdAt: PLACED,
    total: 2150,
    totalPayment: 1935,
    discount: 215,
    notes: 'Birthday — candle on the muffin please',
    promoCode: {
      _id: 'pc1',
      code: 'WELCOME10',
      type: 'discount',
      expiry: '2026-12-31T10:59:59.000Z',
      status: 'active',
      createdAt: '2026-01-01T00:00:00.000Z',
      rewardConfig: {
        discountType: 'percentage',
        discount: 10,
        discountTargetType: 'order',
        rewardTargetProducts: [],
        minimumSpent: 10,
      },
      targetUsersConfig: { isStoreWide: true, users: [], usageLimit: 0 },
    },
    transactionResolution: { isCashOrder: false, method: 'apple-pay' },
    owner: { _id: 'u9', name: { given: 'Aroha', family: 'Ngata' }, profile: { email: 'aroha@example.test', phone: '+6421555' } },
    seen: true,
    lineItems: [
      {
        _id: 'l1',
        quantity: 2,
        status: 'completed',
        product: { _id: 'p1', name: 'Flat White', price: 550 },
        config: [
          { option: { _id: 'o1', name: 'Milk' }, value: { name: 'Oat', price: 80 } },
          {
            option: { _id: 'o2', name: 'Extras' },
            value: [
              { name: 'Extra shot', price: 50 },
              { name: 'Vanilla', price: 70 },
            ],
          },
          { option: { _id: 'o3', name: 'Size' }, value: { name: 'Regular', price: 0 } },
        ],
      },
      { _id: 'l2', quantity: 1, status: 'pending', product: { _id: 'p2', name: 'Muffin', price: 495 }, notes: 'Warm' },
      { _id: 'l3', quantity: 1, status: 'pending', product: { _id: null, name: 'Cookie', price: 0 }, reward: true },
    ],
    ...extra,
  });
}

/** A guest's delivery paid in cash. */
function guestDelivery(extra: Partial<Order> = {}): Order {
  return orderSchema.parse({
    _id: '64b0c0ffee0000000000c3d4',
    shop: 's1',
    status: 'pending',
    orderType: 'delivery',
    origin: 'mobile-app',
    isPOSOrder: false,
    createdAt: PLACED,
    total: 3000,
    totalPayment: 3000,
    transactionResolution: { isCashOrder: true, method: 'cash' },
    owner: null,
    userType: 'guest',
    guestOwner: { _id: 'g1', name: 'Tama Guest', email: 'tama@example.test', phone: '+6427000111' },
    deliveryInfo: {
      address: { formatted_address: '12 Quay Street, Auckland 1010, New Zealand' },
      deliveryNotes: 'Leave at the door',
      arrival: { time: '2026-04-13T22:45:00.000Z' },
    },
    seen: false,
    lineItems: [{ _id: 'l9', quantity: 3, status: 'pending', product: { _id: 'p9', name: 'Pie', price: 1000 } }],
    ...extra,
  });
}

function show(order: Order, props: Partial<OrderDetailProps> = {}) {
  const handlers = { onStatus: jest.fn(), onLineItem: jest.fn(), onPrint: jest.fn(), onSendReceipt: jest.fn() };
  renderArea(<OrderDetail order={order} busy={false} {...handlers} {...props} />);
  return { detail: screen.getByTestId('order-detail'), ...handlers };
}

/** The <li> of one line item, found by the product name it shows. */
function lineOf(detail: HTMLElement, text: string): HTMLElement {
  const line = within(detail).getByText(text).closest('li');
  if (!line) throw new Error(`no line item showing ${text}`);
  return line;
}

/** The order as the screen keeps it: a toggled line comes back with its other status. */
function Toggling({ start }: { start: Order }) {
  const [order, setOrder] = useState(start);
  const onLineItem = (line: Order['lineItems'][number]) =>
    setOrder((current) => ({
      ...current,
      lineItems: current.lineItems.map((other) =>
        other._id === line._id ? { ...other, status: other.status === 'completed' ? 'pending' : 'completed' } : other,
      ),
    }));
  return <OrderDetail order={order} busy={false} onStatus={jest.fn()} onLineItem={onLineItem} onPrint={jest.fn()} />;
}

describe('OrderDetail', () => {
  it('shows every line with its options and values (a list of values joined), its notes and its own status', () => {
    const { detail } = show(ownerOrder());
    const flatWhite = lineOf(detail, '2 × Flat White');
    expect(within(flatWhite).getByText('Milk: Oat +NZ$0.80')).toBeInTheDocument();
    expect(within(flatWhite).getByText('Extras: Extra shot +NZ$0.50, Vanilla +NZ$0.70')).toBeInTheDocument();
    expect(within(flatWhite).getByText('Size: Regular')).toBeInTheDocument();
    // per-item status: done is pressed and struck through; the others are still to do
    expect(within(flatWhite).getByRole('button', { name: 'Done Flat White', pressed: true })).toBeInTheDocument();
    expect(within(flatWhite).getByText('2 × Flat White')).toHaveStyle({ textDecoration: 'line-through' });
    const muffin = lineOf(detail, '1 × Muffin');
    expect(within(muffin).getByText('Note: Warm')).toBeInTheDocument();
    expect(within(muffin).getByRole('button', { name: 'Done Muffin', pressed: false })).toBeInTheDocument();
    expect(within(muffin).getByText('1 × Muffin')).not.toHaveStyle({ textDecoration: 'line-through' });
    // a loyalty reward line says so (and its product may since have left the menu)
    expect(within(detail).getByText('1 × Cookie (reward)')).toBeInTheDocument();
  });

  it('each line’s toggle has a name of its own that stays put when it is toggled: only pressed changes', async () => {
    const flatWhite = (id: string, milk: string, size: string, status: 'pending' | 'completed' = 'pending') => ({
      _id: id,
      quantity: 1,
      status,
      product: { _id: 'p1', name: 'Flat White', price: 550 },
      config: [
        { option: { _id: 'o1', name: 'Milk' }, value: { name: milk, price: 80 } },
        { option: { _id: 'o3', name: 'Size' }, value: { name: size, price: 0 } },
      ],
    });
    const start = ownerOrder({
      lineItems: [
        flatWhite('l1', 'Oat', 'Large'),
        flatWhite('l2', 'Full cream', 'Regular', 'completed'),
        { _id: 'l3', quantity: 1, status: 'pending', product: { _id: 'p2', name: 'Muffin', price: 495 } },
        // the same product and options twice: only the place in the order tells these two apart
        flatWhite('l4', 'Soy', 'Regular'),
        flatWhite('l5', 'Soy', 'Regular'),
      ] as Order['lineItems'],
    });
    renderArea(<Toggling start={start} />);
    const detail = screen.getByTestId('order-detail');
    const names = [
      'Done Flat White (Milk: Oat; Size: Large)',
      'Done Flat White (Milk: Full cream; Size: Regular)',
      'Done Muffin',
      'Done Flat White (line 4)',
      'Done Flat White (line 5)',
    ];
    const toggles = within(detail).getAllByRole('button', { name: /^Done / });
    expect(toggles).toHaveLength(names.length);
    for (const [index, name] of names.entries()) {
      expect(within(detail).getByRole('button', { name })).toBe(toggles[index]);
      // the visible text is the same on every line and in both states: the fill shows the state
      expect(toggles[index]).toHaveTextContent(/^Done /);
    }
    expect(within(detail).getByRole('button', { name: names[0], pressed: false })).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: names[1], pressed: true })).toBeInTheDocument();

    await userEvent.click(within(detail).getByRole('button', { name: names[0] }));
    await userEvent.click(within(detail).getByRole('button', { name: names[1] }));
    expect(within(detail).getByRole('button', { name: names[0], pressed: true })).toBe(toggles[0]);
    expect(within(detail).getByRole('button', { name: names[1], pressed: false })).toBe(toggles[1]);
    expect(within(detail).getAllByRole('button', { name: /^Done / })).toEqual(toggles);
  });

  it('marking a line asks for the other status of that line once the order is accepted', async () => {
    const { detail, onLineItem } = show(ownerOrder());
    await userEvent.click(within(detail).getByRole('button', { name: 'Done Muffin' }));
    expect(onLineItem).toHaveBeenCalledWith(expect.objectContaining({ _id: 'l2', status: 'pending' }));
  });

  it('an account holder: name, phone and e-mail; the order notes, the voucher, card payment with its method, totals in NZ$', () => {
    const { detail } = show(ownerOrder());
    const customer = within(detail).getByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('Aroha Ngata')).toBeInTheDocument();
    expect(within(customer).getByText('Phone: +6421555')).toBeInTheDocument();
    expect(within(customer).getByText('Email: aroha@example.test')).toBeInTheDocument();
    const notes = within(detail).getByRole('region', { name: 'Notes' });
    expect(notes).toHaveTextContent('Birthday — candle on the muffin please');
    const payment = within(detail).getByRole('region', { name: 'Payment' });
    // the price breakdown, row by row (contracts orderBreakdown), and the method in words, not "Card (apple-pay)"
    expect(
      within(payment)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SubtotalNZ$21.50', 'Voucher WELCOME10-NZ$2.15', 'Total paidNZ$19.35']);
    expect(within(payment).getByText('Payment: Apple Pay')).toBeInTheDocument();
    // a pickup has no delivery section
    expect(within(detail).queryByRole('region', { name: 'Delivery' })).toBeNull();
  });

  it('a guest delivery: the guest’s name, phone and e-mail; address, delivery notes and arrival time (venue clock); cash', () => {
    const { detail } = show(guestDelivery());
    const customer = within(detail).getByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('Tama Guest')).toBeInTheDocument();
    expect(within(customer).getByText('Phone: +6427000111')).toBeInTheDocument();
    expect(within(customer).getByText('Email: tama@example.test')).toBeInTheDocument();
    const delivery = within(detail).getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('12 Quay Street, Auckland 1010, New Zealand')).toBeInTheDocument();
    expect(within(delivery).getByText('Notes: Leave at the door')).toBeInTheDocument();
    expect(within(delivery).getByText('Arrival: 10:45')).toBeInTheDocument();
    const payment = within(detail).getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Payment: Cash')).toBeInTheDocument();
    expect(within(payment).getByRole('row', { name: 'Total paid NZ$30.00' })).toBeInTheDocument();
    expect(within(payment).queryByRole('row', { name: /^Voucher/ })).toBeNull();
    expect(within(detail).queryByRole('region', { name: 'Notes' })).toBeNull();
  });

  it('payment without a method: a card charge reads Card; a guest without a name is Guest, with only the contact given', () => {
    const { detail } = show(
      guestDelivery({ transactionResolution: undefined, stripeChargeId: 'ch_1', guestOwner: { _id: 'g2', phone: '+6427222' } }),
    );
    expect(within(detail).getByText('Payment: Card')).toBeInTheDocument();
    const customer = within(detail).getByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('Guest')).toBeInTheDocument();
    expect(within(customer).getByText('Phone: +6427222')).toBeInTheDocument();
    expect(within(customer).queryByText(/^Email:/)).toBeNull();
  });

  it('each line shows its total with its extras in; voucher, surcharge and delivery fee each have a row; the docket prints the same', () => {
    const order = guestDelivery({
      total: 3000 + 1280,
      discount: 200,
      surcharge: 82,
      deliveryFee: 500,
      totalPayment: 4280 - 200 + 82 + 500,
      lineItems: [
        { _id: 'l9', quantity: 3, status: 'pending', product: { _id: 'p9', name: 'Pie', price: 1000 } },
        {
          _id: 'l8',
          quantity: 2,
          status: 'pending',
          product: { _id: 'p8', name: 'Flat White', price: 450 },
          config: [
            { option: { _id: 'o1', name: 'Milk' }, value: { name: 'Oat', price: 80 } },
            {
              option: { _id: 'o2', name: 'Extras' },
              value: [
                { name: 'Extra shot', price: 50 },
                { name: 'Vanilla', price: 60 },
              ],
            },
          ],
        },
      ],
    });
    const { detail } = show(order);
    expect(within(lineOf(detail, '2 × Flat White')).getByTestId('line-total')).toHaveTextContent('NZ$12.80');
    expect(within(lineOf(detail, '3 × Pie')).getByTestId('line-total')).toHaveTextContent('NZ$30.00');
    const expected = ['SubtotalNZ$42.80', 'Voucher-NZ$2.00', 'SurchargeNZ$0.82', 'Delivery feeNZ$5.00', 'Total paidNZ$46.62'];
    const payment = within(detail).getByRole('region', { name: 'Payment' });
    expect(
      within(payment)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(expected);
    renderArea(<KitchenDocket order={order} />);
    const docket = screen.getByTestId('kitchen-docket');
    expect(
      within(docket)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([...expected, 'Payment: Cash']);
    expect(docket).toHaveTextContent('2 × Flat White NZ$12.80');
    expect(within(docket).getByText('Milk: Oat +NZ$0.80')).toBeInTheDocument();
  });

  it('payment with nothing recorded says so', () => {
    const { detail } = show(ownerOrder({ transactionResolution: undefined }));
    expect(within(detail).getByText('Payment: Not recorded')).toBeInTheDocument();
  });

  it.each([
    ['pending', { Accept: true, Reject: true, Complete: false }],
    ['accepted', { Accept: false, Reject: false, Complete: true }],
    ['rejected', { Accept: false, Reject: false, Complete: false }],
    ['completed', { Accept: false, Reject: false, Complete: false }],
  ] as const)('status %s: Accept and Reject only from pending, Complete only from accepted', async (status, enabled) => {
    const { detail, onStatus } = show(ownerOrder({ status }));
    for (const [name, on] of Object.entries(enabled)) {
      const button = within(detail).getByRole('button', { name });
      if (on) expect(button).toBeEnabled();
      else expect(button).toBeDisabled();
    }
    const target = { Accept: 'accepted', Reject: 'rejected', Complete: 'completed' } as const;
    for (const [name, on] of Object.entries(enabled)) {
      if (on) await userEvent.click(within(detail).getByRole('button', { name }));
    }
    expect(onStatus.mock.calls.map(([called]) => called)).toEqual(
      Object.entries(enabled)
        .filter(([, on]) => on)
        .map(([name]) => target[name as keyof typeof target]),
    );
  });

  it('while a status change is under way every action waits', () => {
    const { detail } = show(ownerOrder({ status: 'pending' }), { busy: true });
    for (const name of ['Accept', 'Reject', 'Complete', 'Done Muffin']) {
      expect(within(detail).getByRole('button', { name })).toBeDisabled();
    }
  });
});

describe('who acted on the order', () => {
  it('shows who accepted, completed and refunded it and when, in venue time (another day with its date)', () => {
    const { detail } = show(
      ownerOrder({
        status: 'completed',
        actions: [
          { kind: 'accepted', by: { id: 'u2', name: 'Aroha Ngata' }, at: '2026-04-13T22:42:00.000Z' },
          { kind: 'completed', by: { id: 'u3', name: 'Tama Rewi' }, at: '2026-04-13T22:55:00.000Z' },
          { kind: 'refunded', by: { id: 'u1', name: 'Mere Owner' }, at: '2026-04-15T01:05:00.000Z' },
        ],
      }),
    );
    const lines = within(within(detail).getByTestId('order-actions')).getAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual([
      'Accepted by Aroha Ngata · 10:42',
      'Completed by Tama Rewi · 10:55',
      'Refunded by Mere Owner · 15 Apr 13:05',
    ]);
  });

  it('shows nothing for an order without recorded actions', () => {
    const { detail } = show(guestDelivery());
    expect(within(detail).queryByTestId('order-actions')).not.toBeInTheDocument();
    expect(within(detail).queryByText(/ by /)).not.toBeInTheDocument();
  });
});
