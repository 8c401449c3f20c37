import { REPORTS } from '@backoffice/contracts';
import { resetBus, topics } from '@backoffice/event-bus';
import { type FakeApi, fakeApi } from '../testing';
import { getBalanceReport } from './get-balance-report';
import { getLoyaltyReport } from './get-loyalty-report';
import { getMostSoldProductsReport } from './get-most-sold-products-report';
import { getOriginBreakdownReport } from './get-origin-breakdown-report';
import { getReport } from './get-report';
import { getSalesPerHourReport } from './get-sales-per-hour-report';
import { getTomorrowPayoutReport } from './get-tomorrow-payout-report';
import { getUpsellReport } from './get-upsell-report';

const RANGE = { start: '2026-05-10T12:00:00.000Z', end: '2026-05-17T12:00:00.000Z' };
const product = { _id: { product: { _id: 'p1', name: 'Flat white' } }, count: 3, total: 1500 };
const payout = { id: 'po_1', amount: 100, status: 'paid', created: 1, arrival_date: 2, statement_descriptor: null };

let api: FakeApi | undefined;
beforeEach(() => topics.auth.publish({ token: 't1', userId: 'u1' }));
afterEach(() => {
  api?.restore();
  resetBus();
});

it.each([
  [
    'sales-per-hour-report',
    { result: [{ _id: { hour: 1, day: 2, month: 5, year: 2026 }, totalAmount: 5, count: 1 }] },
    'result',
    () => getSalesPerHourReport('s 1', RANGE),
  ],
  ['most-sold-products-report', { data: [product] }, 'data', () => getMostSoldProductsReport('s 1', RANGE)],
  ['upsell-report', { data: [product] }, 'data', () => getUpsellReport('s 1', RANGE)],
  ['loyalty-report', { orders: [product] }, 'orders', () => getLoyaltyReport('s 1', RANGE)],
])('%s sends start and end with the bearer and unwraps its list', async (report, body, key, call) => {
  api = fakeApi({ [`GET /api/shops/s%201/${report}`]: body });
  await expect(call()).resolves.toEqual((body as Record<string, unknown>)[key]);
  const request = api.requests[0];
  expect(request?.query.get('start')).toBe(RANGE.start);
  expect(request?.query.get('end')).toBe(RANGE.end);
  expect(request?.headers.Authorization).toBe('Bearer t1');
});

it.each([
  ['payouts', 'payouts-report', { payouts: [payout] }, [payout], null],
  [
    'contact-tracing',
    'covid19-report',
    { rows: [{ _id: 'o1', createdAt: RANGE.start, name: null, email: null, phone: null }], count: 1 },
    [{ _id: 'o1', createdAt: RANGE.start, name: null, email: null, phone: null }],
    1,
  ],
] as const)('the %s report calls %s with start and end only and unwraps its list', async (kind, route, body, rows, matching) => {
  api = fakeApi({ [`GET /api/shops/s%201/${route}`]: body });
  await expect(getReport('s 1', REPORTS[kind], { ...RANGE, status: 'completed' })).resolves.toEqual({ rows, matching });
  const request = api.requests[0];
  expect([...(request?.query.keys() ?? [])]).toEqual(['start', 'end']);
  expect(request?.query.get('start')).toBe(RANGE.start);
  expect(request?.query.get('end')).toBe(RANGE.end);
  expect(request?.headers.Authorization).toBe('Bearer t1');
});

it('sales sends status and options {type} to the reports route and reads { rows, count }', async () => {
  api = fakeApi({ 'GET /api/shops/s1/reports': { rows: [{ date: '2026-05-11', orders: 1, total: 100, net: 85 }], count: 1 } });
  await expect(getReport('s1', REPORTS.sales, { ...RANGE, status: 'completed' })).resolves.toEqual({
    rows: [{ date: '2026-05-11', orders: 1, total: 100, net: 85 }],
    matching: 1,
  });
  expect(api.requests[0]?.query.get('status')).toBe('completed');
  expect(JSON.parse(api.requests[0]?.query.get('options') ?? '')).toEqual({ type: 'sales' });
});

it('products-stock-report sends the status and reads rows (no count)', async () => {
  api = fakeApi({
    'GET /api/shops/s1/products-stock-report': { rows: [{ _id: 'p1', name: 'Scone', category: 'Baking', stock: -1, sold: 2 }] },
  });
  await expect(getReport('s1', REPORTS['products-stock'], { ...RANGE, status: 'all' })).resolves.toMatchObject({
    matching: null,
  });
  expect(api.requests[0]?.query.get('status')).toBe('all');
  expect(api.requests[0]?.query.has('options')).toBe(false);
});

it('balance, tomorrow payout and origin breakdown unwrap their envelopes', async () => {
  const origins = {
    web: [{ count: 1, totalAmount: 100 }],
    kiosk: [{ count: 0, totalAmount: 0 }],
    'mobile-app': [{ count: 2, totalAmount: 50 }],
  };
  api = fakeApi({
    'GET /api/shops/s1/balance-report': { balance: { available: 10, pending: 5, currency: 'nzd' } },
    'GET /api/shops/s1/tomorrow-payout-report': { payouts: [payout] },
    'GET /api/shops/s1/origin-breakdown-report': { data: origins },
  });
  await expect(getBalanceReport('s1')).resolves.toEqual({ available: 10, pending: 5, currency: 'nzd' });
  await expect(getTomorrowPayoutReport('s1')).resolves.toEqual([payout]);
  await expect(getOriginBreakdownReport('s1', RANGE)).resolves.toEqual(origins);
  expect(api.requests[0]?.query.has('start')).toBe(false);
});

it.each([
  ['sales-per-hour-report', { rows: [] }, () => getSalesPerHourReport('s1', RANGE)],
  ['balance-report', { balance: 'lots' }, () => getBalanceReport('s1')],
  ['origin-breakdown-report', { data: [] }, () => getOriginBreakdownReport('s1', RANGE)],
  ['reports', { rows: [] }, () => getReport('s1', REPORTS.orders, { ...RANGE, status: 'all' })],
  ['payouts-report', { rows: [] }, () => getReport('s1', REPORTS.payouts, { ...RANGE, status: 'all' })],
])('%s: an answer that is not the report is a failed call', async (report, body, call) => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  api = fakeApi({ [`GET /api/shops/s1/${report}`]: body });
  await expect(call()).rejects.toMatchObject({ failure: 'invalid-response' });
  errors.mockRestore();
});
