import { gunzipSync } from 'node:zlib';
import { type Order, ordersListResponse } from '@backoffice/contracts';
import { AUTH_MESSAGES } from '../auth/authenticate';
import { signToken } from '../auth/tokens';
import type { Db } from '../db/types';
import { NOT_YOUR_SHOP, SHOP_NOT_FOUND } from '../shops/access';
import {
  bearer,
  createShop,
  createTestContext,
  createUser,
  message,
  TEST_JWT_SECRET,
  type TestContext,
  type TestUser,
  withOptions,
} from '../test/app';
import { insertMenu, insertOrder, type TestMenu } from '../test/orders';
import type { OrderEvent, OrderEventListener, OrderEvents } from './events';
import { publishOrderEvent } from './events';
import { createOrdersListCache } from './list-cache';

/**
 * The list answer is kept between requests (list-cache.ts): every kind of order write must show in the NEXT answer,
 * on this replica and when another replica took the write. The clock is pinned (Tue 14 Apr 2026 10:00 NZST).
 */
const NOW = new Date('2026-04-13T22:00:00.000Z');
/** The app's clock (pinned; the day-rollover test moves it and puts it back). */
let clock = NOW;

let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;
let shopId: string;
let menu: TestMenu;

const SCREEN_QUERY = withOptions(`/api/shops/{shop}/orders?status=pending,accepted&dateRange=day`, {
  sort: 'pickupTime',
  limit: 1000,
  populate: ['promoCode', 'owner'],
});

async function screenList(token = owner.token, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({
    url: SCREEN_QUERY.replace('{shop}', shopId),
    headers: { ...bearer(token), ...headers },
  });
  return response;
}

async function orders(token = owner.token): Promise<Order[]> {
  const response = await screenList(token);
  expect(response.statusCode).toBe(200);
  return ordersListResponse.parse(response.json()).orders;
}

const byId = async (id: string) => (await orders()).find((order) => order._id === id);

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  owner = await createUser(ctx.db, { roles: ['merchant'] });
  admin = await createUser(ctx.db, { roles: ['admin'] });
  shopId = await createShop(ctx.db, owner.id, 'Cache Café', {
    orderingPreferences: { preparationTime: 5, feePercent: 15 },
    openingHours: { twentyFourSeven: true, openingDays: [] },
    pickup: { enabled: true, allowASAP: true, type: 'same-day' },
  });
  await ctx.db.query(`update shops set status = 'accepting orders' where id = $1`, [shopId]);
  menu = await insertMenu(ctx.db, shopId, { Coffee: [['Flat White', 550]] });
});

afterAll(() => ctx.close());

