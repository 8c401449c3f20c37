import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import type { Order } from '@backoffice/contracts';
import { resetBus } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { screen, within } from '@testing-library/react';
import { App } from '../App';

// The permission table: staff accept, reject, complete, print and send receipts (`orders.act`); a partial refund of a
// completed order is `orders.refund` (owner, manager).
const completed: Order = {
  _id: 'aaaa-0009',
  shop: 's1',
  status: 'completed',
  orderType: 'pickup',
  origin: 'web',
  isPOSOrder: false,
  createdAt: new Date().toISOString(),
  total: 1100,
  totalPayment: 1100,
  stripeChargeId: 'ch_local_9',
  transactionResolution: { method: 'card' },
  promoCode: null,
  owner: null,
  seen: true,
  lineItems: [{ _id: 'l1', quantity: 2, status: 'completed', product: { _id: 'p1', name: 'Flat White', price: 550 } }],
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    'GET /api/shops/s1/orders': ({ query }) => ({
      body: query.get('status') === 'pending,accepted' ? { orders: [], count: 0 } : { orders: [completed], count: 1 },
    }),
    'GET /api/shops/s1/orders-pause': { accepting: true, pausedUntil: null },
  });
});
afterEach(() => {
  api.restore();
  resetBus();
});

const openCompleted = async (role: 'manager' | 'staff') => {
  primeBus({ userId: 'u2', shop: testShop('s1', 'Harbour Cafe', { owner: 'u1', role, status: 'accepting orders' }) });
  renderArea(<App />, { path: `/shop/orders?tab=COMPLETED&order=${completed._id}&section=refund` });
  return screen.findByTestId('order-detail');
};

it('staff keep print and receipt on a completed order but get no Refund, not even from the URL', async () => {
  const detail = await openCompleted('staff');
  expect(within(detail).getByRole('button', { name: 'Print docket' })).toBeInTheDocument();
  expect(within(detail).getByRole('button', { name: 'Send receipt' })).toBeInTheDocument();
  expect(within(detail).queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('a manager refunds a completed order (the URL opens the refund dialog over the detail)', async () => {
  const detail = await openCompleted('manager');
  expect(await screen.findByRole('alertdialog', { name: /^Refund order/ })).toBeInTheDocument();
  // the open dialog hides the page behind it from the accessibility tree
  expect(within(detail).getByRole('button', { name: 'Refund…', hidden: true })).toBeInTheDocument();
});
