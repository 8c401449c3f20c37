import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { type OrdersReportRow, venueRange } from '@backoffice/contracts';
import { resetBus, topics } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { App } from '../App';
import { fixClock } from '../testing/fixed-clock';
import { LocationProbe } from '../testing/LocationProbe';
import { downloadText } from './download';

jest.mock('./download', () => ({ ...jest.requireActual('./download'), downloadText: jest.fn() }));

const NOW = new Date('2026-05-13T01:00:00Z'); // Wednesday 13 May 2026, 13:00 in Auckland (UTC+12)
const THIS_WEEK = venueRange('thisWeek', NOW);
const PREVIOUS_MONTH = venueRange('previousMonth', NOW);

const harbour = testShop('s1', 'Harbour Café');
const dockside = testShop('s2', 'Dockside Deli');

const ORDERS: OrdersReportRow[] = [
  {
    _id: 'o-1001',
    createdAt: '2026-05-11T11:45:00.000Z', // 11 May 23:45 NZ
    status: 'completed',
    origin: 'kiosk',
    orderType: 'dine-in',
    customer: 'Ngata, "Aroha"',
    items: 3,
    total: 123456,
    subtotal: 120456,
    voucherCode: 'WELCOME5',
    discount: 500,
    loyaltyDiscount: 0,
    surcharge: 3000,
    deliveryFee: 500,
  },
  {
    _id: 'o-1002',
    createdAt: '2026-05-11T12:15:00.000Z', // 12 May 00:15 NZ
    status: 'pending',
    origin: 'web',
    orderType: 'pickup',
    customer: null,
    items: 1,
    total: 450,
    subtotal: 450,
    voucherCode: null,
    discount: 0,
    loyaltyDiscount: 0,
    surcharge: 0,
    deliveryFee: 0,
  },
];

let api: FakeApi;
beforeEach(() => {
  fixClock(NOW);
  api = fakeApi({
    'GET /api/shops/s1/reports': ({ query }) => {
      const { type } = JSON.parse(query.get('options') ?? '{}') as { type: string };
      if (type === 'orders') return { body: { rows: query.get('status') === 'rejected' ? [] : ORDERS, count: ORDERS.length } };
      if (type === 'sales') return { body: { rows: [{ date: '2026-05-11', orders: 4, total: 10000, net: 8500 }], count: 1 } };
      return { body: { rows: [{ _id: 'c1', name: 'Coffee', quantity: 12, total: 5400 }], count: 1 } };
    },
    'GET /api/shops/s1/products-stock-report': {
      rows: [{ _id: 'p1', name: 'Flat white', category: 'Coffee', stock: -1, sold: 12 }],
    },
    'GET /api/shops/s1/payouts-report': {
      payouts: [
        {
          id: 'po_1',
          amount: 8800,
          status: 'paid',
          created: Date.UTC(2026, 4, 11, 11, 0) / 1000,
          arrival_date: Date.UTC(2026, 4, 12) / 1000,
          statement_descriptor: 'HARBOUR CAFE',
        },
      ],
    },
    'GET /api/shops/s1/covid19-report': {
      rows: [
        {
          _id: 'o-1001',
          createdAt: '2026-05-11T11:45:00.000Z',
          name: 'Aroha Ngata',
          email: 'aroha@example.nz',
          phone: '+64 21 555 0101',
        },
      ],
      count: 1,
    },
    'GET /api/shops/s2/reports': { rows: [], count: 0 },
  });
  primeBus({ token: 'token-1', shop: harbour });
  jest.mocked(downloadText).mockClear();
});
afterEach(() => {
  api.restore();
  resetBus();
  jest.useRealTimers();
});

/** Renders the area at `path` and waits for the reports page, a lazy chunk (the dashboard does not download it). */
async function renderReports(path = '/shop/reports') {
  const result = renderArea(
    <>
      <App />
      <LocationProbe />
    </>,
    { path },
  );
  await screen.findByRole('heading', { level: 1, name: 'Reports' });
  return result;
}

