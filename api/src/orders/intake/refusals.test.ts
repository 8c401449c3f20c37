import fc from 'fast-check';
import { setLoyaltyPoints } from '../../loyalty/cards';
import type { ShopSettings } from '../../shops/settings';
import { bearer, createShop, createTestContext, createUser, type TestContext } from '../../test/app';
import { insertMenu, type TestMenu } from '../../test/orders';

/**
 * Property: whatever an order asks for, a refused order leaves stock, voucher use, loyalty
 * points, orders, events and idempotency keys exactly as they were; an accepted one takes exactly its stock, one
 * voucher use and (for a reward line) the reward's points. The refusals here come from every stage of the intake:
 * the checks before anything is written (unknown product, too much asked for, unknown or used-up code, not enough
 * points) and the final write (a limited voucher or stock gone by then), after the loyalty claim and the charge.
 */

const NOW = new Date('2026-03-01T22:00:00Z'); // Monday 2 March, 11:00 in Auckland
let ctx: TestContext;
let customers: { id: string; token: string }[];
let shopId: string;
let menu: TestMenu;

const SETTINGS = {
  openingHours: { twentyFourSeven: true, openingDays: [] },
  pickup: { enabled: true, allowASAP: true },
  loyalty: { enabled: true, type: 'order' as const, limit: 3, reward: { type: 'free-item' as const } },
} as ShopSettings;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  const owner = await createUser(ctx.db, { roles: ['merchant'] });
  customers = await Promise.all([1, 2, 3].map(() => createUser(ctx.db, { roles: ['consumer'] })));
  shopId = await createShop(ctx.db, owner.id, 'Property Café', SETTINGS);
  await ctx.db.query(`update shops set status = 'accepting orders' where id = $1`, [shopId]);
  menu = await insertMenu(ctx.db, shopId, {
    Coffee: [
      ['Flat White', 550],
      ['Mocha', 620, 3],
    ],
    Food: [
      ['Muffin', 450, 2],
      ['Toastie', 1250, 1],
    ],
  });
  const muffin = menu.products.find((product) => product.name === 'Muffin');
  await ctx.db.query(
    `update shops set settings = jsonb_set(settings, '{loyalty,reward,item}', to_jsonb($2::text)) where id = $1`,
    [shopId, muffin?.id],
  );
  await ctx.db.query(
    `insert into promo_codes (id, shop_id, code, type, expiry, reward_config, target_users_config) values
     ('p-open', $1, 'OPEN', 'discount', $2, '{"discountType":"fixed-cost","discount":1,"discountTargetType":"order","rewardTargetProducts":[],"minimumSpent":0}', '{"isStoreWide":true,"users":[],"usageLimit":0}'),
     ('p-two', $1, 'TWO', 'discount', $2, '{"discountType":"percentage","discount":10,"discountTargetType":"order","rewardTargetProducts":[],"minimumSpent":0}', '{"isStoreWide":true,"users":[],"usageLimit":2}'),
     ('p-old', $1, 'OLD', 'discount', $3, '{"discountType":"percentage","discount":10,"discountTargetType":"order","rewardTargetProducts":[],"minimumSpent":0}', '{"isStoreWide":true,"users":[],"usageLimit":0}')`,
    [shopId, '2026-04-01T00:00:00Z', '2026-02-01T00:00:00Z'],
  );
});

afterAll(async () => {
  await ctx.close();
});

interface State {
  stock: Record<string, number>;
  timesUsed: Record<string, number>;
  redemptions: number;
  points: Record<string, number>;
  orders: number;
  events: number;
  keys: number;
}

async function state(): Promise<State> {
  const stock = await ctx.db.query<{ id: string; stock: number }>('select id, stock from products where shop_id = $1', [shopId]);
  const codes = await ctx.db.query<{ id: string; times_used: number }>(
    'select id, times_used from promo_codes where shop_id = $1',
    [shopId],
  );
  const cards = await ctx.db.query<{ user_id: string; points: number }>(
    'select user_id, points from loyalty_cards where shop_id = $1',
    [shopId],
  );
  const [counts] = await ctx.db.query<{ redemptions: number; orders: number; events: number; keys: number }>(
    `select (select count(*) from promo_code_redemptions r join promo_codes c on c.id = r.promo_code_id where c.shop_id = $1)::int
              as redemptions,
            (select count(*) from orders where shop_id = $1)::int as orders,
            (select count(*) from order_events where shop_id = $1)::int as events,
            (select count(*) from idempotency_keys where shop_id = $1)::int as keys`,
    [shopId],
  );
  return {
    stock: Object.fromEntries(stock.map((row) => [row.id, row.stock])),
    timesUsed: Object.fromEntries(codes.map((row) => [row.id, row.times_used])),
    points: Object.fromEntries(cards.map((row) => [row.user_id, row.points])),
    redemptions: counts?.redemptions ?? 0,
    orders: counts?.orders ?? 0,
    events: counts?.events ?? 0,
    keys: counts?.keys ?? 0,
  };
}

