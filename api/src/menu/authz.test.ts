import { SHOP_NOT_FOUND } from '../shops/access';
import { createShop, createTestContext, createUser, type TestContext, type TestUser } from '../test/app';
import { createMenuFixture, type MenuFixture } from './fixtures';

/**
 * Every menu and promo route × {no token, other merchant, owner, admin}. Each case gets its
 * own fresh catalogue rows, so a DELETE by one caller never changes what the next caller meets.
 */
type Caller = 'none' | 'other' | 'owner' | 'admin';

interface World extends MenuFixture {
  shopId: string;
  secondShopId: string;
}

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (w: World) => string;
  body?: (w: World) => object;
  ok?: number;
}

const ROUTES: RouteCase[] = [
  {
    name: 'GET categories',
    method: 'GET',
    url: (w) =>
      `/api/shops/${w.shopId}/categories?options=${encodeURIComponent('{"populate":["options","products"],"sort":"displayOrder"}')}`,
  },
  {
    name: 'POST category',
    method: 'POST',
    url: () => '/api/categories',
    body: (w) => ({ categoryInfo: { shop: w.shopId, name: 'Tea' } }),
    ok: 201,
  },
  { name: 'PUT category', method: 'PUT', url: (w) => `/api/categories/${w.categoryId}`, body: () => ({ name: 'Renamed' }) },
  { name: 'DELETE category', method: 'DELETE', url: (w) => `/api/categories/${w.categoryId}` },
  {
    name: 'PUT categories display-order',
    method: 'PUT',
    url: (w) => `/api/shops/${w.shopId}/categories/display-order`,
    body: (w) => ({ ids: [w.categoryId] }),
  },
  {
    name: 'PUT category products display-order',
    method: 'PUT',
    url: (w) => `/api/categories/${w.categoryId}/products/display-order`,
    body: (w) => ({ ids: [w.productId] }),
  },
  {
    name: 'PUT category options display-order',
    method: 'PUT',
    url: (w) => `/api/categories/${w.categoryId}/options/display-order`,
    body: (w) => ({ ids: [w.optionId] }),
  },
  { name: 'POST sync-products', method: 'POST', url: (w) => `/api/shops/${w.shopId}/categories/${w.categoryId}/sync-products` },
  { name: 'POST copy-menu-from', method: 'POST', url: (w) => `/api/shops/${w.secondShopId}/copy-menu-from/${w.shopId}` },
  { name: 'GET menu-export', method: 'GET', url: (w) => `/api/shops/${w.shopId}/menu-export` },
  {
    name: 'POST menu-import (preview)',
    method: 'POST',
    url: (w) => `/api/shops/${w.shopId}/menu-import`,
    body: () => ({ csv: 'category,product,price\nTea,Earl Grey,4.20\n', apply: false }),
  },
  {
    name: 'POST menu-import (apply)',
    method: 'POST',
    url: (w) => `/api/shops/${w.shopId}/menu-import`,
    body: () => ({ csv: 'category,product,price\nTea,Earl Grey,4.20\n', apply: true }),
  },
  { name: 'GET product', method: 'GET', url: (w) => `/api/products/${w.productId}` },
  {
    name: 'POST product',
    method: 'POST',
    url: () => '/api/products',
    body: (w) => ({ productInfo: JSON.stringify({ category: w.categoryId, name: 'Mocha', price: 600 }) }),
    ok: 201,
  },
  { name: 'PUT product', method: 'PUT', url: (w) => `/api/products/${w.productId}`, body: () => ({ price: 650 }) },
  { name: 'DELETE product', method: 'DELETE', url: (w) => `/api/products/${w.productId}` },
  { name: 'GET option', method: 'GET', url: (w) => `/api/options/${w.optionId}` },
  {
    name: 'POST option',
    method: 'POST',
    url: () => '/api/options',
    body: (w) => ({ optionInfo: { category: w.categoryId, name: 'Size' } }),
    ok: 201,
  },
  { name: 'PUT option', method: 'PUT', url: (w) => `/api/options/${w.optionId}`, body: () => ({ name: 'Milks' }) },
  { name: 'DELETE option', method: 'DELETE', url: (w) => `/api/options/${w.optionId}` },
  { name: 'GET promo-codes', method: 'GET', url: (w) => `/api/shops/${w.shopId}/promo-codes` },
  {
    name: 'POST promo-code',
    method: 'POST',
    url: (w) => `/api/shops/${w.shopId}/promo-code`,
    body: () => ({ code: '' }),
    ok: 201,
  },
  {
    name: 'PUT promo-code',
    method: 'PUT',
    url: (w) => `/api/promo-codes/${w.promoId}`,
    body: () => ({ promoCodeInfo: JSON.stringify({ discount: 3 }) }),
  },
  { name: 'DELETE promo-code', method: 'DELETE', url: (w) => `/api/promo-codes/${w.promoId}` },
];

