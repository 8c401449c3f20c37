import {
  balanceResponse,
  categoriesReportResponse,
  covid19Response,
  loyaltyReportResponse,
  ordersReportResponse,
  originBreakdownResponse,
  payoutsResponse,
  productReportResponse,
  productsStockResponse,
  REPORT_KINDS,
  REPORT_RANGE_MESSAGES,
  REPORTS,
  type ReportKind,
  salesPerHourResponse,
  salesReportResponse,
  venueDatesRange,
  venueDayRange,
} from '@backoffice/contracts';
import type { z } from 'zod';
import { bearer, createShop, createTestContext, createUser, message, type TestContext, withOptions } from '../test/app';
import { insertMenu, insertOrder, type TestMenu } from '../test/orders';
import { insertUser } from '../users/repo';

/**
 * Every report's numbers, exactly, on fixed orders placed around NZ midnight and across both 2026 daylight-saving
 * changes (NZDT ends Sun 5 April 03:00 → 02:00; NZDT starts Sun 27 September 02:00 → 03:00). The shop's fee is 10 %.
 *
 *  #   NZ local time               UTC                   status     origin      lines (cents)                          paid
 *  O1  Fri 3 Apr 23:30 NZDT        2026-04-03T10:30Z     completed  web         2 Flat White 1100, 1 Muffin upsell 495  1595
 *  O2  Sat 4 Apr 00:15 NZDT        2026-04-03T11:15Z     completed  kiosk       1 Toastie + options 150 = 1400          1400
 *  O3  Sun 5 Apr 02:30 NZDT (1st)  2026-04-04T13:30Z     accepted   mobile-app  1 Long Black 450, 1 Flat White reward 0  450
 *  O4  Sun 5 Apr 02:30 NZST (2nd)  2026-04-04T14:30Z     completed  web         2 Toastie 2500 (promo −200)             2300
 *  O5  Sun 5 Apr 23:30 NZST        2026-04-05T11:30Z     pending    web         1 Flat White 550                         550
 *  O6  Sun 5 Apr 12:00 NZST        2026-04-05T00:00Z     rejected   kiosk       3 Muffin 1485                           1485
 *  O7  Sun 27 Sep 01:30 NZST       2026-09-26T13:30Z     completed  mobile-app  2 Muffin 990, 1 Flat White upsell 550   1540
 *  O8  Sun 27 Sep 03:30 NZDT       2026-09-26T14:30Z     completed  web         1 Long Black 450 (contact tracing)       450
 *  O9  Sun 27 Sep 23:30 NZDT       2026-09-27T10:30Z     accepted   kiosk       1 Toastie 1250                          1250
 *  O10 Mon 28 Sep 00:30 NZDT       2026-09-27T11:30Z     completed  web         1 Flat White 550                         550
 */

let ctx: TestContext;
let clock = new Date('2026-09-27T21:00:00Z'); // Mon 28 Sep 10:00 NZDT
let token: string;
let shopId: string;
let menu: TestMenu;
const ids: Record<string, string> = {};

const APRIL = venueDatesRange('2026-04-01', '2026-04-30');
const SEPTEMBER = venueDatesRange('2026-09-01', '2026-09-30');

