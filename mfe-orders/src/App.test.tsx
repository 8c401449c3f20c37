import { type FakeApi, fakeApi, primeBus, testShop, testUser } from '@backoffice/api-client/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { App } from './App';

// The orders screen and the customer pages have their own tests (orders/, customers/); this checks the area's routes.
let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  resetBus();
});

function start() {
  api = fakeApi({
    'GET /api/shops/s1/customers': { users: [testUser('c1')], count: 1 },
    'GET /api/shops/s2/customers': { users: [testUser('c2', { name: { given: 'Mere', family: 'Tane' } })], count: 1 },
    'GET /api/shops/s1/orders': { orders: [], count: 0 },
    'GET /api/shops/s1': { shop: testShop('s1', 'Harbour Cafe'), stripeAccount: null },
  });
  primeBus({ shop: testShop('s1', 'Harbour Cafe') });
}

test('the area root carries its test id; an unknown sub-path shows the orders page, never a blank area', async () => {
  start();
  renderArea(<App />, { path: '/shop/orders/nothing-here' });
  expect(screen.getByTestId('area-orders')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
});

test('the customer list follows the host’s shop switcher (the old shop’s people are never shown)', async () => {
  start();
  renderArea(<App />, { path: '/shop/customers' });
  const table = await screen.findByRole('table', { name: 'Customers' });
  await waitFor(() => expect(within(table).getByText('Aroha Ngata')).toBeInTheDocument());
  expect(api?.requests.at(-1)?.headers.Authorization).toBe('Bearer token-1');
  topics.shop.publish({ shopId: 's2', shop: testShop('s2', 'Beach Bar') });
  await waitFor(() => expect(within(table).getByText('Mere Tane')).toBeInTheDocument());
  expect(within(table).queryByText('Aroha Ngata')).not.toBeInTheDocument();
});
