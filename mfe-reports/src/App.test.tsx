import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { venueYesterdayAndToday } from '@backoffice/contracts';
import { resetBus, topics } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { App } from './App';
import { dashboardRoutes, salesRow } from './testing/fake-reports';

jest.mock('./charts/ApexChart', () => require('./testing/mock-charts'));

const harbour = testShop('s1', 'Harbour Cafe');
const dockside = testShop('s2', 'Dockside Deli');

/** `orders` orders in the current venue hour: today's figure, whatever the time the test runs. */
function ordersNow(orders: number) {
  const now = new Date();
  return ({ query }: { query: URLSearchParams }) =>
    query.get('start') === venueYesterdayAndToday(now).start ? [salesRow(now.toISOString(), orders * 500, orders)] : [];
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    ...dashboardRoutes('s1', { salesPerHour: ordersNow(7) }),
    ...dashboardRoutes('s2', { salesPerHour: ordersNow(12) }),
    'GET /api/shops/s1/reports': { rows: [], count: 0 },
  });
  primeBus({ token: 'token-1', shop: harbour });
});
afterEach(() => {
  api.restore();
  resetBus();
});

/** The live figure reads "<label><number>…"; match the number whole so 7 never passes for 70. */
async function expectOrdersToday(value: string) {
  await waitFor(() => expect(screen.getByTestId('live-figure')).toHaveTextContent(new RegExp(`^Total orders today${value}\\D`)));
}

it('shows Dashboard for the current shop with a live figure, and follows a shop switch', async () => {
  renderArea(<App />, { path: '/dashboard' });
  expect(screen.getByTestId('area-reports')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByTestId('current-shop-name')).toHaveTextContent('Harbour Cafe');
  await expectOrdersToday('7');
  expect(api.calls('GET /api/shops/s1/sales-per-hour-report')[0]?.headers.Authorization).toBe('Bearer token-1');

  act(() => topics.shop.publish({ shopId: 's2', shop: dockside }));
  expect(screen.getByTestId('current-shop-name')).toHaveTextContent('Dockside Deli');
  await expectOrdersToday('12');
});

it('routes /shop/reports to the Reports page', async () => {
  renderArea(<App />, { path: '/shop/reports' });
  // The reports page is a lazy chunk (the dashboard does not download it).
  expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  expect(await screen.findByText('No records found for selected report type')).toBeInTheDocument();
});

it('shows the main page for an unknown sub-path', async () => {
  renderArea(<App />, { path: '/shop/reports/nope/x' });
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(await screen.findByTestId('live-figure')).toBeInTheDocument();
});

it.each(['/dashboard', '/shop/reports'])(
  'asks the merchant to choose a shop on %s, and calls nothing, when none is selected',
  async (path) => {
    topics.shop.publish(null);
    renderArea(<App />, { path });
    expect(await screen.findByRole('heading', { name: 'Choose a shop' })).toBeInTheDocument();
    expect(screen.getByTestId('current-shop-name')).toHaveTextContent('No shop selected');
    expect(api.requests).toHaveLength(0);
  },
);
