import { SHOP_NAME_NAV_LENGTH, shop as shopSchema, VENUE_TIME_ZONE } from '@backoffice/contracts';
import { DateTime } from 'luxon';
import { bearer, createTestContext, type TestContext } from '../test/app';
import { DEMO_ADMIN, DEMO_CUSTOMER_PASSWORD, DEMO_MERCHANT, DEMO_SHOPS, DEMO_TEAM } from './demo-data';
import { generateDemoData, MIN_ORDERS_SO_FAR_TODAY, ORDER_HISTORY_DAYS, todayTopUp } from './generate';
import { type SeedCounts, seedDemoDataOnce } from './seed';

const NOW = new Date('2024-06-12T02:30:00Z'); // 14:30 on a Wednesday in Auckland
let ctx: TestContext;
let counts: SeedCounts | null;

beforeAll(async () => {
  ctx = await createTestContext();
  counts = await seedDemoDataOnce(ctx.db, { now: NOW });
});
afterAll(async () => {
  await ctx.close();
});

async function loginAs(email: string, password: string) {
  const response = await ctx.app.inject({ method: 'POST', url: '/login', payload: { username: email, password } });
  expect(response.statusCode).toBe(200);
  return response.json() as { token: string; userId: string };
}

// how long seeding takes is not asserted: no timed assertions in tests
test('seeds once; a second run is a no-op', async () => {
  expect(counts).not.toBeNull();
  expect(await seedDemoDataOnce(ctx.db, { now: NOW })).toBeNull();
  const [users] = await ctx.db.query<{ n: number }>('select count(*)::int as n from users');
  expect(users?.n).toBe(counts?.users);
});

test('generation is deterministic for a given "now"', () => {
  const hashes = { merchant: 'h1', admin: 'h2', customer: 'h3' };
  expect(generateDemoData(NOW, hashes)).toEqual(generateDemoData(NOW, hashes));
});

test('the demo merchant signs in and owns two shops, one with a name longer than the navigation shows', async () => {
  const { token, userId } = await loginAs(DEMO_MERCHANT.email, DEMO_MERCHANT.password);
  const response = await ctx.app.inject({ url: `/api/users/${userId}/shops`, headers: bearer(token) });
  const { shops, count } = response.json() as { shops: unknown[]; count: number };
  expect(count).toBe(2);
  const parsed = shops.map((shop) => shopSchema.parse(shop));
  expect(parsed.map((shop) => shop.name.normal)).toEqual(['Harbourside Espresso Bar', 'Kai Cart']);
  expect(parsed.some((shop) => shop.name.normal.length > SHOP_NAME_NAV_LENGTH)).toBe(true);
  const me = (await ctx.app.inject({ url: `/api/users/${userId}`, headers: bearer(token) })).json() as {
    user: { roles: string[] };
  };
  expect(me.user.roles.sort()).toEqual(['consumer', 'merchant']);
});

test('the demo manager and barista sign in and see Harbourside Espresso Bar with their roles (README demo accounts)', async () => {
  for (const person of DEMO_TEAM) {
    const { token, userId } = await loginAs(person.email, person.password);
    const response = await ctx.app.inject({ url: `/api/users/${userId}/shops`, headers: bearer(token) });
    const { shops } = response.json() as { shops: { name: { normal: string }; role: string }[] };
    expect(shops.map((shop) => [shop.name.normal, shop.role])).toEqual([['Harbourside Espresso Bar', person.role]]);
  }
});

test('a demo customer signs in with the demo customer password, as a consumer only (the simulator orders as them)', async () => {
  const merchant = await loginAs(DEMO_MERCHANT.email, DEMO_MERCHANT.password);
  const shops = (
    await ctx.app.inject({ url: `/api/users/${merchant.userId}/shops`, headers: bearer(merchant.token) })
  ).json() as {
    shops: { _id: string }[];
  };
  const shopId = shops.shops[0]?._id ?? '';
  const customers = (await ctx.app.inject({ url: `/api/shops/${shopId}/customers`, headers: bearer(merchant.token) })).json() as {
    users: { _id: string; profile: { email: string } }[];
  };
  const customer = customers.users[0];
  expect(customer).toBeDefined();
  const signedIn = await loginAs(customer?.profile.email ?? '', DEMO_CUSTOMER_PASSWORD);
  expect(signedIn.userId).toBe(customer?._id);
  const me = (await ctx.app.inject({ url: `/api/users/${signedIn.userId}`, headers: bearer(signedIn.token) })).json() as {
    user: { roles: string[] };
  };
  expect(me.user.roles).toEqual(['consumer']);
  const wrong = await ctx.app.inject({
    method: 'POST',
    url: '/login',
    payload: { username: customer?.profile.email, password: DEMO_MERCHANT.password },
  });
  expect(wrong.statusCode).toBe(401);
});