function product(name: string) {
  const found = menu.products.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no product ${name}`);
  return { productId: found.id, productName: found.name, categoryName: found.categoryName, unitPrice: found.price };
}

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  const owner = await createUser(ctx.db);
  token = owner.token;
  shopId = await createShop(ctx.db, owner.id, 'Exact Café', { orderingPreferences: { preparationTime: 5, feePercent: 10 } });
  menu = await insertMenu(ctx.db, shopId, {
    Coffee: [
      ['Flat White', 550],
      ['Long Black', 450],
    ],
    Food: [
      ['Toastie', 1250, 20],
      ['Muffin', 495],
    ],
    Sweets: [['Cookie', 300, 5]],
  });
  const aroha = await insertUser(ctx.db, {
    email: 'aroha.ngata@example.test',
    passwordHash: null,
    givenName: 'Aroha',
    familyName: 'Ngata',
    phone: '+64 21 555 0101',
    roles: ['consumer'],
  });
  const fw = product('Flat White');
  const lb = product('Long Black');
  const toastie = product('Toastie');
  const muffin = product('Muffin');
  ids.O1 = await insertOrder(ctx.db, {
    shopId,
    createdAt: '2026-04-03T10:30:00Z',
    status: 'completed',
    origin: 'web',
    lines: [
      { ...fw, quantity: 2 },
      { ...muffin, quantity: 1, isUpsell: true },
    ],
  });
  ids.O2 = await insertOrder(ctx.db, {
    shopId,
    createdAt: '2026-04-03T11:15:00Z',
    status: 'completed',
    origin: 'kiosk',
    lines: [{ ...toastie, quantity: 1, optionsPrice: 150 }],
  });
  ids.O3 = await insertOrder(ctx.db, {
    shopId,
    createdAt: '2026-04-04T13:30:00Z',
    status: 'accepted',
    origin: 'mobile-app',
    orderType: 'dine-in',
    ownerId: aroha.id,
    lines: [
      { ...lb, quantity: 1 },
      { ...fw, quantity: 1, isReward: true },
    ],
  });
  ids.O4 = await insertOrder(ctx.db, {
    shopId,
    createdAt: '2026-04-04T14:30:00Z',
    status: 'completed',
    origin: 'web',
    orderType: 'delivery',
    totalPayment: 2300,
    lines: [{ ...toastie, quantity: 2 }],
  });
  ids.O5 = await insertOrder(ctx.db, {
    shopId,
    createdAt: '2026-04-05T11:30:00Z',
    status: 'pending',
    origin: 'web',
    lines: [{ ...fw, quantity: 1 }],
  });
  ids.O6 = await insertOrder(ctx.db, {
    shopId,
    createdAt: '2026-04-05T00:00:00Z',
    status: 'rejected',
    origin: 'kiosk',
    contactTracing: { name: 'Rejected Person' },
    lines: [{ ...muffin, quantity: 3 }],
  });
  ids.O7 = await insertOrder(ctx.db, {
    shopId,
    createdAt: '2026-09-26T13:30:00Z',
    status: 'completed',
    origin: 'mobile-app',
    lines: [
      { ...muffin, quantity: 2 },
      { ...fw, quantity: 1, isUpsell: true },
    ],
  });
  ids.O8 = await insertOrder(ctx.db, {
    shopId,
    createdAt: '2026-09-26T14:30:00Z',
    status: 'completed',
    origin: 'web',
    ownerId: aroha.id,
    contactTracing: { name: 'Tama Rangi', phone: '021 555 1234' },
    lines: [{ ...lb, quantity: 1 }],
  });
  ids.O9 = await insertOrder(ctx.db, {
    shopId,
    createdAt: '2026-09-27T10:30:00Z',
    status: 'accepted',
    origin: 'kiosk',
    lines: [{ ...toastie, quantity: 1 }],
  });
  ids.O10 = await insertOrder(ctx.db, {
    shopId,
    createdAt: '2026-09-27T11:30:00Z',
    status: 'completed',
    origin: 'web',
    lines: [{ ...fw, quantity: 1 }],
  });
});
afterAll(async () => {
  await ctx.close();
});

async function get<S extends z.ZodType>(
  schema: S,
  path: string,
  query: Readonly<Record<string, string>> | { start: string; end: string } = {},
  options?: unknown,
): Promise<z.infer<S>> {
  const search = new URLSearchParams(query as Record<string, string>).toString();
  let url = `/api/shops/${shopId}/${path}${search ? `?${search}` : ''}`;
  if (options !== undefined) url = withOptions(url, options);
  const response = await ctx.app.inject({ url, headers: bearer(token) });
  expect({ url, status: response.statusCode, body: response.statusCode === 200 ? null : response.json() }).toEqual({
    url,
    status: 200,
    body: null,
  });
  // Every answer must parse with the contract the UI codes against.
  return schema.parse(response.json());
}

const hour = (iso: string) => {
  const date = new Date(iso);
  return { hour: date.getUTCHours(), day: date.getUTCDate(), month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
};

describe('sales-per-hour-report (UTC hours; sales = accepted + completed)', () => {
  it.each([
    ['Fri 3 Apr: the 23:30 NZ order belongs to the 3rd', '2026-04-03', [['2026-04-03T10:00:00Z', 1595, 1]]],
    ['Sat 4 Apr starts at 00:00 NZDT (11:00 UTC the day before)', '2026-04-04', [['2026-04-03T11:00:00Z', 1400, 1]]],
    [
      'Sun 5 Apr, 25 hours: both 02:30s; the pending and the rejected order do not count',
      '2026-04-05',
      [
        ['2026-04-04T13:00:00Z', 450, 1],
        ['2026-04-04T14:00:00Z', 2300, 1],
      ],
    ],
    [
      'Sun 27 Sep, 23 hours: 01:30 NZST, 03:30 NZDT and 23:30 NZDT',
      '2026-09-27',
      [
        ['2026-09-26T13:00:00Z', 1540, 1],
        ['2026-09-26T14:00:00Z', 450, 1],
        ['2026-09-27T10:00:00Z', 1250, 1],
      ],
    ],
    ['Mon 28 Sep: the 00:30 order', '2026-09-28', [['2026-09-27T11:00:00Z', 550, 1]]],
    ['a day without orders', '2026-04-06', []],
  ] as const)('%s', async (_label, date, expected) => {
    const { result } = await get(salesPerHourResponse, 'sales-per-hour-report', venueDayRange(date));
    expect(result).toEqual(expected.map(([at, totalAmount, count]) => ({ _id: hour(at), totalAmount, count })));
  });

  it('unaligned ranges read the partial hours from the orders: exact to the second', async () => {
    const slice = await get(salesPerHourResponse, 'sales-per-hour-report', {
      start: '2026-04-04T13:31:00Z',
      end: '2026-04-04T14:30:00.001Z',
    });
    expect(slice.result).toEqual([{ _id: hour('2026-04-04T14:00:00Z'), totalAmount: 2300, count: 1 }]);
    const mixed = await get(salesPerHourResponse, 'sales-per-hour-report', {
      start: '2026-04-03T10:29:59Z',
      end: '2026-04-04T14:45:00Z',
    });
    expect(mixed.result.map((row) => [row.totalAmount, row.count])).toEqual([
      [1595, 1],
      [1400, 1],
      [450, 1],
      [2300, 1],
    ]);
    const inside = await get(salesPerHourResponse, 'sales-per-hour-report', {
      start: '2026-04-04T13:10:00+00:00',
      end: '2026-04-05T02:50:00+13:00',
    });
    expect(inside.result).toEqual([{ _id: hour('2026-04-04T13:00:00Z'), totalAmount: 450, count: 1 }]);
    const empty = await get(salesPerHourResponse, 'sales-per-hour-report', {
      start: '2026-04-04T13:30:00Z',
      end: '2026-04-04T13:30:00Z',
    });
    expect(empty.result).toEqual([]);
  });
});

describe('product reports', () => {
  const row = (name: string, count: number, total: number) => ({
    _id: { product: { _id: menu.products.find((p) => p.name === name)?.id, name } },
    count,
    total,
  });

  it('most sold in April: quantity desc, then total desc; rewards are not "sold"', async () => {
    const { data } = await get(productReportResponse, 'most-sold-products-report', APRIL);
    expect(data).toEqual([row('Toastie', 3, 3900), row('Flat White', 2, 1100), row('Muffin', 1, 495), row('Long Black', 1, 450)]);
  });

  it('most sold in September (ties on quantity broken by total)', async () => {
    const { data } = await get(productReportResponse, 'most-sold-products-report', SEPTEMBER);
    expect(data).toEqual([row('Flat White', 2, 1100), row('Muffin', 2, 990), row('Toastie', 1, 1250), row('Long Black', 1, 450)]);
  });

  it('upsell: only lines flagged upsell', async () => {
    expect((await get(productReportResponse, 'upsell-report', APRIL)).data).toEqual([row('Muffin', 1, 495)]);
    expect((await get(productReportResponse, 'upsell-report', SEPTEMBER)).data).toEqual([row('Flat White', 1, 550)]);
  });

  it('loyalty: rewards redeemed, valued at the menu price', async () => {
    expect((await get(loyaltyReportResponse, 'loyalty-report', APRIL)).orders).toEqual([row('Flat White', 1, 550)]);
    expect((await get(loyaltyReportResponse, 'loyalty-report', SEPTEMBER)).orders).toEqual([]);
  });

  it('unaligned ranges: whole NZ days from the roll-ups, the rest from the orders, same numbers', async () => {
    const mixed = { start: '2026-04-03T10:29:59Z', end: '2026-04-04T14:45:00Z' }; // 23:29:59 Fri → 03:45 Sun NZST
    expect((await get(productReportResponse, 'most-sold-products-report', mixed)).data).toEqual([
      row('Toastie', 3, 3900),
      row('Flat White', 2, 1100),
      row('Muffin', 1, 495),
      row('Long Black', 1, 450),
    ]);
    expect((await get(originBreakdownResponse, 'origin-breakdown-report', mixed)).data).toEqual({
      web: [{ count: 2, totalAmount: 3895 }],
      kiosk: [{ count: 1, totalAmount: 1400 }],
      'mobile-app': [{ count: 1, totalAmount: 450 }],
    });
    const withinOneNight = { start: '2026-04-04T13:00:00Z', end: '2026-04-04T14:45:00Z' };
    expect((await get(productReportResponse, 'most-sold-products-report', withinOneNight)).data).toEqual([
      row('Toastie', 2, 2500),
      row('Long Black', 1, 450),
    ]);
    const afterO1 = { start: '2026-04-03T10:30:00.001Z', end: APRIL.end };
    expect((await get(loyaltyReportResponse, 'loyalty-report', afterO1)).orders).toEqual([row('Flat White', 1, 550)]);
    expect((await get(productReportResponse, 'upsell-report', afterO1)).data).toEqual([]);
  });

  it('the 25-hour NZ day holds both 02:30 orders', async () => {
    const { data } = await get(productReportResponse, 'most-sold-products-report', venueDayRange('2026-04-05'));
    expect(data).toEqual([row('Toastie', 2, 2500), row('Long Black', 1, 450)]);
  });
});

describe('origin-breakdown-report', () => {
  it('April: every source present, embed = web', async () => {
    const { data } = await get(originBreakdownResponse, 'origin-breakdown-report', APRIL);
    expect(data).toEqual({
      web: [{ count: 2, totalAmount: 3895 }],
      kiosk: [{ count: 1, totalAmount: 1400 }],
      'mobile-app': [{ count: 1, totalAmount: 450 }],
    });
  });

  it('a day with nothing: zeros', async () => {
    const { data } = await get(originBreakdownResponse, 'origin-breakdown-report', venueDayRange('2026-04-06'));
    expect(data).toEqual({
      web: [{ count: 0, totalAmount: 0 }],
      kiosk: [{ count: 0, totalAmount: 0 }],
      'mobile-app': [{ count: 0, totalAmount: 0 }],
    });
  });
});

describe('reports, type orders', () => {
  it('every status by default, newest first, with customer, item count and amount paid', async () => {
    const body = await get(ordersReportResponse, 'reports', APRIL, { type: 'orders' });
    expect(body.count).toBe(6);
    expect(body.rows.map((r) => r._id)).toEqual([ids.O5, ids.O6, ids.O4, ids.O3, ids.O2, ids.O1]);
    expect(body.rows.find((r) => r._id === ids.O3)).toEqual({
      _id: ids.O3,
      createdAt: '2026-04-04T13:30:00.000Z',
      status: 'accepted',
      origin: 'mobile-app',
      orderType: 'dine-in',
      customer: 'Aroha Ngata',
      items: 2,
      total: 450,
      // the price breakdown's parts (an order written without them: all in the subtotal)
      subtotal: 450,
      voucherCode: null,
      discount: 0,
      loyaltyDiscount: 0,
      surcharge: 0,
      deliveryFee: 0,
      refunded: 0,
    });
    expect(body.rows.find((r) => r._id === ids.O1)).toMatchObject({ customer: null, items: 3, total: 1595 });
    expect(body.rows.find((r) => r._id === ids.O4)).toMatchObject({ orderType: 'delivery', items: 2, total: 2300 });
    expect(body.rows.find((r) => r._id === ids.O6)).toMatchObject({ customer: 'Rejected Person', status: 'rejected' });
  });

  it('status filter, paging and sort', async () => {
    const completed = await get(ordersReportResponse, 'reports', { ...APRIL, status: 'completed' }, { type: 'orders' });
    expect([completed.count, completed.rows.map((r) => r._id)]).toEqual([3, [ids.O4, ids.O2, ids.O1]]);
    const page = await get(ordersReportResponse, 'reports', APRIL, { type: 'orders', limit: 2, skip: 1 });
    expect([page.count, page.rows.map((r) => r._id)]).toEqual([6, [ids.O6, ids.O4]]);
    const byTotal = await get(ordersReportResponse, 'reports', APRIL, { type: 'orders', sort: '-total', limit: 2 });
    expect(byTotal.rows.map((r) => r.total)).toEqual([2300, 1595]);
  });

  it('sort as a Mongo object, several keys in order, gives the same rows as the string form', async () => {
    const asObject = await get(ordersReportResponse, 'reports', APRIL, { type: 'orders', sort: { total: -1 }, limit: 2 });
    expect(asObject.rows.map((r) => r.total)).toEqual([2300, 1595]);
    const twoKeys = await get(ordersReportResponse, 'reports', APRIL, { type: 'orders', sort: { total: 1, createdAt: -1 } });
    const asString = await get(ordersReportResponse, 'reports', APRIL, { type: 'orders', sort: 'total -createdAt' });
    expect(twoKeys.rows.map((r) => r._id)).toEqual(asString.rows.map((r) => r._id));
    expect(twoKeys.rows.map((r) => r.total)).toEqual([...twoKeys.rows.map((r) => r.total)].sort((a, b) => a - b));
  });

  it('options absent: type orders', async () => {
    expect((await get(ordersReportResponse, 'reports', SEPTEMBER)).count).toBe(4);
  });
});

describe('reports, type sales (per NZ day; net after the 10 % fee)', () => {
  it('April', async () => {
    const body = await get(salesReportResponse, 'reports', APRIL, { type: 'sales' });
    expect(body).toEqual({
      rows: [
        { date: '2026-04-03', orders: 1, total: 1595, net: 1435 },
        { date: '2026-04-04', orders: 1, total: 1400, net: 1260 },
        { date: '2026-04-05', orders: 2, total: 2750, net: 2475 },
      ],
      count: 3,
    });
  });

  it('September: the 23-hour day and the next morning', async () => {
    const body = await get(salesReportResponse, 'reports', SEPTEMBER, { type: 'sales', sort: '-date' });
    expect(body.rows).toEqual([
      { date: '2026-09-28', orders: 1, total: 550, net: 495 },
      { date: '2026-09-27', orders: 3, total: 3240, net: 2916 },
    ]);
  });

  it('a chosen status narrows to it: rejected', async () => {
    const body = await get(salesReportResponse, 'reports', { ...APRIL, status: 'rejected' }, { type: 'sales' });
    expect(body.rows).toEqual([{ date: '2026-04-05', orders: 1, total: 1485, net: 1336 }]);
  });

  it('net uses the subscription percent when the shop has a subscription', async () => {
    await ctx.db.query(`update shops set settings = jsonb_set(settings, '{subscription}', '{"percent": 2.5}') where id = $1`, [
      shopId,
    ]);
    try {
      const body = await get(salesReportResponse, 'reports', venueDayRange('2026-04-05'), { type: 'sales' });
      expect(body.rows).toEqual([{ date: '2026-04-05', orders: 2, total: 2750, net: 2681 }]); // 68.75 → 69
    } finally {
      await ctx.db.query(`update shops set settings = settings - 'subscription' where id = $1`, [shopId]);
    }
  });
});

describe('reports, type categories', () => {
  it('quantity and line totals per category, unsold categories too, by total', async () => {
    const body = await get(categoriesReportResponse, 'reports', APRIL, { type: 'categories' });
    const category = (name: string) => menu.categories.find((c) => c.name === name)?.id;
    expect(body).toEqual({
      rows: [
        { _id: category('Food'), name: 'Food', quantity: 4, total: 4395 },
        { _id: category('Coffee'), name: 'Coffee', quantity: 3, total: 1550 },
        { _id: category('Sweets'), name: 'Sweets', quantity: 0, total: 0 },
      ],
      count: 3,
    });
    const byName = await get(categoriesReportResponse, 'reports', APRIL, { type: 'categories', sort: 'name', limit: 1 });
    expect([byName.count, byName.rows.map((r) => r.name)]).toEqual([3, ['Coffee']]);
    const byObject = await get(categoriesReportResponse, 'reports', APRIL, { type: 'categories', sort: { name: -1 } });
    expect(byObject.rows.map((r) => r.name)).toEqual(['Sweets', 'Food', 'Coffee']);
  });
});

describe('products-stock-report', () => {
  it('every product in menu order with stock and units handed over (rewards included)', async () => {
    const { rows } = await get(productsStockResponse, 'products-stock-report', APRIL);
    const id = (name: string) => menu.products.find((p) => p.name === name)?.id;
    expect(rows).toEqual([
      { _id: id('Flat White'), name: 'Flat White', category: 'Coffee', stock: -1, sold: 3 },
      { _id: id('Long Black'), name: 'Long Black', category: 'Coffee', stock: -1, sold: 1 },
      { _id: id('Toastie'), name: 'Toastie', category: 'Food', stock: 20, sold: 3 },
      { _id: id('Muffin'), name: 'Muffin', category: 'Food', stock: -1, sold: 1 },
      { _id: id('Cookie'), name: 'Cookie', category: 'Sweets', stock: 5, sold: 0 },
    ]);
    const pending = await get(
      productsStockResponse,
      'products-stock-report',
      { ...APRIL, status: 'pending' },
      { sort: '-sold', limit: 1 },
    );
    expect(pending.rows.map((r) => [r.name, r.sold])).toEqual([['Flat White', 1]]);
    const byObject = await get(productsStockResponse, 'products-stock-report', APRIL, { sort: { stock: -1, name: 1 }, limit: 2 });
    expect(byObject.rows.map((r) => r.name)).toEqual(['Toastie', 'Cookie']);
  });
});

describe('covid19-report', () => {
  it('contact-tracing details, else the customer’s own; rejected orders left out', async () => {
    const april = await get(covid19Response, 'covid19-report', APRIL);
    expect(april.count).toBe(5);
    expect(april.rows.map((r) => r._id)).toEqual([ids.O1, ids.O2, ids.O3, ids.O4, ids.O5]);
    expect(april.rows[2]).toEqual({
      _id: ids.O3,
      createdAt: '2026-04-04T13:30:00.000Z',
      name: 'Aroha Ngata',
      email: 'aroha.ngata@example.test',
      phone: '+64 21 555 0101',
    });
    expect(april.rows[0]).toMatchObject({ name: null, email: null, phone: null });
    const byObject = await get(covid19Response, 'covid19-report', SEPTEMBER, { sort: { createdAt: -1 }, limit: 1 });
    expect(byObject.rows.map((r) => r._id)).toEqual([ids.O10]);
    const september = await get(covid19Response, 'covid19-report', SEPTEMBER, { sort: '-createdAt', limit: 2, skip: 2 });
    expect(september.count).toBe(4);
    // Field by field: the contact-tracing name and phone, the customer's e-mail.
    expect(september.rows).toEqual([
      {
        _id: ids.O8,
        createdAt: '2026-09-26T14:30:00.000Z',
        name: 'Tama Rangi',
        email: 'aroha.ngata@example.test',
        phone: '021 555 1234',
      },
      { _id: ids.O7, createdAt: '2026-09-26T13:30:00.000Z', name: null, email: null, phone: null },
    ]);
  });
});

describe('the report descriptors (contracts REPORTS) describe these routes', () => {
  const responses: { [K in ReportKind]: z.ZodType } = {
    orders: ordersReportResponse,
    sales: salesReportResponse,
    'products-stock': productsStockResponse,
    payouts: payoutsResponse,
    categories: categoriesReportResponse,
    'contact-tracing': covid19Response,
  };
  it.each(REPORT_KINDS)('%s: its route, status and type answer with rows under its key, counted as it says', async (kind) => {
    const { route, type, rowsKey, counted, statusFilter } = REPORTS[kind];
    const query = statusFilter ? { ...APRIL, status: 'all' } : APRIL;
    const body = (await get(responses[kind], route, query, type ? { type } : undefined)) as Record<string, unknown>;
    expect(Array.isArray(body[rowsKey])).toBe(true);
    expect((body[rowsKey] as unknown[]).length).toBeGreaterThan(0);
    expect('count' in body).toBe(counted);
  });
});

describe('balance, payouts and tomorrow’s payout (local payments adapter)', () => {
  const unix = (iso: string) => Date.parse(iso) / 1000;
  const payoutId = (date: string) => `po_local_${shopId.replace(/[^A-Za-z0-9]/g, '').slice(0, 12)}_${date}`;

  it('Mon 28 Sep 10:00 NZ: balance is today’s completed orders net of the 10 % fee and card fees', async () => {
    clock = new Date('2026-09-27T21:00:00Z');
    const { balance } = await get(balanceResponse, 'balance-report');
    // O10: 550 − 55 fee − card fee (3.5 % of 550 = 19.25 → 19, + 5c) = 471
    expect(balance).toEqual({ available: 471, pending: 0, currency: 'nzd' });
    const { payouts } = await get(payoutsResponse, 'tomorrow-payout-report');
    expect(payouts).toEqual([
      {
        id: payoutId('20260928'),
        amount: 471,
        status: 'pending',
        created: unix('2026-09-28T11:00:00Z'), // when Monday closes: Tue 29 Sep 00:00 NZDT
        arrival_date: unix('2026-09-29T00:00:00Z'), // Stripe-style: midnight UTC of the arrival date, 29 Sep
        statement_descriptor: 'EXACT CAFE',
      },
    ]);
  });

  it('Sun 27 Sep 23:45 NZ: accepted orders are pending, completed ones available', async () => {
    clock = new Date('2026-09-27T10:45:00Z');
    const { balance } = await get(balanceResponse, 'balance-report');
    // completed O7 + O8: gross 1990 − 199 fee − card fees (1540 → 75, 450 → 21) = 1695; accepted O9: 1250 − 125 − 49
    expect(balance).toEqual({ available: 1695, pending: 1076, currency: 'nzd' });
    const { payouts } = await get(payoutsResponse, 'tomorrow-payout-report');
    expect(payouts.map((p) => [p.amount, p.status])).toEqual([[1695, 'pending']]);
  });

  it('payouts created in a range, newest first, with their state at the time', async () => {
    clock = new Date('2026-09-27T21:00:00Z');
    const september = await get(payoutsResponse, 'payouts-report', SEPTEMBER);
    expect(september.payouts).toEqual([
      expect.objectContaining({ id: payoutId('20260928'), amount: 471, status: 'pending' }),
      {
        id: payoutId('20260927'),
        amount: 1695,
        status: 'in_transit', // created Mon 00:00 NZDT, arrives 28 Sep (midnight UTC = 13:00 NZDT)
        created: unix('2026-09-27T11:00:00Z'),
        arrival_date: unix('2026-09-28T00:00:00Z'),
        statement_descriptor: 'EXACT CAFE',
      },
    ]);
    const april = await get(payoutsResponse, 'payouts-report', APRIL);
    expect(april.payouts.map((p) => [p.id, p.amount, p.status, p.created, p.arrival_date])).toEqual([
      // 5 Apr: O4 2300 − 230 − 97 (O3 is accepted, not paid out); created Mon 6 Apr 00:00 NZST
      [payoutId('20260405'), 1973, 'paid', unix('2026-04-05T12:00:00Z'), unix('2026-04-06T00:00:00Z')],
      // 4 Apr: O2 1400 − 140 − 54; created when Sat 4 Apr closes, Sun 5 Apr 00:00 NZDT
      [payoutId('20260404'), 1206, 'paid', unix('2026-04-04T11:00:00Z'), unix('2026-04-05T00:00:00Z')],
      // 3 Apr: O1 1595 − 160 − 76
      [payoutId('20260403'), 1359, 'paid', unix('2026-04-03T11:00:00Z'), unix('2026-04-04T00:00:00Z')],
    ]);
    // A range that starts at 4 Apr 00:00 NZDT still sees the payout created at that instant (3 Apr's).
    const from4th = await get(payoutsResponse, 'payouts-report', venueDatesRange('2026-04-04', '2026-04-04'));
    expect(from4th.payouts.map((p) => p.id)).toEqual([payoutId('20260403')]);
  });
});

describe('start and end as plain UTC dates (spec 000 §7 "UTC date strings")', () => {
  it('a plain date is 00:00 UTC of that day: the same answer as the date-times', async () => {
    const plain = await get(ordersReportResponse, 'reports', { start: '2026-04-03', end: '2026-04-05' });
    const times = await get(ordersReportResponse, 'reports', { start: '2026-04-03T00:00:00Z', end: '2026-04-05T00:00:00Z' });
    expect(plain).toEqual(times);
    // O1 10:30Z and O2 11:15Z on 3 Apr, O3 and O4 on 4 Apr (UTC); O6 at 5 Apr 00:00Z is outside the half-open range.
    expect(plain.rows.map((r) => r._id).sort()).toEqual([ids.O1, ids.O2, ids.O3, ids.O4].sort());
    const hours = await get(salesPerHourResponse, 'sales-per-hour-report', { start: '2026-04-03', end: '2026-04-04' });
    expect(hours.result.map((row) => row._id.hour)).toEqual([10, 11]);
  });
});

describe('validation: 400 with a sentence', () => {
  it.each([
    ['sales-per-hour-report', { start: 'yesterday', end: '2026-04-05T12:00:00Z' }, REPORT_RANGE_MESSAGES.start],
    ['sales-per-hour-report', { start: '2026-04-05T12:00:00Z' }, REPORT_RANGE_MESSAGES.end],
    ['most-sold-products-report', { start: '2026-04-05T12:00:00Z', end: '2026-04-04T12:00:00Z' }, REPORT_RANGE_MESSAGES.order],
    ['upsell-report', { start: '2023-04-05T12:00:00Z', end: '2026-04-05T12:00:00Z' }, REPORT_RANGE_MESSAGES.tooLong],
    ['loyalty-report', { start: '2026-04-31', end: '2026-05-06' }, REPORT_RANGE_MESSAGES.start],
    ['origin-breakdown-report', { ...APRIL, extra: '1' }, 'Unknown field: extra'],
    ['balance-report', { start: APRIL.start }, 'Unknown field: start'],
    ['payouts-report', { end: APRIL.end }, REPORT_RANGE_MESSAGES.start],
    ['reports', { ...APRIL, status: 'done' }, 'Status must be one of: all, pending, accepted, rejected, completed'],
    ['reports', { ...APRIL, options: '{"type":"payouts"}' }, 'Type must be one of: orders, sales, categories'],
    ['reports', { ...APRIL, options: '{"limit":100000}' }, 'Limit must be at most 1000'],
    ['reports', { ...APRIL, options: 'not json' }, 'Options must be JSON text'],
    [
      'products-stock-report',
      { ...APRIL, options: '{"sort":"price"}' },
      'Sort accepts name, sold, stock (prefix - or -1 for descending)',
    ],
    ['covid19-report', { ...APRIL, status: 'all' }, 'Unknown field: status'],
  ])('%s %j', async (path, query, expected) => {
    const response = await ctx.app.inject({
      url: `/api/shops/${shopId}/${path}?${new URLSearchParams(query as Record<string, string>).toString()}`,
      headers: bearer(token),
    });
    expect([response.statusCode, message(response)]).toEqual([400, expected]);
  });
});
