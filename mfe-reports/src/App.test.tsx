import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { App } from './App';

const harbour = testShop('s1', 'Harbour Cafe');
const dockside = testShop('s2', 'Dockside Deli');

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    'GET /api/shops/s1/summary': {
      orders: 70,
      ordersToday: 7,
      customers: 31,
      categories: 4,
      products: 52,
      promoCodes: 3,
      kiosks: 2,
    },
    'GET /api/shops/s2/summary': {
      orders: 1170,
      ordersToday: 12,
      customers: 131,
      categories: 9,
      products: 152,
      promoCodes: 13,
      kiosks: 5,
    },
  });
  primeBus({ token: 'token-1', shop: harbour });
});
afterEach(() => {
  api.restore();
  resetBus();
});

/** The figure card reads "<label><number>"; match all of it so 7 never passes for 70. */
async function expectFigure(label: string, value: string) {
  await waitFor(() => expect(screen.getByTestId('live-figure')).toHaveTextContent(new RegExp(`^${label}${value}$`)));
}

it('shows Dashboard for the current shop with a live figure, and follows a shop switch', async () => {
  renderArea(<App />, { path: '/dashboard' });
  expect(screen.getByTestId('area-reports')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByTestId('current-shop-name')).toHaveTextContent('Harbour Cafe');
  await expectFigure('Orders today', '7');
  expect(api.calls('GET /api/shops/s1/summary')[0]?.headers.Authorization).toBe('Bearer token-1');

  act(() => topics.shop.publish({ shopId: 's2', shop: dockside }));
  expect(screen.getByTestId('current-shop-name')).toHaveTextContent('Dockside Deli');
  await expectFigure('Orders today', '12');
});

it.each([['/shop/reports', 'Reports', 'Orders to date', '70']])('routes %s to the %s page', async (path, title, label, value) => {
  renderArea(<App />, { path });
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await expectFigure(label, value);
});

it('shows the main page for an unknown sub-path', async () => {
  renderArea(<App />, { path: '/shop/reports/nope/x' });
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(await screen.findByTestId('live-figure')).toBeInTheDocument();
});

it('asks the merchant to choose a shop, and calls nothing, when none is selected', () => {
  topics.shop.publish(null);
  renderArea(<App />, { path: '/dashboard' });
  expect(screen.getByRole('heading', { name: 'Choose a shop' })).toBeInTheDocument();
  expect(screen.getByTestId('current-shop-name')).toHaveTextContent('No shop selected');
  expect(api.requests).toHaveLength(0);
});