test('the demo admin signs in, has admin + merchant, and owns one shop', async () => {
  const { token, userId } = await loginAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const shops = (await ctx.app.inject({ url: `/api/users/${userId}/shops`, headers: bearer(token) })).json() as { count: number };
  expect(shops.count).toBe(1);
  const users = await ctx.app.inject({ url: '/api/users', headers: bearer(token) });
  expect(users.statusCode).toBe(200);
  expect((users.json() as { count: number }).count).toBe(counts?.users);
});

test('every seeded shop matches the contract and has a 4–6 category menu with option sets', async () => {
  const rows = await ctx.db.query<{ id: string }>('select id from shops');
  const { token } = await loginAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const { id } of rows) {
    const response = await ctx.app.inject({ url: `/api/shops/${id}`, headers: bearer(token) });
    const shop = shopSchema.parse((response.json() as { shop: unknown }).shop);
    // demo shops take orders from the start (the simulator needs no --open)
    expect(shop.status).toBe('accepting orders');
  }
  const menus = await ctx.db.query<{ categories: number; products: number; option_sets: number; min_price: number }>(
    `select (select count(*)::int from categories c where c.shop_id = s.id) as categories,
            (select count(*)::int from products p where p.shop_id = s.id) as products,
            (select count(*)::int from option_sets o where o.shop_id = s.id) as option_sets,
            (select min(price)::int from products p where p.shop_id = s.id) as min_price
     from shops s`,
  );
  for (const menu of menus) {
    expect(menu.categories).toBeGreaterThanOrEqual(4);
    expect(menu.categories).toBeLessThanOrEqual(6);
    expect(menu.products).toBeGreaterThan(8);
    expect(menu.option_sets).toBeGreaterThan(0);
    expect(menu.min_price).toBeGreaterThan(100); // cents
  }
});

test('orders: a few hundred per merchant shop over 60 days, at opening hours in Auckland, consistent totals', async () => {
  const perShop = await ctx.db.query<{ name: string; orders: number; first: Date; last: Date }>(
    `select s.name, count(o.id)::int as orders, min(o.created_at) as first, max(o.created_at) as last
     from shops s join orders o on o.shop_id = s.id group by s.name order by s.name`,
  );
  const merchantShops = DEMO_SHOPS.filter((shop) => shop.owner === 'merchant').map((shop) => shop.name);
  for (const row of perShop.filter((shop) => merchantShops.includes(shop.name))) {
    expect(row.orders).toBeGreaterThanOrEqual(200);
    expect(row.orders).toBeLessThanOrEqual(600);
    expect(NOW.getTime() - row.first.getTime()).toBeLessThanOrEqual(ORDER_HISTORY_DAYS * 86_400_000);
    expect(row.last.getTime()).toBeLessThanOrEqual(NOW.getTime());
  }

  // local hours come straight from SQL in the venue zone, the way the sales-per-hour report will ask
  const hours = await ctx.db.query<{ hour: number }>(
    `select distinct extract(hour from o.created_at at time zone $1)::int as hour from orders o order by 1`,
    [VENUE_TIME_ZONE],
  );
  for (const { hour } of hours) {
    expect(hour).toBeGreaterThanOrEqual(6);
    expect(hour).toBeLessThanOrEqual(22);
  }

  const [mismatch] = await ctx.db.query<{ n: number }>(
    `select count(*)::int as n from orders o
     where o.total <> (select coalesce(sum(l.line_total), 0) from order_line_items l where l.order_id = o.id)`,
  );
  expect(mismatch?.n).toBe(0);
  const [shape] = await ctx.db.query<{
    min_items: number;
    max_items: number;
    upsells: number;
    rewards: number;
    statuses: number;
    origins: number;
    types: number;
    guests: number;
  }>(
    `select min(items)::int as min_items, max(items)::int as max_items,
            (select count(*)::int from order_line_items where is_upsell) as upsells,
            (select count(*)::int from order_line_items where is_reward) as rewards,
            (select count(distinct status)::int from orders) as statuses,
            (select count(distinct origin)::int from orders) as origins,
            (select count(distinct order_type)::int from orders) as types,
            (select count(*)::int from orders where owner_id is null) as guests
     from (select count(*) filter (where not is_reward) as items from order_line_items group by order_id) per_order`,
  );
  expect(shape).toMatchObject({ min_items: 1, max_items: 5, statuses: 4, origins: 3, types: 3 });
  expect(shape?.upsells).toBeGreaterThan(0);
  expect(shape?.rewards).toBeGreaterThan(0);
  expect(shape?.guests).toBeGreaterThan(0);
});

