import { haversineKm, type Order } from '@backoffice/contracts';
import { localGeocoder } from '../../adapters/geocoding';
import { googleGeocoder } from '../../adapters/geocoding/google';
import type { ShopSettings } from '../../shops/settings';
import { bearer, createShop, createTestContext, createUser, message, type TestContext } from '../../test/app';
import { insertMenu, type TestMenu } from '../../test/orders';
import { ADDRESS_NOT_PLACED } from './place-order';

/**
 * The delivery radius and the per-km fee use where the SERVER places the address (its geocoding adapter; here the
 * local gazetteer), never the order body's `location`: a far address sent with the shop's own coordinates once
 * got a $0 fee.
 */
const QUEENS_WHARF = { lat: -41.2847, lng: 174.7781 };
const CABLE_STREET = { lat: -41.2906, lng: 174.7824 };
const SETTINGS = {
  address: { formatted_address: '12 Queens Wharf, Wellington', location: QUEENS_WHARF },
  openingHours: { twentyFourSeven: true },
  delivery: {
    enabled: true,
    deliveryType: 'self-delivery' as const,
    radius: 5,
    orderMinimum: 0,
    feeType: 'cost-per-kilometers' as const,
    costPerKilometers: 200,
    freeDeliveryMinSpend: 0,
  },
} as ShopSettings;

let ctx: TestContext;
let token: string;
let shopId: string;
let menu: TestMenu;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date('2026-03-01T22:00:00Z') });
  const owner = await createUser(ctx.db, { roles: ['merchant'] });
  token = (await createUser(ctx.db, { roles: ['consumer'] })).token;
  shopId = await createShop(ctx.db, owner.id, 'Per-km Cafe', SETTINGS);
  await ctx.db.query(`update shops set status = 'accepting orders' where id = $1`, [shopId]);
  menu = await insertMenu(ctx.db, shopId, { Coffee: [['Flat White', 550]] });
});
afterAll(async () => {
  await ctx?.close();
});

function deliver(formattedAddress: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${shopId}/orders`,
    headers: bearer(token),
    payload: {
      orderType: 'delivery',
      origin: 'web',
      lineItems: [{ product: menu.products[0]?.id, quantity: 1 }],
      // the shop's own coordinates, as the probe sent them: they must change nothing
      deliveryInfo: { address: { formatted_address: formattedAddress, location: QUEENS_WHARF } },
      payment: { method: 'card' },
    },
  });
}

async function orderCount(): Promise<number> {
  const [row] = await ctx.db.query<{ n: number }>('select count(*)::int as n from orders where shop_id = $1', [shopId]);
  return row?.n ?? 0;
}

test("a far address sent with the shop's own coordinates is outside the area, not a $0 delivery", async () => {
  const before = await orderCount();
  const far = await deliver('1 Jackson Street, Petone');
  expect([far.statusCode, message(far)]).toEqual([422, 'That address is outside our 5 km delivery area']);
  expect(await orderCount()).toBe(before);
});

test('a near address pays per km from where the server placed it, and the order keeps that place', async () => {
  const near = await deliver('Te Papa, 55 Cable Street, Te Aro, Wellington');
  expect(near.statusCode).toBe(201);
  const order = near.json().order as Order;
  const km = haversineKm(QUEENS_WHARF, CABLE_STREET);
  expect(order.totalPayment - order.total).toBe(Math.round(200 * km));
  expect(order.totalPayment - order.total).toBeGreaterThan(0);
  expect(order.deliveryInfo?.address).toEqual({
    formatted_address: 'Te Papa, 55 Cable Street, Te Aro, Wellington',
    location: CABLE_STREET,
  });
});

test('an address the server cannot place is refused with a message, nothing stored', async () => {
  const before = await orderCount();
  const nowhere = await deliver('1 Nowhere Road, Atlantis');
  expect([nowhere.statusCode, message(nowhere)]).toEqual([422, ADDRESS_NOT_PLACED]);
  expect(await orderCount()).toBe(before);
});

describe('geocoding adapters', () => {
  test('local: the most specific place named, streets and suburbs only with their city, macrons folded', async () => {
    const local = localGeocoder();
    expect(await local.locate('12 Queens Wharf, Wellington Central, Wellington 6011, New Zealand')).toEqual(QUEENS_WHARF);
    expect(await local.locate('4 Bank Street, Whangārei')).toEqual({ lat: -35.7251, lng: 174.3237 });
    // a Wellington street name in another city is that city, not Wellington's street
    expect(await local.locate('10 Cuba Street, Petone')).toEqual({ lat: -41.2267, lng: 174.8706 });
    expect(await local.locate('Somewhere else entirely')).toBeNull();
  });

  test('google: the first result, ZERO_RESULTS is "cannot place", any other failure is unavailable', async () => {
    const answering = (body: unknown, status = 200) =>
      (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    const found = googleGeocoder('k', answering({ status: 'OK', results: [{ geometry: { location: CABLE_STREET } }] }));
    expect(await found.locate('Te Papa')).toEqual(CABLE_STREET);
    expect(await googleGeocoder('k', answering({ status: 'ZERO_RESULTS', results: [] })).locate('x')).toBeNull();
    await expect(googleGeocoder('k', answering({ status: 'REQUEST_DENIED' })).locate('x')).rejects.toThrow('REQUEST_DENIED');
    await expect(googleGeocoder('k', answering({}, 500)).locate('x')).rejects.toThrow('HTTP 500');
  });
});
