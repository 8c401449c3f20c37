import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { hashPassword } from '../../auth/passwords';
import { createShop, createTestContext, createUser, type TestContext } from '../../test/app';
import { insertMenu, insertOrder } from '../../test/orders';
import { simulateOrders } from './simulator';

let ctx: TestContext;
let shopId: string;
let menu: Awaited<ReturnType<typeof insertMenu>>;

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await createUser(ctx.db, { roles: ['merchant'], email: 'sim-merchant@example.com' });
  await ctx.db.query('update users set password_hash = $2 where id = $1', [owner.id, await hashPassword('simulate1')]);
  shopId = await createShop(ctx.db, owner.id, 'Sim Café', {
    openingHours: { twentyFourSeven: true, openingDays: [] },
    pickup: { enabled: true, allowASAP: true, type: 'same-day' },
  });
  menu = await insertMenu(ctx.db, shopId, {
    Coffee: [
      ['Flat White', 550],
      ['Long Black', 480],
    ],
  });
});

afterAll(async () => {
  await ctx.close();
});

/**
 * fetch → app.inject. The menu's categories route belongs to the menu area; until it answers, the test serves the
 * spec's shape (`categories` with populated products and option sets) from the fixture.
 */
const injectFetch: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  if (/\/api\/shops\/[^/]+\/categories$/.test(url.pathname)) {
    const categories = menu.categories.map((category) => ({
      _id: category.id,
      name: category.name,
      options: [],
      products: menu.products
        .filter((product) => product.categoryId === category.id)
        .map((product) => ({ _id: product.id, name: product.name, price: product.price, stock: -1, enabled: true })),
    }));
    return new Response(JSON.stringify({ categories }), { status: 200 });
  }
  const response = await ctx.app.inject({
    method: (init?.method ?? 'GET') as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: init?.headers as Record<string, string>,
    ...(init?.body ? { payload: String(init.body) } : {}),
  });
  return new Response(response.body, { status: response.statusCode });
};

test('places orders through the HTTP intake, opening the shop first when asked', async () => {
  const result = await simulateOrders({
    apiUrl: 'http://api.test',
    email: 'sim-merchant@example.com',
    password: 'simulate1',
    shopId,
    ratePerMinute: 60_000,
    orders: 8,
    openShops: true,
    seed: 7,
    fetch: injectFetch,
  });
  expect(result).toMatchObject({ placed: 8, refused: 0 });
  const rows = await ctx.db.query<{ origin: string; user_type: string; pickup_time: Date; created_at: Date }>(
    'select origin, user_type, pickup_time, created_at from orders where shop_id = $1',
    [shopId],
  );
  expect(rows).toHaveLength(8);
  for (const row of rows) expect(['web', 'mobile-app']).toContain(row.origin);
  expect(new Set(rows.map((row) => row.user_type)).size).toBeGreaterThan(0);
});

test("the shop's customers order with their own accounts; one that cannot sign in is skipped, not fatal", async () => {
  const regular = await createUser(ctx.db, { roles: ['consumer'], password: 'regular-pass' });
  // a customer without a password (like the large bench seed's): the simulator must pass over them
  const passwordless = await createUser(ctx.db, { roles: ['consumer'] });
  for (const ownerId of [regular.id, passwordless.id])
    await insertOrder(ctx.db, {
      shopId,
      ownerId,
      status: 'completed',
      createdAt: '2026-01-05T09:00:00Z',
      lines: [],
    });

  const result = await simulateOrders({
    apiUrl: 'http://api.test',
    email: 'sim-merchant@example.com',
    password: 'simulate1',
    customerPassword: 'regular-pass',
    shopId,
    ratePerMinute: 60_000,
    orders: 30,
    openShops: true,
    seed: 11,
    fetch: injectFetch,
  });
  expect(result.refused).toBe(0);
  expect(result.callers.customer).toBeGreaterThan(0);
  expect(result.callers.merchant).toBe(0);
  const [own] = await ctx.db.query<{ n: number }>(
    `select count(*)::int as n from orders where shop_id = $1 and owner_id = $2 and status <> 'completed'`,
    [shopId, regular.id],
  );
  expect(own?.n).toBe(result.callers.customer);
});

test('a closed shop is reported, not hidden', async () => {
  await ctx.db.query(`update shops set status = 'Active' where id = $1`, [shopId]);
  const result = await simulateOrders({
    apiUrl: 'http://api.test',
    email: 'sim-merchant@example.com',
    password: 'simulate1',
    shopId,
    ratePerMinute: 60_000,
    orders: 2,
    seed: 3,
    fetch: injectFetch,
  });
  expect(result.placed).toBe(0);
  expect(result.reasons).toEqual({ '409 Sim Café is not taking orders right now': 2 });
});

test('the CLI runs under tsx as `pnpm simulate:orders` starts it, and refuses an unknown flag with its usage', async () => {
  const api = path.resolve(__dirname, '../../..');
  const run = promisify(execFile)(path.join(api, 'node_modules/.bin/tsx'), ['src/orders/intake/simulate-cli.ts', '--bogus'], {
    cwd: api,
  });
  const failure = (await run.then(
    () => null,
    (error: unknown) => error,
  )) as { code?: number; stderr?: string } | null;
  expect(failure?.code).toBe(2);
  expect(failure?.stderr).toContain('Usage: ');
}, 60_000);