const lineArb = fc.record({
  product: fc.nat({ max: 4 }), // 4 = not on the menu
  quantity: fc.integer({ min: 1, max: 3 }),
  reward: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
});
const orderArb = fc.record({
  customer: fc.nat({ max: 2 }),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 3 }),
  code: fc.constantFrom(null, 'OPEN', 'TWO', 'OLD', 'NOPE'),
  key: fc.boolean(),
});

test('a refused order changes nothing; an accepted one takes exactly its stock, voucher use and reward points', async () => {
  let run = 0;
  const seen = { accepted: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        stock: fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 1 })),
        points: fc.integer({ min: 0, max: 4 }),
        orders: fc.array(orderArb, { minLength: 1, maxLength: 4 }),
      }),
      async ({ stock, points, orders }) => {
        run += 1;
        const [, mocha, muffin, toastie] = menu.products;
        if (!mocha || !muffin || !toastie) throw new Error('menu');
        await ctx.db.query('update products set stock = $2 where id = $1', [mocha.id, stock[0]]);
        await ctx.db.query('update products set stock = $2 where id = $1', [muffin.id, stock[1]]);
        await ctx.db.query('update products set stock = $2 where id = $1', [toastie.id, stock[2]]);
        await ctx.db.query(`update promo_codes set times_used = 0 where shop_id = $1`, [shopId]);
        await ctx.db.query(
          'delete from promo_code_redemptions where promo_code_id in (select id from promo_codes where shop_id = $1)',
          [shopId],
        );
        for (const customer of customers) await setLoyaltyPoints(ctx.db, shopId, customer.id, points);
        for (const [index, order] of orders.entries()) {
          const customer = customers[order.customer] as { id: string; token: string };
          const body = {
            orderType: 'pickup',
            origin: 'mobile-app',
            pickupType: 'dynamic',
            lineItems: order.lines.map((line) => ({
              product: menu.products[line.product]?.id ?? 'not-on-the-menu',
              quantity: line.reward ? 1 : line.quantity,
              ...(line.reward ? { reward: true } : {}),
            })),
            ...(order.code ? { promoCode: order.code } : {}),
            payment: { method: 'card' },
          };
          const before = await state();
          const response = await ctx.app.inject({
            method: 'POST',
            url: `/api/shops/${shopId}/orders`,
            payload: body,
            headers: { ...bearer(customer.token), ...(order.key ? { 'idempotency-key': `prop-${run}-${index}` } : {}) },
          });
          const after = await state();
          if (response.statusCode !== 201) {
            seen.refused += 1;
            expect([400, 409, 422]).toContain(response.statusCode);
            expect(after).toEqual(before);
            continue;
          }
          // accepted: exactly its own effects
          seen.accepted += 1;
          const taken: Record<string, number> = {};
          for (const line of body.lineItems) taken[line.product] = (taken[line.product] ?? 0) + line.quantity;
          const expectedStock = Object.fromEntries(
            Object.entries(before.stock).map(([id, left]) => [id, left === -1 ? -1 : left - (taken[id] ?? 0)]),
          );
          expect(after.stock).toEqual(expectedStock);
          expect(after.orders).toBe(before.orders + 1);
          expect(after.events).toBe(before.events + 1);
          expect(after.keys).toBe(before.keys + (order.key ? 1 : 0));
          expect(after.redemptions).toBe(before.redemptions + (order.code ? 1 : 0));
          expect(after.timesUsed).toEqual({
            ...before.timesUsed,
            ...(order.code === 'TWO' ? { 'p-two': 1 + (before.timesUsed['p-two'] ?? 0) } : {}),
          });
          const rewarded = body.lineItems.some((line) => 'reward' in line);
          expect(after.points[customer.id]).toBe((before.points[customer.id] ?? 0) - (rewarded ? 3 : 0));
        }
      },
    ),
    { numRuns: 40 },
  );
  // both sides of the property were exercised (160 orders at most, small stock and points: both are common)
  expect(seen.accepted).toBeGreaterThan(0);
  expect(seen.refused).toBeGreaterThan(0);
});
