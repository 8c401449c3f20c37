import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { CHART_DRAW_DELAY_MS, venueDatesRange, venueRange, venueYesterdayAndToday } from '@backoffice/contracts';
import { resetBus, topics } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { dashboardRoutes, productRow, salesRow } from '../testing/fake-reports';
import { fixClock } from '../testing/fixed-clock';
import { LocationProbe } from '../testing/LocationProbe';

jest.mock('../charts/ApexChart', () => require('../testing/mock-charts'));

const NOW = new Date('2026-05-13T01:00:00Z'); // Wednesday 13 May 2026, 13:00 in Auckland (UTC+12)
const THIS_WEEK = venueRange('thisWeek', NOW);
const PREVIOUS_MONTH = venueRange('previousMonth', NOW);
const TODAY_AND_YESTERDAY = venueYesterdayAndToday(NOW);
const PERIOD_REPORTS = [
  'sales-per-hour-report',
  'most-sold-products-report',
  'upsell-report',
  'loyalty-report',
  'origin-breakdown-report',
];

const harbour = testShop('s1', 'Harbour Cafe', { orderingPreferences: { preparationTime: 5, feePercent: 10 } });
const dockside = testShop('s2', 'Dockside Deli');

// Yesterday (12 May NZ): NZ$60.00 in 2 orders. Today (13 May NZ): NZ$45.00 in 3 orders.
const TODAY_ROWS = [
  salesRow('2026-05-11T22:00:00Z', 6000, 2), // 12 May 10:00 NZ
  salesRow('2026-05-12T20:00:00Z', 1500, 1), // 13 May 08:00 NZ
  salesRow('2026-05-12T23:00:00Z', 3000, 2), // 13 May 11:00 NZ
];
// This week: NZ$100.00 gross in 4 orders on Monday 11 May.
const WEEK_ROWS = [salesRow('2026-05-10T22:00:00Z', 10000, 4)];

const isToday = (query: URLSearchParams) => query.get('start') === TODAY_AND_YESTERDAY.start;
const isWeek = (query: URLSearchParams) => query.get('start') === THIS_WEEK.start && query.get('end') === THIS_WEEK.end;

let api: FakeApi;
function serve(routes: Parameters<typeof fakeApi>[0]) {
  api?.restore();
  api = fakeApi(routes);
}

beforeEach(() => {
  fixClock(NOW);
  serve({
    ...dashboardRoutes('s1', {
      salesPerHour: ({ query }) => (isToday(query) ? TODAY_ROWS : isWeek(query) ? WEEK_ROWS : []),
      mostSold: ({ query }) =>
        isWeek(query)
          ? [productRow('p1', 'Flat white', 3, 1500), productRow('p2', 'Long black', 9, 4050), productRow('p3', 'Scone', 3, 1800)]
          : [productRow('p9', 'Hot cross bun', 2, 900)],
      upsell: [productRow('p4', 'Extra shot', 5, 350)],
      loyalty: [productRow('p1', 'Flat white', 1, 500)],
      origins: {
        web: [{ count: 3, totalAmount: 6000 }],
        kiosk: [{ count: 1, totalAmount: 4000 }],
        'mobile-app': [{ count: 0, totalAmount: 0 }],
      },
      balance: { available: 12345, pending: 6789 },
      tomorrow: [{ id: 'po_1', amount: 8800, created: NOW.getTime() / 1000, arrival_date: Date.UTC(2026, 4, 14) / 1000 }],
    }),
    ...dashboardRoutes('s2', {
      salesPerHour: ({ query }) => (isToday(query) ? [salesRow('2026-05-12T23:00:00Z', 999, 11)] : []),
      mostSold: () => [productRow('d1', 'Pastrami on rye', 7, 10500)],
    }),
  });
  primeBus({ token: 'token-1', shop: harbour });
});
afterEach(() => {
  api.restore();
  resetBus();
  jest.useRealTimers();
});

function renderDashboard(path = '/dashboard') {
  return renderArea(
    <>
      <App />
      <LocationProbe />
    </>,
    { path },
  );
}

const rangeOf = (route: string) => api.calls(route).map((r) => ({ start: r.query.get('start'), end: r.query.get('end') }));

