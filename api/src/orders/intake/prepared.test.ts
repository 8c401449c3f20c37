import { preparedSql, statementName } from '../../db/prepared';
import type { ShopSettings } from '../../shops/settings';
import { bearer, createShop, createTestContext, createUser, type TestContext } from '../../test/app';
import { insertMenu, type TestMenu } from '../../test/orders';

/**
 * The intake's statements are prepared once per PostgreSQL connection (db/prepared.ts). PostgreSQL refuses a cached
 * statement whose result columns change, which `select o.*` would do as soon as a migration adds a column to `orders`
 * while a replica runs: every order on a connection that had prepared it would fail. On PGlite (no names) this passes
 * trivially; CI runs it on PostgreSQL too.
 */
let ctx: TestContext;
let token: string;
let shopId: string;
let menu: TestMenu;

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await createUser(ctx.db, { roles: ['merchant'] });
  const customer = await createUser(ctx.db, { roles: ['consumer'] });
  token = customer.token;
  shopId = await createShop(ctx.db, owner.id, 'Prepared Café', {
    openingHours: { twentyFourSeven: true, openingDays: [] },
    pickup: { enabled: true, allowASAP: true, type: 'same-day' },
  } as ShopSettings);
  await ctx.db.query(`update shops set status = 'accepting orders' where id = $1`, [shopId]);
  menu = await insertMenu(ctx.db, shopId, { Coffee: [['Flat White', 550, 100]] });
});

afterAll(async () => {
  await ctx.close();
});

async function place(): Promise<{ statusCode: number; body: { order: Record<string, unknown> } }> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${shopId}/orders`,
    headers: bearer(token),
    payload: {
      orderType: 'pickup',
      origin: 'mobile-app',
      pickupType: 'dynamic',
      lineItems: [{ product: menu.products[0]?.id, quantity: 1 }],
      payment: { method: 'card' },
    },
  });
  return { statusCode: response.statusCode, body: response.json() };
}

test('orders keep being placed, in the same shape, after a migration adds a column to orders', async () => {
  // sequential calls reuse the pool's last idle connection, so the statements below are the ones prepared here
  const before = [await place(), await place(), await place()];
  expect(before.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
  await ctx.db.exec('alter table orders add column added_by_a_later_migration text');
  const after = [await place(), await place(), await place()];
  expect(after.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
  expect(Object.keys(after[0]?.body.order ?? {}).sort()).toEqual(Object.keys(before[0]?.body.order ?? {}).sort());
  const [stock] = await ctx.db.query<{ stock: number }>('select stock from products where id = $1', [menu.products[0]?.id]);
  expect(stock?.stock).toBe(94);
});

test('a prepared text has one name and a name one text', () => {
  const text = 'select 1 as prepared_test_only';
  expect(preparedSql('prepared_test_only', text)).toBe(text);
  expect(statementName(text)).toBe('prepared_test_only');
  expect(statementName('select 2')).toBeNull();
  expect(() => preparedSql('prepared_test_only', 'select 3')).toThrow('declared with two texts');
  expect(() => preparedSql('prepared_test_other', text)).toThrow('declared as prepared_test_only');
});
