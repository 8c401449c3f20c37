import { type FakeApi, fakeApi, primeBus, testShop, testUser } from '@backoffice/api-client/testing';
import type { Order } from '@backoffice/contracts';
import { resetBus, topics } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { customerSections } from './CustomerDetailPage';

const ana = testUser('c1', {
  name: { given: 'Ana', family: 'Zeta' },
  profile: { email: 'ana@example.test' },
  roles: ['consumer'],
});
const bob = testUser('c2', {
  name: { given: 'Bob', family: 'Alpha' },
  profile: { email: 'bob@example.test' },
  roles: ['consumer'],
});

function historyOrder(index: number): Order {
  return {
    _id: `order-${String(index).padStart(4, '0')}`,
    shop: 's1',
    status: 'completed',
    orderType: 'pickup',
    origin: 'web',
    isPOSOrder: false,
    createdAt: new Date(Date.UTC(2026, 3, 13, 22 - index)).toISOString(),
    total: 550,
    totalPayment: 550,
    owner: 'c1',
    seen: true,
    lineItems: [],
  };
}

let api: FakeApi | undefined;
let points: number;
const loyalShop = testShop('s1', 'Harbour Cafe', { loyalty: { enabled: true, limit: 5 } });

function start({ admin = false, shop = loyalShop } = {}) {
  points = 2;
  api = fakeApi({
    'GET /api/shops/s1': { shop, stripeAccount: null },
    'GET /api/shops/s1/customers': ({ query }) => {
      const search = (query.get('search') ?? '').toLowerCase();
      const users = [ana, bob].filter((user) => `${user.name.given} ${user.name.family}`.toLowerCase().includes(search));
      return { body: { users, count: users.length } };
    },
    'GET /api/shops/s1/customers/c1/orders': ({ query }) => {
      const { skip = 0 } = JSON.parse(query.get('options') ?? '{}') as { skip?: number };
      const all = Array.from({ length: 12 }, (_, index) => historyOrder(index));
      return { body: { orders: all.slice(skip, skip + 10), count: all.length } };
    },
    'GET /api/shops/s1/customers/c1/loyalty-card': () => ({
      body: { loyaltyCard: { _id: 'card1', shop: 's1', user: 'c1', rewardNumber: '1234567890', points, rewardsClaimed: 0 } },
    }),
    'POST /api/shops/s1/customers/c1/assign-loyalty-point': ({ body }) => {
      points = (body as { points: number }).points;
      return {
        body: { loyaltyCard: { _id: 'card1', shop: 's1', user: 'c1', rewardNumber: '1234567890', points, rewardsClaimed: 0 } },
      };
    },
  });
  primeBus({ token: 'token-1', shop });
  if (admin) topics.user.publish(testUser('u1', { roles: ['admin'] }));
}

afterEach(() => {
  api?.restore();
  resetBus();
});

test('which tabs a person sees: Loyalty only with loyalty on, Contact Details only for an admin', () => {
  expect(customerSections({ loyaltyEnabled: false, isAdmin: false })).toEqual(['orders']);
  expect(customerSections({ loyaltyEnabled: true, isAdmin: false })).toEqual(['orders', 'loyalty']);
  expect(customerSections({ loyaltyEnabled: true, isAdmin: true })).toEqual(['orders', 'loyalty', 'contact']);
});

test('the customer list is searchable by name and opens a customer', async () => {
  start();
  renderArea(<App />, { path: '/shop/customers' });
  const table = await screen.findByRole('table', { name: 'Customers' });
  await waitFor(() => expect(within(table).getAllByTestId('table-row')).toHaveLength(2));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers by name' }), 'zeta');
  await waitFor(() => expect(within(table).getAllByTestId('table-row')).toHaveLength(1), { timeout: 3000 });
  expect(within(table).getByRole('link', { name: 'Ana Zeta' })).toHaveAttribute('href', '/shop/customers/c1');
  expect(api?.requests.at(-1)?.query.get('search')).toBe('zeta');
});

test('a merchant: Order History 10 a page newest first and Loyalty; no Contact Details, no admin note', async () => {
  start();
  renderArea(<App />, { path: '/shop/customers/c1' });
  expect(await screen.findByRole('heading', { name: 'Ana Zeta' })).toBeInTheDocument();
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Order History', 'Loyalty']);
  expect(screen.queryByTestId('admin-shop-note')).not.toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Order history' });
  await waitFor(() => expect(within(table).getAllByTestId('table-row')).toHaveLength(10));
  // the API's order (newest first) is kept: the newest order was placed 14/04/2026 10:00 venue time
  expect(within(table).getAllByTestId('table-row')[0]).toHaveTextContent('14/04/2026, 10:00');
  expect(JSON.parse(api?.requests.find((r) => r.path.endsWith('/orders'))?.query.get('options') ?? '')).toMatchObject({
    limit: 10,
    sort: '-createdAt',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(within(table).getAllByTestId('table-row')).toHaveLength(2));
  expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
});

test('Loyalty: stamps at or below the points are not offered; a higher stamp is assigned', async () => {
  start();
  renderArea(<App />, { path: '/shop/customers/c1?section=loyalty' });
  expect(await screen.findByTestId('loyalty-points')).toHaveTextContent('2 of 5 points');
  expect(screen.getByRole('button', { name: 'Stamp 2 (stamped)' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Claim a reward' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Stamp 4' }));
  await waitFor(() => expect(screen.getByTestId('loyalty-points')).toHaveTextContent('4 of 5 points'));
  expect(api?.requests.find((request) => request.method === 'POST')?.body).toEqual({ points: 4 });
});

test('an admin sees Contact Details (roles editor included) and the selected-shop note', async () => {
  start({ admin: true });
  renderArea(<App />, { path: '/shop/customers/c1?section=contact' });
  expect(await screen.findByRole('form', { name: 'Contact details' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Roles' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Order History' }));
  expect(await screen.findByTestId('admin-shop-note')).toHaveTextContent('Order history is for the selected shop only.');
});

test('loyalty off: no Loyalty tab, and ?section=loyalty falls back to Order History', async () => {
  start({ shop: testShop('s1', 'Harbour Cafe') });
  renderArea(<App />, { path: '/shop/customers/c1?section=loyalty' });
  await screen.findByRole('heading', { name: 'Ana Zeta' });
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Order History']);
  expect(await screen.findByRole('table', { name: 'Order history' })).toBeInTheDocument();
});
