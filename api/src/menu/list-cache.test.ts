import { gunzipSync } from 'node:zlib';
import type { Category, Product } from '@backoffice/contracts';
import { NOT_YOUR_SHOP, SHOP_NOT_FOUND } from '../shops/access';
import {
  bearer,
  createShop,
  createTestContext,
  createUser,
  message,
  type TestContext,
  type TestUser,
  withOptions,
} from '../test/app';
import { createMenuFixture, type MenuFixture } from './fixtures';

/**
 * The menu list's cache (list-cache.ts): an unchanged menu answers the same body (and 304 to its ETag); any write —
 * through the routes or straight to the table, as the intake's stock update does — is seen by the next read.
 * Products in the list reference their category's option sets instead of repeating them.
 */
let ctx: TestContext;
let owner: TestUser;
let shopId: string;
let fixture: MenuFixture;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.db);
  shopId = await createShop(ctx.db, owner.id);
  fixture = await createMenuFixture(ctx.app, owner.token, shopId);
  const [oat] = fixture.valueIds as [string];
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/api/products/${fixture.productId}`,
    headers: bearer(owner.token),
    payload: { options: [{ _id: fixture.optionId, values: [{ _id: oat, selected: true, default: true }] }] },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

const url = () => withOptions(`/api/shops/${shopId}/categories`, { populate: ['options', 'products'], sort: 'displayOrder' });
const read = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: url(), headers: { ...bearer(owner.token), ...headers } });
const firstProduct = (body: string) =>
  ((JSON.parse(body) as { categories: Category[] }).categories[0]?.products[0] ?? {}) as Product;

test('products reference the category’s option sets by id, with each value’s flags only', async () => {
  const response = await read();
  const { categories } = response.json() as { categories: Category[] };
  expect(categories[0]?.options).toEqual([expect.objectContaining({ _id: fixture.optionId, name: 'Milk', type: 'multi' })]);
  expect(firstProduct(response.body).options).toEqual([
    { _id: fixture.optionId, values: [{ _id: fixture.valueIds[0], selected: true, default: true }] },
  ]);
  // GET /api/products/:id still merges the set in full
  const one = await ctx.app.inject({ url: `/api/products/${fixture.productId}`, headers: bearer(owner.token) });
  expect((one.json() as { product: Product }).product.options?.[0]).toMatchObject({
    name: 'Milk',
    values: [{ _id: fixture.valueIds[0], name: 'Oat', price: 80, selected: true, default: true }],
  });
});

test('gzipped for a caller that accepts it (a browser), the same JSON once unzipped', async () => {
  const plain = await read();
  const zipped = await read({ 'accept-encoding': 'gzip, deflate, br' });
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toContain('accept-encoding');
  expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  expect(plain.headers['content-encoding']).toBeUndefined();
});

test('a kept menu costs one statement: the caller, the shop’s owner and the stamp are read together', async () => {
  await read();
  const query = jest.spyOn(ctx.db, 'query');
  try {
    const zipped = await read({ 'accept-encoding': 'gzip' });
    expect(zipped.statusCode).toBe(200);
    // (a background sweep of the app may query meanwhile: only the statements about this shop count)
    const aboutShop = query.mock.calls.filter(([, params]) => params?.includes(shopId));
    expect(aboutShop).toHaveLength(1);
    expect(aboutShop[0]?.[0]).toMatch(/from users .* join shops /s);
  } finally {
    query.mockRestore();
  }
});

test('another merchant gets 403 and a shop that does not exist 404, from that same statement', async () => {
  const stranger = await createUser(ctx.db, { roles: ['merchant'] });
  const forbidden = await ctx.app.inject({ url: url(), headers: bearer(stranger.token) });
  expect([forbidden.statusCode, message(forbidden)]).toEqual([403, NOT_YOUR_SHOP]);
  const missing = await ctx.app.inject({ url: url().replace(shopId, 'no-such-shop'), headers: bearer(owner.token) });
  expect([missing.statusCode, message(missing)]).toEqual([404, SHOP_NOT_FOUND]);
});

test('an unchanged menu: the same body, and 304 for its ETag', async () => {
  const first = await read();
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\/"/);
  const second = await read();
  expect(second.body).toBe(first.body);
  const revalidated = await read({ 'if-none-match': etag });
  expect(revalidated.statusCode).toBe(304);
  expect(revalidated.body).toBe('');
});

test.each([
  [
    'a route write',
    async () => {
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/products/${fixture.productId}`,
        headers: bearer(owner.token),
        payload: { price: 777 },
      });
    },
    (p: Product) => p.price === 777,
  ],
  [
    'a write straight to the table (the intake’s stock update)',
    async () => {
      await ctx.db.query('update products set stock = 3 where id = $1', [fixture.productId]);
    },
    (p: Product) => p.stock === 3,
  ],
  [
    'an option set write',
    async () => {
      await ctx.db.query(`update option_sets set name = 'Milks' where id = $1`, [fixture.optionId]);
    },
    (_p: Product, body: string) => body.includes('"Milks"'),
  ],
  [
    'a deleted product',
    async () => {
      await ctx.app.inject({ method: 'DELETE', url: `/api/products/${fixture.productId}`, headers: bearer(owner.token) });
    },
    (_p: Product, body: string) => !body.includes(fixture.productId),
  ],
])('the next read sees %s', async (_name, write, seen) => {
  const before = await read();
  await write();
  const after = await read({ 'if-none-match': before.headers.etag as string });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(seen(firstProduct(after.body), after.body)).toBe(true);
});