test('summary of the merchant’s first shop reflects the seed', async () => {
  const { token, userId } = await loginAs(DEMO_MERCHANT.email, DEMO_MERCHANT.password);
  const { shops } = (await ctx.app.inject({ url: `/api/users/${userId}/shops`, headers: bearer(token) })).json() as {
    shops: { _id: string }[];
  };
  const summary = (await ctx.app.inject({ url: `/api/shops/${shops[0]?._id}/summary`, headers: bearer(token) })).json() as Record<
    string,
    number
  >;
  expect(summary.orders).toBeGreaterThan(200);
  expect(summary.customers).toBeGreaterThan(10);
  expect(summary.categories).toBe(5);
  expect(summary.promoCodes).toBe(3);
  expect(summary.kiosks).toBe(2);
  // NOW is in the past, so "today" (the real today) has no seeded orders
  expect(summary.ordersToday).toBe(0);
  expect(DateTime.fromJSDate(NOW, { zone: VENUE_TIME_ZONE }).hour).toBe(14);
});

describe('the default views are worth looking at whenever the demo is seeded', () => {
  const hashes = { merchant: 'h1', admin: 'h2', customer: 'h3' };
  // Monday 23 Nov 2026 in Auckland (NZDT), at the hours a newcomer might first start it.
  it.each(['00:00:30', '00:30', '06:00', '08:00', '13:15', '23:59'])(
    'Monday %s NZDT: today so far and this week have orders',
    (time) => {
      const now = DateTime.fromISO(`2026-11-23T${time}`, { zone: VENUE_TIME_ZONE });
      const rows = generateDemoData(now.toJSDate(), hashes);
      const midnight = now.startOf('day');
      for (const shop of rows.shops.filter((s) => s.ownerId === rows.users.find((u) => u.email === DEMO_MERCHANT.email)?.id)) {
        const today = rows.orders.filter((o) => o.shopId === shop.id && DateTime.fromISO(o.createdAt) >= midnight);
        expect(today.length).toBeGreaterThanOrEqual(MIN_ORDERS_SO_FAR_TODAY);
        for (const order of today) expect(DateTime.fromISO(order.createdAt) <= now).toBe(true);
      }
    },
  );

  it('tops up only what is missing, inside the last 90 minutes, before now', () => {
    const now = DateTime.fromISO('2026-11-23T09:00', { zone: VENUE_TIME_ZONE });
    expect(todayTopUp([now.minus({ hours: 1 }), now.minus({ days: 1 })], now)).toHaveLength(MIN_ORDERS_SO_FAR_TODAY - 1);
    const full = Array.from({ length: MIN_ORDERS_SO_FAR_TODAY }, (_, i) => now.minus({ minutes: i + 1 }));
    expect(todayTopUp(full, now)).toEqual([]);
    for (const time of todayTopUp([], now)) {
      expect(time >= now.minus({ minutes: 90 }) && time < now).toBe(true);
    }
    const justAfterMidnight = DateTime.fromISO('2026-11-23T00:00:30', { zone: VENUE_TIME_ZONE });
    for (const time of todayTopUp([], justAfterMidnight)) {
      expect(time >= justAfterMidnight.startOf('day') && time <= justAfterMidnight).toBe(true);
    }
  });
});