async function placeThroughIntake(): Promise<string> {
  const guest = await ctx.app.inject({
    method: 'POST',
    url: '/guests',
    payload: { name: 'Cache Guest', email: 'c@example.test' },
  });
  expect(guest.statusCode).toBe(201);
  const product = menu.products[0];
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${shopId}/orders`,
    headers: bearer(guest.json<{ token: string }>().token),
    payload: {
      orderType: 'pickup',
      origin: 'web',
      pickupType: 'dynamic',
      lineItems: [{ product: product?.id, quantity: 1 }],
      payment: { method: 'card' },
    },
  });
  expect(placed.statusCode).toBe(201);
  return placed.json<{ order: { _id: string } }>().order._id;
}

describe('GET /api/shops/:shopId/orders kept between requests', () => {
  test('a new intake order, accept, a line item done, seen and complete each show in the next answer', async () => {
    const before = await orders();
    const id = await placeThroughIntake();
    const placed = await byId(id);
    expect(placed).toMatchObject({ status: 'pending', seen: false });
    expect((await orders()).length).toBe(before.length + 1);

    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/orders/${id}/seen`, headers: bearer(owner.token) })).statusCode,
    ).toBe(200);
    expect((await byId(id))?.seen).toBe(true);

    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/orders/${id}/accepted`, headers: bearer(owner.token) })).statusCode,
    ).toBe(200);
    expect((await byId(id))?.status).toBe('accepted');

    const lineId = (await byId(id))?.lineItems[0]?._id;
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/orders/${id}/line-items/${lineId}/completed`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(200);
    expect((await byId(id))?.lineItems[0]?.status).toBe('completed');

    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/orders/${id}/completed`, headers: bearer(owner.token) })).statusCode,
    ).toBe(200);
    // the PENDING tab's query: a completed order leaves it
    expect(await byId(id)).toBeUndefined();
  });

  test('a write another replica took (its row and event committed, no NOTIFY heard here) shows in the next answer', async () => {
    const id = await insertOrder(ctx.db, { shopId, createdAt: '2026-04-13T21:00:00Z', status: 'pending', lines: [] });
    await publishOrderEvent(ctx.db, { shopId, orderId: id, type: 'order.created', status: 'pending' });
    expect((await byId(id))?.status).toBe('pending');
    await ctx.db.transaction(async (tx) => {
      await tx.query(`update orders set status = 'accepted' where id = $1`, [id]);
      await publishOrderEvent(tx, { shopId, orderId: id, type: 'order.status', status: 'accepted' });
    });
    expect((await byId(id))?.status).toBe('accepted');
  });

  test('owner and admin get the same answer; ETag answers 304 until the list changes', async () => {
    const first = await screenList();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await screenList(admin.token)).body).toBe(first.body);
    // as a browser asks: the same bytes gzipped (the host's proxy passes an encoded answer through)
    const zipped = await screenList(owner.token, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
    const unchanged = await screenList(owner.token, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    await placeThroughIntake();
    const changed = await screenList(owner.token, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  test('a kept answer costs one statement: the caller, the shop’s owner and the watermark are read together', async () => {
    await screenList();
    const query = jest.spyOn(ctx.db, 'query');
    try {
      const zipped = await screenList(owner.token, { 'accept-encoding': 'gzip' });
      expect(zipped.statusCode).toBe(200);
      expect(gunzipSync(zipped.rawPayload).length).toBeGreaterThan(0);
      // (a background sweep of the app may query meanwhile: only the statements about this shop count)
      const aboutShop = query.mock.calls.filter(([, params]) => params?.includes(shopId));
      expect(aboutShop).toHaveLength(1);
      expect(aboutShop[0]?.[0]).toMatch(/order_events.*from users .* join shops /s);
    } finally {
      query.mockRestore();
    }
  });

  test('that one statement still decides 401 (revoked or unknown user), 404 (no such shop) and 403 (not yours)', async () => {
    const stranger = await createUser(ctx.db, { roles: ['merchant'] });
    const forbidden = await screenList(stranger.token);
    expect([forbidden.statusCode, message(forbidden)]).toEqual([403, NOT_YOUR_SHOP]);
    const missing = await ctx.app.inject({
      url: SCREEN_QUERY.replace('{shop}', 'no-such-shop'),
      headers: bearer(owner.token),
    });
    expect([missing.statusCode, message(missing)]).toEqual([404, SHOP_NOT_FOUND]);
    await ctx.db.query('update users set token_version = token_version + 1 where id = $1', [stranger.id]);
    const revoked = await screenList(stranger.token);
    expect([revoked.statusCode, message(revoked)]).toEqual([401, AUTH_MESSAGES.revoked]);
    const ghost = await signToken({ userId: 'no-such-user', tokenVersion: 0, sessionId: 'no-such-session' }, TEST_JWT_SECRET);
    const unknown = await screenList(ghost);
    expect([unknown.statusCode, message(unknown)]).toEqual([401, AUTH_MESSAGES.invalid]);
    // a deleted shop (admin delete) is gone for its owner too
    const gone = await createShop(ctx.db, owner.id, 'Gone Café');
    await ctx.db.query('update shops set deleted_at = now() where id = $1', [gone]);
    const deleted = await ctx.app.inject({ url: SCREEN_QUERY.replace('{shop}', gone), headers: bearer(owner.token) });
    expect(deleted.statusCode).toBe(404);
  });

  test('another query of the same shop is its own answer (status, range, populate)', async () => {
    const completed = await ctx.app.inject({
      url: `/api/shops/${shopId}/orders?status=completed&dateRange=year`,
      headers: bearer(owner.token),
    });
    const body = ordersListResponse.parse(completed.json());
    expect(body.orders.every((order) => order.status === 'completed')).toBe(true);
    expect(body.orders.length).toBeGreaterThan(0);
    const unpopulated = await ctx.app.inject({ url: `/api/shops/${shopId}/orders?dateRange=day`, headers: bearer(owner.token) });
    expect(unpopulated.body).not.toBe((await screenList()).body);
  });
});

describe('the venue day of a kept answer (venue-period-cache.ts)', () => {
  test('at the venue’s midnight the next answer is the new day’s list, and a clock set back gets the old day again', async () => {
    // Tue 14 Apr 2026 NZST (+12): the venue day is [13 Apr 12:00Z, 14 Apr 12:00Z)
    const lateOrder = await insertOrder(ctx.db, { shopId, createdAt: '2026-04-14T11:30:00Z', status: 'pending', lines: [] });
    const earlyOrder = await insertOrder(ctx.db, { shopId, createdAt: '2026-04-14T12:00:30Z', status: 'pending', lines: [] });
    // written as a write does: with its event, so any answer kept before does not hide them
    await publishOrderEvent(ctx.db, { shopId, orderId: earlyOrder, type: 'order.created', status: 'pending' });
    try {
      clock = new Date('2026-04-14T11:45:00.000Z'); // 23:45 NZ
      const ids = async () => new Set((await orders()).map((order) => order._id));
      expect(await ids()).toContain(lateOrder);
      clock = new Date('2026-04-14T11:59:59.999Z'); // the day's last millisecond: the same (kept) day
      let seen = await ids();
      expect(seen).toContain(lateOrder);
      expect(seen).not.toContain(earlyOrder);
      clock = new Date('2026-04-14T12:00:00.000Z'); // 00:00 NZ Wed 15 Apr: a new day, with no order written since
      seen = await ids();
      expect(seen).not.toContain(lateOrder);
      expect(seen).toContain(earlyOrder);
      clock = new Date('2026-04-14T11:00:00.000Z'); // set back to 23:00 Tue: Tuesday's list again
      seen = await ids();
      expect(seen).toContain(lateOrder);
      expect(seen).not.toContain(earlyOrder);
    } finally {
      clock = NOW;
      await ctx.db.query('delete from order_line_items where order_id = any($1::text[])', [[lateOrder, earlyOrder]]);
      await ctx.db.query('delete from orders where id = any($1::text[])', [[lateOrder, earlyOrder]]);
    }
  });
});

/** The cache alone, with a database that counts reads and events a test delivers by hand. */
describe('createOrdersListCache', () => {
  function fakes() {
    let watermark = '5';
    const listeners = new Set<OrderEventListener>();
    const db = {
      query: async () => [{ id: watermark }],
    } as unknown as Db;
    const events = {
      subscribe: (_shop: string, listener: OrderEventListener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } as unknown as OrderEvents;
    const deliver = () => {
      for (const listener of listeners) listener({ id: '4', shopId: 's', orderId: 'o', type: 'order.status' } as OrderEvent);
    };
    return { db, events, deliver, listeners, setWatermark: (id: string) => (watermark = id) };
  }

  test('builds once while nothing changes; a new watermark or a delivered event rebuilds; concurrent misses share a build', async () => {
    const { db, events, deliver, setWatermark } = fakes();
    const cache = createOrdersListCache(db, events);
    let builds = 0;
    const build = async () => ({ n: ++builds });
    const [a, b] = await Promise.all([cache.get('s', 'k', build), cache.get('s', 'k', build)]);
    expect(a.body.toString()).toBe('{"n":1}');
    expect(b).toBe(a);
    expect((await cache.get('s', 'k', build)).body.toString()).toBe('{"n":1}');
    setWatermark('6');
    expect((await cache.get('s', 'k', build)).body.toString()).toBe('{"n":2}');
    // an event that committed out of id order: the watermark did not move, the NOTIFY did
    deliver();
    expect((await cache.get('s', 'k', build)).body.toString()).toBe('{"n":3}');
    cache.close();
  });

  test('an event delivered while a build runs: that answer is not kept', async () => {
    const { db, events, deliver } = fakes();
    const cache = createOrdersListCache(db, events);
    let builds = 0;
    const first = await cache.get('s', 'k', async () => {
      builds += 1;
      deliver();
      return { n: builds };
    });
    expect(first.body.toString()).toBe('{"n":1}');
    expect((await cache.get('s', 'k', async () => ({ n: ++builds }))).body.toString()).toBe('{"n":2}');
    cache.close();
  });

  test('entries older than the TTL are rebuilt; past maxEntries the least recently used goes, and its shop is unsubscribed', async () => {
    const { db, events, listeners } = fakes();
    let now = 0;
    const cache = createOrdersListCache(db, events, { ttlMs: 1000, maxEntries: 1, clock: () => now });
    let builds = 0;
    const build = async () => ({ n: ++builds });
    await cache.get('s', 'k', build);
    now = 999;
    expect((await cache.get('s', 'k', build)).body.toString()).toBe('{"n":1}');
    now = 1000;
    expect((await cache.get('s', 'k', build)).body.toString()).toBe('{"n":2}');
    expect(listeners.size).toBe(1);
    await cache.get('t', 'k', build);
    expect(listeners.size).toBe(1); // shop s evicted, t subscribed
    expect((await cache.get('s', 'k', build)).body.toString()).toBe('{"n":4}');
    cache.close();
    expect(listeners.size).toBe(0);
  });
});
