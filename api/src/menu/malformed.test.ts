import { bearer, createShop, createTestContext, createUser, type TestContext, type TestUser, withOptions } from '../test/app';
import { createMenuFixture, type MenuFixture } from './fixtures';

/**
 * API: malformed payloads — wrong types, negative prices, min > max, unknown fields, ids of
 * another shop — on every write route of the menu and the promo codes → 4xx with a message, and nothing changed
 * (the whole menu and the promo list read back the same after each refused call).
 */
type Class = 'wrong type' | 'negative price' | 'min > max' | 'unknown field' | 'id of another shop';

interface World extends MenuFixture {
  shopId: string;
  foreign: MenuFixture & { shopId: string };
}

interface Case {
  route: string;
  klass: Class;
  method: 'POST' | 'PUT';
  url: (w: World) => string;
  body: (w: World) => object;
  message: RegExp;
}

const CASES: Case[] = [
  // categories
  {
    route: 'POST category',
    klass: 'wrong type',
    method: 'POST',
    url: () => '/api/categories',
    body: (w) => ({ categoryInfo: { shop: w.shopId, name: 42 } }),
    message: /name/i,
  },
  {
    route: 'POST category',
    klass: 'unknown field',
    method: 'POST',
    url: () => '/api/categories',
    body: (w) => ({ categoryInfo: { shop: w.shopId, name: 'Tea', colour: 'red' } }),
    message: /colour/,
  },
  {
    route: 'POST category',
    klass: 'id of another shop',
    method: 'POST',
    url: () => '/api/categories',
    body: (w) => ({ categoryInfo: { shop: w.shopId, name: 'Tea', upsell: [w.foreign.productId] } }),
    message: /./,
  },
  {
    route: 'PUT category',
    klass: 'wrong type',
    method: 'PUT',
    url: (w) => `/api/categories/${w.categoryId}`,
    body: () => ({ upsell: 'all of them' }),
    message: /upsell/i,
  },
  {
    route: 'PUT category',
    klass: 'unknown field',
    method: 'PUT',
    url: (w) => `/api/categories/${w.categoryId}`,
    body: () => ({ name: 'Tea', displayOrder: 0 }),
    message: /displayOrder/,
  },
  {
    route: 'PUT category',
    klass: 'id of another shop',
    method: 'PUT',
    url: (w) => `/api/categories/${w.categoryId}`,
    body: (w) => ({ upsell: [w.foreign.productId] }),
    message: /./,
  },
  {
    route: 'PUT categories display-order',
    klass: 'id of another shop',
    method: 'PUT',
    url: (w) => `/api/shops/${w.shopId}/categories/display-order`,
    body: (w) => ({ ids: [w.foreign.categoryId] }),
    message: /./,
  },
  {
    route: 'PUT categories display-order',
    klass: 'wrong type',
    method: 'PUT',
    url: (w) => `/api/shops/${w.shopId}/categories/display-order`,
    body: (w) => ({ ids: w.categoryId }),
    message: /ids/i,
  },
  {
    route: 'PUT products display-order',
    klass: 'id of another shop',
    method: 'PUT',
    url: (w) => `/api/categories/${w.categoryId}/products/display-order`,
    body: (w) => ({ ids: [w.foreign.productId] }),
    message: /./,
  },
  // products
  {
    route: 'POST product',
    klass: 'negative price',
    method: 'POST',
    url: () => '/api/products',
    body: (w) => ({ productInfo: { category: w.categoryId, name: 'Mocha', price: -100 } }),
    message: /price/i,
  },
  {
    route: 'POST product',
    klass: 'wrong type',
    method: 'POST',
    url: () => '/api/products',
    body: (w) => ({ productInfo: { category: w.categoryId, name: 'Mocha', stock: 'plenty' } }),
    message: /stock/i,
  },
  {
    route: 'POST product',
    klass: 'unknown field',
    method: 'POST',
    url: () => '/api/products',
    body: (w) => ({ productInfo: { category: w.categoryId, name: 'Mocha', discount: 5 } }),
    message: /discount/,
  },
  {
    route: 'POST product',
    klass: 'id of another shop',
    method: 'POST',
    url: () => '/api/products',
    body: (w) => ({ productInfo: { category: w.categoryId, name: 'Mocha', upsell: [w.foreign.productId] } }),
    message: /./,
  },
  {
    route: 'PUT product',
    klass: 'negative price',
    method: 'PUT',
    url: (w) => `/api/products/${w.productId}`,
    body: () => ({ productInfo: JSON.stringify({ price: -1 }) }),
    message: /price/i,
  },
  {
    route: 'PUT product',
    klass: 'id of another shop',
    method: 'PUT',
    url: (w) => `/api/products/${w.productId}`,
    body: (w) => ({ category: w.foreign.categoryId }),
    message: /./,
  },
  // option sets
  {
    route: 'POST option',
    klass: 'min > max',
    method: 'POST',
    url: () => '/api/options',
    body: (w) => ({ optionInfo: { category: w.categoryId, name: 'Size', type: 'multi', minSelection: 3, maxSelection: 1 } }),
    message: /Minimum selection cannot be more than maximum selection/,
  },
  {
    route: 'POST option',
    klass: 'negative price',
    method: 'POST',
    url: () => '/api/options',
    body: (w) => ({ optionInfo: { category: w.categoryId, name: 'Size', type: 'wheel', values: [{ name: 'L', price: -50 }] } }),
    message: /price/i,
  },
  {
    route: 'POST option',
    klass: 'id of another shop',
    method: 'POST',
    url: () => '/api/options',
    body: (w) => ({ optionInfo: { category: w.foreign.categoryId, name: 'Size' } }),
    message: /./,
  },
  {
    route: 'PUT option',
    klass: 'min > max',
    method: 'PUT',
    url: (w) => `/api/options/${w.optionId}`,
    body: () => ({ optionInfo: JSON.stringify({ minSelection: 5 }) }),
    message: /Minimum selection cannot be more than maximum selection/,
  },
  {
    route: 'PUT option',
    klass: 'unknown field',
    method: 'PUT',
    url: (w) => `/api/options/${w.optionId}`,
    body: () => ({ name: 'Milks', shopName: 'x' }),
    message: /shopName/,
  },
  {
    route: 'PUT option',
    klass: 'wrong type',
    method: 'PUT',
    url: (w) => `/api/options/${w.optionId}`,
    body: () => ({ values: [{ name: 'Oat', price: '80c' }] }),
    message: /price/i,
  },
  // promo codes
  {
    route: 'POST promo-code',
    klass: 'wrong type',
    method: 'POST',
    url: (w) => `/api/shops/${w.shopId}/promo-code`,
    body: () => ({ code: 'TEN', discount: 'ten' }),
    message: /discount/i,
  },
  {
    route: 'POST promo-code',
    klass: 'negative price',
    method: 'POST',
    url: (w) => `/api/shops/${w.shopId}/promo-code`,
    body: () => ({ code: 'TEN', minimumSpent: -10 }),
    message: /minimum/i,
  },
  {
    route: 'POST promo-code',
    klass: 'unknown field',
    method: 'POST',
    url: (w) => `/api/shops/${w.shopId}/promo-code`,
    body: () => ({ code: 'TEN', forever: true }),
    message: /forever/,
  },
  {
    route: 'POST promo-code',
    klass: 'id of another shop',
    method: 'POST',
    url: (w) => `/api/shops/${w.shopId}/promo-code`,
    body: (w) => ({ code: 'TEN', discountTargetType: 'products', rewardTargetProducts: [w.foreign.productId] }),
    message: /./,
  },
  {
    route: 'PUT promo-code',
    klass: 'wrong type',
    method: 'PUT',
    url: (w) => `/api/promo-codes/${w.promoId}`,
    body: () => ({ promoCodeInfo: JSON.stringify({ usageLimit: 'lots' }) }),
    message: /usageLimit|usage limit/i,
  },
  {
    route: 'PUT promo-code',
    klass: 'id of another shop',
    method: 'PUT',
    url: (w) => `/api/promo-codes/${w.promoId}`,
    body: (w) => ({
      promoCodeInfo: JSON.stringify({ discountTargetType: 'products', rewardTargetProducts: [w.foreign.productId] }),
    }),
    message: /./,
  },
  // spreadsheet import (apply)
  {
    route: 'POST menu-import',
    klass: 'wrong type',
    method: 'POST',
    url: (w) => `/api/shops/${w.shopId}/menu-import`,
    body: () => ({ csv: ['category', 'product'], apply: true }),
    message: /csv/i,
  },
  {
    route: 'POST menu-import',
    klass: 'negative price',
    method: 'POST',
    url: (w) => `/api/shops/${w.shopId}/menu-import`,
    body: () => ({ csv: 'category,product,price\nTea,Earl Grey,-4.20\n', apply: true }),
    message: /Nothing was imported/,
  },
  {
    route: 'POST menu-import',
    klass: 'unknown field',
    method: 'POST',
    url: (w) => `/api/shops/${w.shopId}/menu-import`,
    body: () => ({ csv: 'category,product,price\nTea,Earl Grey,4.20\n', apply: true, dryRun: false }),
    message: /dryRun/,
  },
  {
    route: 'POST menu-import',
    klass: 'id of another shop',
    method: 'POST',
    url: (w) => `/api/shops/${w.shopId}/menu-import`,
    body: (w) => ({ csv: `category,product_id,product,price\nCoffee,${w.foreign.productId},Stolen,1.00\n`, apply: true }),
    message: /Nothing was imported/,
  },
];

