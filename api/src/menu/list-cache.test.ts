import { gunzipSync } from 'node:zlib';
import {
  type Category,
  defaultCategoryAvailability,
  MENU_CSV_COLUMNS,
  type OptionSet,
  type Product,
} from '@backoffice/contracts';
import Papa from 'papaparse';
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

const call = async (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, token = owner.token) => {
  const response = await ctx.app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`${method} ${path} → ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, { _id: string }>;
};
const categoriesOf = (body: string) => (JSON.parse(body) as { categories: Category[] }).categories;
const productsOf = (body: string) => categoriesOf(body).flatMap((c) => c.products as Product[]);

// ids made by one write and used by a later one (the table runs in order)
const made: Record<string, string> = {};

/**
 * Every kind of menu write (categories, products, option sets, sold out, reorders, sync, copy, import, and
 * writes that bypass the routes), each seen by the very next read of a kept menu: its ETag changes and its body shows
 * the write. The version is kept by triggers in the database (migration 052), so this runs on PGlite and, with
 * TEST_API_DB=postgres, on PostgreSQL.
 */
test.each<[string, () => Promise<unknown>, (body: string) => boolean]>([
  [
    'a product updated (price)',
    () => call('PUT', `/api/products/${fixture.productId}`, { price: 777 }),
    (body) => firstProduct(body).price === 777,
  ],
  [
    'a product marked sold out until a time',
    () => call('PUT', `/api/products/${fixture.productId}`, { soldOutUntil: '2031-05-01T03:00:00.000Z' }),
    (body) => firstProduct(body).soldOutUntil === '2031-05-01T03:00:00.000Z',
  ],
  [
    'a product back from sold out',
    () => call('PUT', `/api/products/${fixture.productId}`, { soldOutUntil: null }),
    (body) => firstProduct(body).soldOutUntil === null,
  ],
  [
    'a write straight to the table (the intake’s stock update)',
    () => ctx.db.query('update products set stock = 3 where id = $1', [fixture.productId]),
    (body) => firstProduct(body).stock === 3,
  ],
  [
    'a product created',
    async () => {
      const { product } = await call('POST', '/api/products', {
        productInfo: { shop: shopId, category: fixture.categoryId, name: 'Mocha', price: 600 },
      });
      made.product = product?._id ?? '';
    },
    (body) => productsOf(body).some((p) => p._id === made.product && p.name === 'Mocha'),
  ],
  [
    'products reordered',
    () => call('PUT', `/api/categories/${fixture.categoryId}/products/display-order`, { ids: [made.product, fixture.productId] }),
    (body) =>
      categoriesOf(body)[0]
        ?.products.map((p) => (p as Product)._id)
        .join() === `${made.product},${fixture.productId}`,
  ],
  ['a product deleted', () => call('DELETE', `/api/products/${made.product}`), (body) => !body.includes(made.product ?? '-')],
  [
    'an option set updated',
    () => call('PUT', `/api/options/${fixture.optionId}`, { name: 'Milks' }),
    (body) => categoriesOf(body)[0]?.options.some((o) => (o as OptionSet).name === 'Milks') === true,
  ],
  [
    'an option set updated straight in the table',
    () => ctx.db.query(`update option_sets set name = 'Milk choice' where id = $1`, [fixture.optionId]),
    (body) => body.includes('"Milk choice"'),
  ],
  [
    'an option set created',
    async () => {
      const { option } = await call('POST', '/api/options', {
        optionInfo: {
          shop: shopId,
          category: fixture.categoryId,
          name: 'Sugar',
          type: 'switch',
          values: [{ name: 'Yes', price: 0 }],
        },
      });
      made.option = option?._id ?? '';
    },
    (body) => categoriesOf(body)[0]?.options.some((o) => (o as OptionSet).name === 'Sugar') === true,
  ],
  [
    'option sets reordered',
    () => call('PUT', `/api/categories/${fixture.categoryId}/options/display-order`, { ids: [made.option, fixture.optionId] }),
    (body) => (categoriesOf(body)[0]?.options[0] as OptionSet | undefined)?._id === made.option,
  ],
  [
    'the category’s products synced with its option sets',
    () => call('POST', `/api/shops/${shopId}/categories/${fixture.categoryId}/sync-products`),
    (body) => firstProduct(body).options?.some((o) => o._id === made.option) === true,
  ],
  ['an option set deleted', () => call('DELETE', `/api/options/${made.option}`), (body) => !body.includes('"Sugar"')],
  [
    'a category renamed, with new availability',
    () =>
      call('PUT', `/api/categories/${fixture.categoryId}`, {
        name: 'Coffees',
        availability: { ...defaultCategoryAvailability(), availableDays: ['monday'] },
      }),
    (body) => categoriesOf(body)[0]?.name === 'Coffees' && categoriesOf(body)[0]?.availability.availableDays.join() === 'monday',
  ],
  [
    'a category created',
    async () => {
      const { category } = await call('POST', '/api/categories', { categoryInfo: JSON.stringify({ shop: shopId, name: 'Tea' }) });
      made.category = category?._id ?? '';
    },
    (body) => categoriesOf(body).some((c) => c.name === 'Tea'),
  ],
  [
    'categories reordered',
    () => call('PUT', `/api/shops/${shopId}/categories/display-order`, { ids: [made.category, fixture.categoryId] }),
    (body) => categoriesOf(body)[0]?._id === made.category,
  ],
  [
    'a category deleted (its products and option sets with it)',
    () => call('DELETE', `/api/categories/${made.category}`),
    (body) => !body.includes('"Tea"'),
  ],
  [
    'a menu copied in from another shop of the owner',
    async () => {
      const other = await createShop(ctx.db, owner.id);
      await createMenuFixture(ctx.app, owner.token, other, 'Bakery');
      await call('POST', `/api/shops/${shopId}/copy-menu-from/${other}`);
    },
    (body) => categoriesOf(body).some((c) => c.name === 'Bakery'),
  ],
  [
    'a spreadsheet imported (applied)',
    async () => {
      const { csv } = (
        await ctx.app.inject({ url: `/api/shops/${shopId}/menu-export`, headers: bearer(owner.token) })
      ).json() as {
        csv: string;
      };
      const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
      // a new product in the first product's category: its row again, with no id and a new name
      const added = { ...rows[0], product_id: '', product: 'Imported cortado' };
      const edited = Papa.unparse([...rows, added], { columns: [...MENU_CSV_COLUMNS] });
      await call('POST', `/api/shops/${shopId}/menu-import`, { csv: edited, apply: true });
    },
    (body) => body.includes('"Imported cortado"'),
  ],
  [
    'a row inserted and deleted straight in the tables',
    async () => {
      await ctx.db.query(
        `insert into categories (id, shop_id, name, display_order, availability) values ('sql-made-category', $1, 'From SQL', 99, '{}')`,
        [shopId],
      );
      const before = await read();
      await ctx.db.query(`delete from categories where id = 'sql-made-category'`);
      const after = await read({ 'if-none-match': before.headers.etag as string });
      expect([before.body.includes('"From SQL"'), after.statusCode, after.body.includes('"From SQL"')]).toEqual([
        true,
        200,
        false,
      ]);
      await ctx.db.query(`update categories set name = 'Coffee' where id = $1`, [fixture.categoryId]);
    },
    (body) => categoriesOf(body).some((c) => c.name === 'Coffee'),
  ],
])('the next read sees %s', async (_name, write, seen) => {
  const before = await read();
  await write();
  const after = await read({ 'if-none-match': before.headers.etag as string });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(seen(after.body)).toBe(true);
});

test.each<[string, () => Promise<unknown>]>([
  ['a voucher created (vouchers are not in the menu)', () => call('POST', `/api/shops/${shopId}/promo-code`, { code: '' })],
  [
    'another shop’s menu written',
    async () => {
      const other = await createShop(ctx.db, owner.id);
      await createMenuFixture(ctx.app, owner.token, other, 'Elsewhere');
    },
  ],
  [
    'a menu write rolled back',
    () =>
      ctx.db
        .transaction(async (tx) => {
          await tx.query(`update products set price = 1 where id = $1`, [fixture.productId]);
          throw new Error('rolled back');
        })
        .catch(() => undefined),
  ],
])('the kept menu stays (304) after %s', async (_name, write) => {
  const before = await read();
  await write();
  const after = await read({ 'if-none-match': before.headers.etag as string });
  expect(after.statusCode).toBe(304);
});

test('one transaction writing many rows of two shops renews both (once each)', async () => {
  const other = await createShop(ctx.db, owner.id);
  const otherFixture = await createMenuFixture(ctx.app, owner.token, other, 'Second');
  const otherUrl = withOptions(`/api/shops/${other}/categories`, { populate: ['options', 'products'], sort: 'displayOrder' });
  const readOther = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: otherUrl, headers: { ...bearer(owner.token), ...headers } });
  const [before, otherBefore] = [await read(), await readOther()];
  const drawn = async () =>
    Number((await ctx.db.query<{ n: string }>('select last_value::text as n from menu_version_seq'))[0]?.n);
  const drawnBefore = await drawn();
  await ctx.db.transaction(async (tx) => {
    await tx.query(`update products set stock = 11 where id = $1`, [fixture.productId]);
    await tx.query(`update products set stock = 12 where id = $1`, [otherFixture.productId]);
    await tx.query(`update products set stock = 13 where shop_id = $1`, [shopId]);
  });
  const [after, otherAfter] = [
    await read({ 'if-none-match': before.headers.etag as string }),
    await readOther({ 'if-none-match': otherBefore.headers.etag as string }),
  ];
  expect([after.statusCode, otherAfter.statusCode]).toEqual([200, 200]);
  expect(firstProduct(after.body).stock).toBe(13);
  expect(firstProduct(otherAfter.body).stock).toBe(12);
  // one draw per shop, not one per row written (the fixture's products and the copied and imported ones: a dozen)
  expect((await drawn()) - drawnBefore).toBe(2);
});

test('a shop with a menu can be deleted: its cascaded menu rows give no version to a shop that is gone', async () => {
  const doomed = await createShop(ctx.db, owner.id);
  await createMenuFixture(ctx.app, owner.token, doomed, 'Closing down');
  await ctx.db.query('delete from shops where id = $1', [doomed]);
  expect(await ctx.db.query('select 1 from shops where id = $1', [doomed])).toHaveLength(0);
  expect(await ctx.db.query('select 1 from menu_versions where shop_id = $1', [doomed])).toHaveLength(0);
  expect(await ctx.db.query('select 1 from products where shop_id = $1', [doomed])).toHaveLength(0);
});

// Two transactions on separate connections: PostgreSQL only (PGlite has one connection, one transaction at a time).
const onPostgres = process.env.TEST_API_DB === 'postgres' ? test : test.skip;

onPostgres('two writers crossing on the same shop’s products both commit (the version is taken at COMMIT)', async () => {
  const second = (
    await call('POST', '/api/products', {
      productInfo: { shop: shopId, category: fixture.categoryId, name: 'Crossing', price: 100 },
    })
  ).product?._id as string;
  const before = await read();
  // X writes the first product, Y the second; then X writes the second too (it waits for Y's row lock) and Y commits.
  // Had each statement taken the shop's version row (an immediate trigger), X would hold it from its first statement,
  // Y's statement would wait for it while holding the second product, and X would wait for that product: a deadlock,
  // one of them rolled back by PostgreSQL. The steps are paced by time, not by the statements' answers, so that
  // wrong design fails here instead of hanging.
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const x = ctx.db.transaction(async (tx) => {
    await tx.query('update products set stock = 21 where id = $1', [fixture.productId]);
    await pause(300); // Y has the second product's row meanwhile
    await tx.query('update products set stock = 22 where id = $1', [second]);
  });
  const y = ctx.db.transaction(async (tx) => {
    await pause(100);
    const wrote = tx.query('update products set stock = 31 where id = $1', [second]);
    await pause(600); // X is waiting for this row by now
    await wrote;
  });
  await expect(Promise.all([x, y])).resolves.toEqual([undefined, undefined]);
  const after = await read({ 'if-none-match': before.headers.etag as string });
  expect(after.statusCode).toBe(200);
  const stocks = Object.fromEntries(productsOf(after.body).map((p) => [p._id, p.stock]));
  expect([stocks[fixture.productId], stocks[second]]).toEqual([21, 22]);
});

onPostgres('a menu write on another connection commits while a transaction holds its own slot of the version (053)', async () => {
  const before = await read();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding: (slot: number) => void = () => undefined;
  const held = new Promise<number>((resolve) => {
    holding = resolve;
  });
  // X renews its slot now (the deferred trigger fired early) and keeps the row locked until released
  const x = ctx.db.transaction(async (tx) => {
    await tx.query('update products set stock = 41 where id = $1', [fixture.productId]);
    await tx.query('set constraints all immediate');
    const [me] = await tx.query<{ slot: number }>('select pg_backend_pid() % 32 as slot');
    holding(me?.slot ?? -1);
    await released;
  });
  const xSlot = await held;
  // four writers at once take four other pooled connections; those in another slot must not wait for X
  const outcomes = await Promise.all(
    [1, 2, 3, 4]
      .map(() =>
        ctx.db.transaction(async (tx) => {
          const [me] = await tx.query<{ slot: number }>('select pg_backend_pid() % 32 as slot');
          if (me?.slot === xSlot) return 'same slot';
          // another row of the same shop's menu (X holds the product's row itself)
          await tx.query(`update option_sets set name = 'Milk' where id = $1`, [fixture.optionId]);
          return 'committed';
        }),
      )
      .map((done) => Promise.race([done, new Promise<string>((resolve) => setTimeout(() => resolve('waited for X'), 3000))])),
  );
  release();
  await x;
  expect(outcomes).toContain('committed');
  expect(outcomes).not.toContain('waited for X');
  const after = await read({ 'if-none-match': before.headers.etag as string });
  expect([after.statusCode, firstProduct(after.body).stock]).toEqual([200, 41]);
});