let ctx: TestContext;
let owner: TestUser;
let tokens: Record<Caller, string | null>;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.db);
  const other = await createUser(ctx.db);
  const admin = await createUser(ctx.db, { roles: ['admin', 'merchant'] });
  tokens = { none: null, other: other.token, owner: owner.token, admin: admin.token };
});
afterAll(async () => {
  await ctx.close();
});

async function freshWorld(): Promise<World> {
  const shopId = await createShop(ctx.db, owner.id, 'Matrix venue');
  const secondShopId = await createShop(ctx.db, owner.id, 'Matrix second venue');
  return { shopId, secondShopId, ...(await createMenuFixture(ctx.app, owner.token, shopId)) };
}

describe.each(ROUTES)('$name', (route) => {
  const ok = route.ok ?? 200;
  const expected: Record<Caller, number> = { none: 401, other: 403, owner: ok, admin: ok };
  test.each(Object.keys(expected) as Caller[])('%s', async (caller) => {
    const world = await freshWorld();
    const token = tokens[caller];
    const body = route.body?.(world);
    const response = await ctx.app.inject({
      method: route.method,
      url: route.url(world),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    expect({ caller, status: response.statusCode }).toEqual({ caller, status: expected[caller] });
    if (response.statusCode >= 400) expect(typeof (response.json() as { message?: unknown }).message).toBe('string');
  });
});

test('ids that do not exist are 404, also for an admin', async () => {
  for (const url of ['/api/categories/nope', '/api/products/nope', '/api/options/nope', '/api/promo-codes/nope']) {
    const response = await ctx.app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${tokens.admin}` } });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
  }
});

test('GET /api/icons needs a token and lists icons whose files are public', async () => {
  expect((await ctx.app.inject({ url: '/api/icons' })).statusCode).toBe(401);
  const response = await ctx.app.inject({ url: '/api/icons', headers: { authorization: `Bearer ${tokens.other}` } });
  const { icons } = response.json() as { icons: { name: string; icon: string }[] };
  expect(icons.length).toBeGreaterThan(5);
  const file = await ctx.app.inject({ url: new URL(icons[0]?.icon ?? '').pathname });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toContain('image/svg+xml');
});

test("a product of a deleted shop is the shop's 404 (read with the product, as loadShopForCaller says), also for an admin", async () => {
  const world = await freshWorld();
  await ctx.db.query('update shops set deleted_at = now() where id = $1', [world.shopId]);
  for (const [method, payload] of [
    ['GET', undefined],
    ['PUT', { productInfo: { price: 990 } }],
    ['DELETE', undefined],
  ] as const) {
    for (const caller of ['owner', 'admin'] as const) {
      const response = await ctx.app.inject({
        method,
        url: `/api/products/${world.productId}`,
        headers: { authorization: `Bearer ${tokens[caller]}` },
        ...(payload ? { payload } : {}),
      });
      expect({ method, caller, status: response.statusCode, message: response.json().message }).toEqual({
        method,
        caller,
        status: 404,
        message: SHOP_NOT_FOUND,
      });
    }
  }
  const [product] = await ctx.db.query<{ price: number }>('select price from products where id = $1', [world.productId]);
  expect(product?.price).not.toBe(990);
});