it("shows today's badges against yesterday, the direction in words and as an arrow", async () => {
  renderDashboard();
  const orders = await screen.findByTestId('live-figure');
  expect(orders).toHaveTextContent(/^Total orders today3↑Up 1 \(50%\) on yesterday's 2$/);
  const badges = screen.getByTestId('today-badges');
  expect(within(badges).getByTestId('today-sales')).toHaveTextContent('NZ$45.00');
  expect(within(badges).getByTestId('trend-sales')).toHaveAttribute('data-direction', 'down');
  expect(within(badges).getByTestId('trend-sales')).toHaveTextContent("Down NZ$15.00 (25%) on yesterday's NZ$60.00");
  expect(within(badges).getByTestId('today-averageOrder')).toHaveTextContent('NZ$15.00');
  expect(within(badges).getByTestId('trend-averageOrder')).toHaveTextContent("Down NZ$15.00 (50%) on yesterday's NZ$30.00");
  expect(within(badges).getByTestId('trend-orders')).toHaveAttribute('data-direction', 'up');
  // One call covers today and yesterday, venue time; the bearer comes from the bus.
  expect(rangeOf('GET /api/shops/s1/sales-per-hour-report')).toContainEqual(TODAY_AND_YESTERDAY);
  expect(api.calls('GET /api/shops/s1/sales-per-hour-report')[0]?.headers.Authorization).toBe('Bearer token-1');
});

it("shows today's balance and tomorrow's payout", async () => {
  renderDashboard();
  expect(await screen.findByTestId('today-balance')).toHaveTextContent("Today's balanceNZ$123.45NZ$67.89 pending");
  expect(await screen.findByTestId('tomorrow-payout')).toHaveTextContent("Tomorrow's payoutNZ$88.00Arrives Thursday 14 May");
});

it('asks for the current ISO week by default, and a preset moves every period call, the URL and the tables', async () => {
  renderDashboard();
  const mostSold = await screen.findByTestId('most-sold');
  expect(
    within(mostSold)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual([
    'RankProductQTYTotal $',
    '1Long black9NZ$40.50',
    '2Scone3NZ$18.00',
    '3Flat white3NZ$15.00',
    'Total value15NZ$73.50',
  ]);
  for (const report of PERIOD_REPORTS) expect(rangeOf(`GET /api/shops/s1/${report}`)).toContainEqual(THIS_WEEK);
  expect(screen.getByTestId('period-summary')).toHaveTextContent('This Week: 11 May – 17 May 2026');
  expect(screen.getByTestId('location-search')).toHaveTextContent(/^$/);

  await userEvent.selectOptions(screen.getByLabelText('Period'), 'Previous Month');
  expect(screen.getByTestId('location-search')).toHaveTextContent('?range=previous-month');
  await waitFor(() => expect(within(screen.getByTestId('most-sold')).getByText('Hot cross bun')).toBeInTheDocument());
  expect(within(screen.getByTestId('most-sold')).queryByText('Long black')).not.toBeInTheDocument();
  for (const report of PERIOD_REPORTS) expect(rangeOf(`GET /api/shops/s1/${report}`)).toContainEqual(PREVIOUS_MONTH);
  expect(screen.getByTestId('period-summary')).toHaveTextContent('Previous Month: 1 Apr – 30 Apr 2026');
});

it('reads the period from the URL and applies a custom range of venue days', async () => {
  renderDashboard('/dashboard?from=2026-04-01&to=2026-04-10');
  await screen.findByTestId('most-sold');
  const april = venueDatesRange('2026-04-01', '2026-04-10');
  for (const report of PERIOD_REPORTS) {
    expect(rangeOf(`GET /api/shops/s1/${report}`)).toContainEqual(april);
    expect(rangeOf(`GET /api/shops/s1/${report}`)).not.toContainEqual(THIS_WEEK);
  }
  expect(screen.getByLabelText('Period')).toHaveValue('custom');

  await userEvent.clear(screen.getByLabelText('To'));
  await userEvent.type(screen.getByLabelText('To'), '2026-03-01');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The end date must be on or after the start date.');
  expect(screen.getByTestId('location-search')).toHaveTextContent('?from=2026-04-01&to=2026-04-10');

  await userEvent.clear(screen.getByLabelText('To'));
  await userEvent.type(screen.getByLabelText('To'), '2026-04-03');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByTestId('location-search')).toHaveTextContent('?from=2026-04-01&to=2026-04-03');
  await waitFor(() =>
    expect(rangeOf('GET /api/shops/s1/most-sold-products-report')).toContainEqual(venueDatesRange('2026-04-01', '2026-04-03')),
  );
});

it('shows the period overview with net volume after the shop fee, and the upsell and loyalty tables', async () => {
  renderDashboard();
  const overview = await screen.findByTestId('period-overview');
  expect(within(overview).getByTestId('period-gross')).toHaveTextContent('NZ$100.00');
  expect(within(overview).getByTestId('period-net')).toHaveTextContent('NZ$90.00'); // feePercent 10
  expect(within(overview).getByTestId('period-orders')).toHaveTextContent('4');
  expect(within(overview).getByTestId('period-average')).toHaveTextContent('NZ$25.00');
  expect(await screen.findByTestId('upsell-total')).toHaveTextContent('NZ$3.50');
  expect(await screen.findByTestId('loyalty-total')).toHaveTextContent('NZ$5.00');
});

it('draws each chart after the 1 s delay, with a text alternative', async () => {
  renderDashboard();
  const gross = (await screen.findByRole('figure', { name: 'Gross Volume' })) as HTMLElement;
  expect(within(gross).getByTestId('chart-placeholder')).toBeInTheDocument();
  expect(within(gross).queryByTestId('apex-chart')).not.toBeInTheDocument();
  // The text alternative is there at once: every day of the period and its amount.
  const table = within(gross).getByRole('table', { name: 'Gross Volume' });
  expect(within(table).getByRole('row', { name: 'Mon 11 May NZ$100.00' })).toBeInTheDocument();
  expect(within(table).getAllByRole('row')).toHaveLength(8);
  expect(within(gross).getByText(/NZ\$100\.00 over 7 days; highest Mon 11 May/)).toBeInTheDocument();

  const drawn = await within(gross).findByTestId('apex-chart', {}, { timeout: CHART_DRAW_DELAY_MS + 1500 });
  expect(drawn).toHaveAttribute('data-type', 'line');
  expect(drawn).toHaveTextContent('Gross volume: 10000,0,0,0,0,0,0');
  const net = screen.getByRole('figure', { name: 'Net Volume' });
  expect(await within(net).findByTestId('apex-chart')).toHaveTextContent('Net volume: 9000,0,0,0,0,0,0');
  const hourly = screen.getByRole('figure', { name: 'Sales per hour today' });
  expect(await within(hourly).findByTestId('apex-chart')).toHaveAttribute('data-type', 'bar');
  expect(within(hourly).getByRole('row', { name: '11:00 NZ$30.00' })).toBeInTheDocument();
  const bySource = screen.getByRole('figure', { name: 'Orders by source' });
  expect(await within(bySource).findByTestId('apex-chart')).toHaveTextContent('Orders: 3,1,0');
  const average = screen.getByRole('figure', { name: 'Average order size by source' });
  expect(within(average).getByRole('row', { name: 'Web store NZ$20.00' })).toBeInTheDocument();
  expect(within(average).getByRole('row', { name: 'Kiosk NZ$40.00' })).toBeInTheDocument();
  expect(within(average).getByRole('row', { name: 'Mobile app NZ$0.00' })).toBeInTheDocument();
}, 10_000);

it('shows clear empty states for a quiet period, never an empty chart', async () => {
  serve(dashboardRoutes('s1'));
  renderDashboard('/dashboard?range=previous-week');
  expect(await screen.findByText('No sales yet today.')).toBeInTheDocument();
  expect(await screen.findByText('No products sold in this period.')).toBeInTheDocument();
  expect(screen.getByText('No upsells in this period.')).toBeInTheDocument();
  expect(screen.getByText('No loyalty rewards claimed in this period.')).toBeInTheDocument();
  expect(await screen.findAllByText('No sales in this period.')).toHaveLength(2);
  expect(screen.getAllByText('No orders in this period.')).toHaveLength(2);
  expect(within(screen.getByTestId('period-overview')).getByTestId('period-gross')).toHaveTextContent('NZ$0.00');
  expect(screen.queryByRole('table', { name: 'Gross Volume' })).not.toBeInTheDocument();
});

it('refetches everything for the new shop when the host switches shop', async () => {
  renderDashboard();
  expect(await screen.findByTestId('live-figure')).toHaveTextContent('Total orders today3');
  await screen.findByText('Long black');
  const before = api.requests.length;

  act(() => topics.shop.publish({ shopId: 's2', shop: dockside }));
  expect(screen.getByTestId('current-shop-name')).toHaveTextContent('Dockside Deli');
  await waitFor(() => expect(screen.getByTestId('live-figure')).toHaveTextContent('Total orders today11'));
  expect(await screen.findByText('Pastrami on rye')).toBeInTheDocument();
  expect(screen.queryByText('Long black')).not.toBeInTheDocument();
  const after = api.requests.slice(before).map((r) => r.path);
  for (const report of [...PERIOD_REPORTS, 'balance-report', 'tomorrow-payout-report']) {
    expect(after).toContain(`/api/shops/s2/${report}`);
  }
  expect(after.every((path) => path.startsWith('/api/shops/s2/'))).toBe(true);
});

it('shows a failed report with Retry, and the rest of the dashboard keeps working', async () => {
  let fail = true;
  serve({
    ...dashboardRoutes('s1', { mostSold: () => [productRow('p1', 'Flat white', 3, 1500)] }),
    'GET /api/shops/s1/most-sold-products-report': () =>
      fail
        ? { status: 500, body: { message: 'Reports are resting' } }
        : { body: { data: [productRow('p1', 'Flat white', 3, 1500)] } },
  });
  renderDashboard();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load Most Sold Products.');
  expect(alert).toHaveTextContent('Reports are resting');
  expect(await screen.findByTestId('live-figure')).toBeInTheDocument();
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(await screen.findByTestId('most-sold')).findByText('Flat white')).toBeInTheDocument();
});