function tableCells(): string[][] {
  return within(screen.getByTestId('report-table'))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent ?? ''));
}

const lastCall = (route: string) => api.calls(route).at(-1)?.query;

it('shows the Orders report of this week by default, all statuses, NZ times and dollars', async () => {
  await renderReports();
  expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  await screen.findByTestId('report-table');
  expect(tableCells()).toEqual([
    [
      ...['Order', 'Placed (NZ time)', 'Status', 'Source', 'Type', 'Customer', 'Items', 'Subtotal', 'Voucher'],
      ...['Voucher discount', 'Loyalty discount', 'Surcharge', 'Delivery fee', 'Adjustment', 'Total paid', 'Refunded'],
      'Order ID',
    ],
    [
      ...['#O1001', '2026-05-11 23:45', 'Completed', 'Kiosk', 'Dine-in', 'Ngata, "Aroha"', '3', 'NZ$1,204.56', 'WELCOME5'],
      ...['NZ$5.00', 'NZ$0.00', 'NZ$30.00', 'NZ$5.00', 'NZ$0.00', 'NZ$1,234.56', 'NZ$0.00'],
      'o-1001',
    ],
    [
      ...['#O1002', '2026-05-12 00:15', 'Pending', 'Web store', 'Takeaway', 'Guest', '1', 'NZ$4.50', ''],
      ...['NZ$0.00', 'NZ$0.00', 'NZ$0.00', 'NZ$0.00', 'NZ$0.00', 'NZ$4.50', 'NZ$0.00'],
      'o-1002',
    ],
  ]);
  const query = lastCall('GET /api/shops/s1/reports');
  expect(query?.get('start')).toBe(THIS_WEEK.start);
  expect(query?.get('end')).toBe(THIS_WEEK.end);
  expect(query?.get('status')).toBe('all');
  expect(JSON.parse(query?.get('options') ?? '')).toEqual({ type: 'orders' });
  expect(screen.getByLabelText('Report type')).toHaveValue('orders');
  expect(screen.getByLabelText('Status')).toHaveValue('all');
});

it('exports exactly the rows the table shows as RFC 4180 CSV', async () => {
  await renderReports();
  await screen.findByTestId('report-table');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(downloadText).toHaveBeenCalledTimes(1);
  const [filename, csv] = jest.mocked(downloadText).mock.calls[0] as [string, string];
  expect(filename).toBe('harbour-cafe-orders-2026-05-11-to-2026-05-17.csv');
  expect(csv).toContain(
    '\r\n#O1001,2026-05-11 23:45,Completed,Kiosk,Dine-in,"Ngata, ""Aroha""",3,"NZ$1,204.56",WELCOME5,NZ$5.00,NZ$0.00,NZ$30.00,NZ$5.00,NZ$0.00,"NZ$1,234.56",NZ$0.00,o-1001\r\n',
  );
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(parsed).toEqual(tableCells());
});

it('keeps type, status and period in the URL, and each drives the call', async () => {
  await renderReports('/shop/reports?type=sales&status=completed&range=previous-month');
  await screen.findByTestId('report-table');
  let query = lastCall('GET /api/shops/s1/reports');
  expect(JSON.parse(query?.get('options') ?? '')).toEqual({ type: 'sales' });
  expect(query?.get('status')).toBe('completed');
  expect(query?.get('start')).toBe(PREVIOUS_MONTH.start);
  expect(tableCells()).toEqual([
    ['Date (NZ)', 'Orders', 'Gross sales', 'Net sales'],
    ['2026-05-11', '4', 'NZ$100.00', 'NZ$85.00'],
  ]);
  expect(screen.getByText('“All” counts sales: accepted and completed orders.')).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Report type'), 'Categories');
  // the kit changes a parameter in place, so the link keeps its order
  expect(screen.getByTestId('location-search')).toHaveTextContent('?type=categories&status=completed&range=previous-month');
  await waitFor(() => expect(tableCells()[1]).toEqual(['Coffee', '12', 'NZ$54.00']));
  query = lastCall('GET /api/shops/s1/reports');
  expect(JSON.parse(query?.get('options') ?? '')).toEqual({ type: 'categories' });

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'All');
  await userEvent.selectOptions(screen.getByLabelText('Period'), 'This Week');
  expect(screen.getByTestId('location-search')).toHaveTextContent('?type=categories');
  await waitFor(() => expect(lastCall('GET /api/shops/s1/reports')?.get('start')).toBe(THIS_WEEK.start));
  expect(lastCall('GET /api/shops/s1/reports')?.get('status')).toBe('all');
});