let ctx: TestContext;
let owner: TestUser;
let world: World;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.db);
  const stranger = await createUser(ctx.db);
  const shopId = await createShop(ctx.db, owner.id, 'Malformed venue');
  const foreignShop = await createShop(ctx.db, stranger.id, 'Someone else');
  world = {
    shopId,
    ...(await createMenuFixture(ctx.app, owner.token, shopId)),
    foreign: { shopId: foreignShop, ...(await createMenuFixture(ctx.app, stranger.token, foreignShop, 'Theirs')) },
  };
});
afterAll(async () => {
  await ctx.close();
});

/** Everything a refused call must leave as it was: the whole menu and the promo codes of both shops. */
async function snapshot(): Promise<unknown> {
  const read = async (url: string) => (await ctx.app.inject({ url, headers: bearer(owner.token) })).json() as unknown;
  const menu = withOptions(`/api/shops/${world.shopId}/categories`, { populate: ['options', 'products'], sort: 'displayOrder' });
  const foreignRows = await ctx.db.query('select id, name, price, category_id, upsell from products order by id');
  return {
    menu: await read(menu),
    promos: await read(`/api/shops/${world.shopId}/promo-codes`),
    products: foreignRows,
  };
}

test('every malformed class is covered on the write routes', () => {
  const classes = new Set(CASES.map((c) => c.klass));
  expect([...classes].sort()).toEqual(['id of another shop', 'min > max', 'negative price', 'unknown field', 'wrong type']);
});

test.each(CASES.map((c) => [`${c.route}: ${c.klass}`, c] as const))(
  '%s → 4xx with a message, nothing changed',
  async (_name, c) => {
    const before = await snapshot();
    const response = await ctx.app.inject({
      method: c.method,
      url: c.url(world),
      headers: bearer(owner.token),
      payload: c.body(world) as Record<string, unknown>,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const { message } = response.json() as { message?: unknown };
    expect(typeof message).toBe('string');
    expect(message).toMatch(c.message);
    expect(await snapshot()).toEqual(before);
  },
);