it("says 'No records found for selected report type' when a report is empty, with nothing to export", async () => {
  await renderReports('/shop/reports?status=rejected');
  expect(await screen.findByTestId('report-empty')).toHaveTextContent('No records found for selected report type');
  expect(screen.queryByTestId('report-table')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});

it('shows payouts in UTC and New Zealand time, explains them with the standard card fees, and has no status filter', async () => {
  await renderReports('/shop/reports?type=payouts');
  await screen.findByTestId('report-table');
  expect(tableCells()).toEqual([
    ['Payout', 'Created (UTC)', 'Created (NZ time)', 'Arrival (UTC)', 'Arrival (NZ time)', 'Status', 'Description', 'Amount'],
    ['po_1', '2026-05-11 11:00', '2026-05-11 23:00', '2026-05-12 00:00', '2026-05-12 12:00', 'Paid', 'HARBOUR CAFE', 'NZ$88.00'],
  ]);
  const about = screen.getByTestId('payouts-explained');
  expect(about).toHaveTextContent('Under $15: 3.5% + 5c');
  expect(about).toHaveTextContent('$15 and over: 2.9% + 30c');
  expect(about).toHaveTextContent('a NZ$10.00 payment has a NZ$0.40 card fee');
  expect(about).toHaveTextContent('a NZ$25.00 payment has a NZ$1.03 card fee');
  expect(about).toHaveTextContent('platform fee (15% for this shop)');
  expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  expect(lastCall('GET /api/shops/s1/payouts-report')?.get('start')).toBe(THIS_WEEK.start);
});

it('offers the products stock and contact-tracing reports', async () => {
  await renderReports('/shop/reports?type=products-stock&status=accepted');
  await screen.findByTestId('report-table');
  expect(tableCells()[1]).toEqual(['Flat white', 'Coffee', 'Unlimited', '12']);
  expect(lastCall('GET /api/shops/s1/products-stock-report')?.get('status')).toBe('accepted');

  await userEvent.selectOptions(screen.getByLabelText('Report type'), 'Contact tracing');
  await waitFor(() =>
    expect(tableCells()[1]).toEqual(['2026-05-11 23:45', 'Aroha Ngata', 'aroha@example.nz', '+64 21 555 0101']),
  );
  expect(lastCall('GET /api/shops/s1/covid19-report')?.get('end')).toBe(THIS_WEEK.end);
  expect(api.requests.map((r) => r.path)).not.toContain('/api/shops/s1/reports');
});

it('refetches for the new shop when the host switches shop', async () => {
  await renderReports();
  await screen.findByTestId('report-table');
  act(() => topics.shop.publish({ shopId: 's2', shop: dockside }));
  expect(await screen.findByTestId('report-empty')).toBeInTheDocument();
  expect(api.calls('GET /api/shops/s2/reports')).toHaveLength(1);
  expect(screen.queryByText('o-1001')).not.toBeInTheDocument();
});

it('says when the list stops at the API limit', async () => {
  api.restore();
  api = fakeApi({ 'GET /api/shops/s1/reports': { rows: ORDERS, count: 1500 } });
  await renderReports();
  expect(await screen.findByText(/Showing the first 2 of 1,500 rows/)).toBeInTheDocument();
});
