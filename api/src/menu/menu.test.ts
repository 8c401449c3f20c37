import type { Category, Product } from '@backoffice/contracts';
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
import { insertOrder } from '../test/orders';
import { createMenuFixture, type MenuFixture } from './fixtures';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.db);
  stranger = await createUser(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

async function categories(shopId: string, token = owner.token): Promise<Category[]> {
  const response = await ctx.app.inject({
    url: withOptions(`/api/shops/${shopId}/categories`, { populate: ['options', 'products'], sort: 'displayOrder' }),
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { categories: Category[] }).categories;
}

const products = (category: Category | undefined) => (category?.products ?? []) as Product[];

async function inject(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = owner.token) {
  return ctx.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

describe('catalogue', () => {
  let shopId: string;
  let fixture: MenuFixture;
  beforeAll(async () => {
    shopId = await createShop(ctx.db, owner.id);
    fixture = await createMenuFixture(ctx.app, owner.token, shopId);
  });

  test('GET categories populates options and products, each sorted by displayOrder; without populate: ids', async () => {
    await inject('POST', '/api/products', { productInfo: { category: fixture.categoryId, name: 'Long black', price: 450 } });
    const [category] = await categories(shopId);
    expect(category?.availability.availableDays).toHaveLength(7);
    expect(category?.availability).toMatchObject({ mondayFrom: { hour: 0, min: 0 }, sundayTo: { hour: 23, min: 59 } });
    expect(products(category).map((p) => [p.name, p.displayOrder])).toEqual([
      ['Coffee flat white', 0],
      ['Long black', 1],
    ]);
    expect(category?.options).toEqual([
      expect.objectContaining({ name: 'Milk', type: 'multi', minSelection: 1, maxSelection: 2 }),
    ]);
    const bare = await ctx.app.inject({ url: `/api/shops/${shopId}/categories`, headers: bearer(owner.token) });
    expect((bare.json() as { categories: Category[] }).categories[0]?.products).toEqual(products(category).map((p) => p._id));
  });

  test.each([
    ['negative price', { price: -1 }, /price/i],
    ['fractional cents', { price: 1.5 }, /price/i],
    ['price as text', { price: '5' }, /price/i],
    ['stock below -1', { stock: -2 }, /stock/i],
    ['unknown field', { colour: 'red' }, /Unknown field: colour/],
    ['empty name', { name: '   ' }, /Name is required/],
    ['hero from another host', { images: { hero: 'https://evil.example/x.jpg' } }, /image host/],
    ['upsell of another shop', { upsell: ['someone-elses-product'] }, /not on this shop’s menu/],
  ])('PUT product with %s → 4xx with a message, nothing changed', async (_label, payload, pattern) => {
    const response = await inject('PUT', `/api/products/${fixture.productId}`, payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(message(response)).toMatch(pattern);
    const product = products((await categories(shopId))[0]).find((p) => p._id === fixture.productId);
    expect(product).toMatchObject({ name: 'Coffee flat white', price: 550, stock: -1, upsell: [] });
  });

  test('PUT product accepts productInfo as JSON text and our own image path', async () => {
    const response = await inject('PUT', `/api/products/${fixture.productId}`, {
      productInfo: JSON.stringify({ price: 600, images: { hero: '/images/abc.jpg' }, SKU: 'FW-1', stock: 12 }),
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { product: Product }).product).toMatchObject({
      price: 600,
      images: { hero: '/images/abc.jpg' },
      SKU: 'FW-1',
      stock: 12,
    });
  });

  test('product options: only selected values are saved, one default each, sets of another category are refused', async () => {
    const [oat, soy] = fixture.valueIds as [string, string];
    const twoDefaults = await inject('PUT', `/api/products/${fixture.productId}`, {
      options: [
        {
          _id: fixture.optionId,
          values: [
            { _id: oat, selected: true, default: true },
            { _id: soy, selected: true, default: true },
          ],
        },
      ],
    });
    expect(twoDefaults.statusCode).toBe(400);
    expect(message(twoDefaults)).toMatch(/one default/);

    const otherShop = await createShop(ctx.db, stranger.id);
    const foreign = await createMenuFixture(ctx.app, stranger.token, otherShop, 'Foreign');
    const stolen = await inject('PUT', `/api/products/${fixture.productId}`, {
      options: [{ _id: foreign.optionId, values: [{ _id: foreign.valueIds[0], selected: true }] }],
    });
    expect(stolen.statusCode).toBe(404);

    const saved = await inject('PUT', `/api/products/${fixture.productId}`, {
      options: [
        {
          _id: fixture.optionId,
          name: 'Milk',
          values: [
            { _id: oat, selected: true, default: true, name: 'Oat', price: 80 },
            { _id: soy, selected: false },
          ],
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { product: Product }).product.options).toEqual([
      expect.objectContaining({
        _id: fixture.optionId,
        values: [{ _id: oat, name: 'Oat', price: 80, selected: true, default: true }],
      }),
    ]);
  });

  test('option sets: multi needs min ≤ max; values need name and price in cents', async () => {
    const bad = [
      { type: 'multi', minSelection: 3, maxSelection: 2 },
      { type: 'multi', minSelection: null },
      { values: [{ name: '', price: 10 }] },
      { values: [{ name: 'Large', price: -5 }] },
      { type: 'spiral' },
    ];
    for (const payload of bad) {
      const response = await inject('PUT', `/api/options/${fixture.optionId}`, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
    }
    const option = (await categories(shopId))[0]?.options[0];
    expect(option).toMatchObject({ type: 'multi', minSelection: 1, maxSelection: 2 });
    const wheel = await inject('PUT', `/api/options/${fixture.optionId}`, { optionInfo: JSON.stringify({ type: 'wheel' }) });
    expect((wheel.json() as { option: object }).option).not.toHaveProperty('minSelection');
    await inject('PUT', `/api/options/${fixture.optionId}`, { type: 'multi', minSelection: 1, maxSelection: 2 });
  });

  // spec 001 §5 "Category, product, option create: name required": the API refuses it too, with the
  // contracts' message, and stores nothing (the whole menu reads back the same).
  describe.each([
    ['POST /api/products', '/api/products', 'productInfo', { price: 450 }],
    ['POST /api/options', '/api/options', 'optionInfo', { type: 'wheel' }],
  ] as const)('%s without a name', (_route, url, info, extra) => {
    test.each([
      ['empty', { name: '' }, false],
      ['spaces only', { name: '   ' }, false],
      ['tabs and a newline', { name: '\t\n ' }, false],
      ['spaces only, as JSON text', { name: '  ' }, true],
      ['missing', {}, false],
    ])('%s → 400 with a message, nothing stored', async (_label, naming, asText) => {
      const before = await categories(shopId);
      const fields = { shop: shopId, category: fixture.categoryId, ...extra, ...naming };
      const response = await inject('POST', url, { [info]: asText ? JSON.stringify(fields) : fields });
      expect(response.statusCode).toBe(400);
      expect(message(response)).toBe('Name is required');
      expect(await categories(shopId)).toEqual(before);
    });

    test('a name with spaces around it is stored trimmed', async () => {
      const response = await inject('POST', url, {
        [info]: { shop: shopId, category: fixture.categoryId, ...extra, name: '  Iced  ' },
      });
      expect(response.statusCode).toBe(201);
      const created = response.json() as Record<string, { _id: string; name: string }>;
      const record = Object.values(created)[0];
      expect(record?.name).toBe('Iced');
      await inject('DELETE', `${url}/${record?._id}`);
    });
  });

  test.each([
    ['empty', ''],
    ['spaces only', '   '],
    ['tabs and a newline', '\t\n '],
  ])(
    'POST /api/categories with a name %s → 400 with a message, nothing stored; a rename to it is refused too',
    async (_label, name) => {
      const before = await categories(shopId);
      const created = await inject('POST', '/api/categories', { categoryInfo: { shop: shopId, name } });
      expect(created.statusCode).toBe(400);
      expect(message(created)).toBe('Name is required');
      const renamed = await inject('PUT', `/api/categories/${fixture.categoryId}`, { categoryInfo: { name } });
      expect(renamed.statusCode).toBe(400);
      expect(await categories(shopId)).toEqual(before);
    },
  );

  test('category upsell: ids must be products of the shop, each once', async () => {
    const foreignShop = await createShop(ctx.db, stranger.id);
    const foreign = await createMenuFixture(ctx.app, stranger.token, foreignShop, 'Theirs');
    expect((await inject('PUT', `/api/categories/${fixture.categoryId}`, { upsell: [foreign.productId] })).statusCode).toBe(400);
    expect(
      (await inject('PUT', `/api/categories/${fixture.categoryId}`, { upsell: [fixture.productId, fixture.productId] }))
        .statusCode,
    ).toBe(400);
    const ok = await inject('PUT', `/api/categories/${fixture.categoryId}`, { categoryInfo: { upsell: [fixture.productId] } });
    expect((ok.json() as { category: Category }).category.upsell).toEqual([fixture.productId]);
  });
});

describe('reorder', () => {
  test('one call sets every displayOrder; a partial or duplicated list is refused and changes nothing', async () => {
    const shopId = await createShop(ctx.db, owner.id);
    for (const name of ['A', 'B', 'C']) await inject('POST', '/api/categories', { categoryInfo: { shop: shopId, name } });
    const ids = (await categories(shopId)).map((c) => c._id) as [string, string, string];
    const url = `/api/shops/${shopId}/categories/display-order`;
    expect((await inject('PUT', url, { ids: [ids[0], ids[1]] })).statusCode).toBe(400);
    expect((await inject('PUT', url, { ids: [ids[0], ids[0], ids[1]] })).statusCode).toBe(400);
    expect((await categories(shopId)).map((c) => c.name)).toEqual(['A', 'B', 'C']);
    expect((await inject('PUT', url, { ids: [ids[2], ids[0], ids[1]] })).statusCode).toBe(200);
    const after = await categories(shopId);
    expect(after.map((c) => [c.name, c.displayOrder])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
  });

  test('reorders racing with creates, a copy and each other never leave two categories, products or options on one displayOrder', async () => {
    const shopId = await createShop(ctx.db, owner.id);
    const source = await createShop(ctx.db, owner.id);
    for (const name of ['S1', 'S2']) await inject('POST', '/api/categories', { categoryInfo: { shop: source, name } });
    for (const name of ['A', 'B', 'C', 'D']) await inject('POST', '/api/categories', { categoryInfo: { shop: shopId, name } });
    const [first] = await categories(shopId);
    const categoryId = first?._id ?? '';
    for (const name of ['P1', 'P2', 'P3'])
      await inject('POST', '/api/products', { productInfo: { category: categoryId, name, price: 100 } });
    for (const name of ['O1', 'O2', 'O3'])
      await inject('POST', '/api/options', { optionInfo: { category: categoryId, name, type: 'switch' } });
    const before = await categories(shopId);
    const ids = before.map((c) => c._id);
    const productIds = products(before[0]).map((p) => p._id);
    const optionIds = ((before[0]?.options ?? []) as { _id: string }[]).map((o) => o._id);
    expect([ids.length, productIds.length, optionIds.length]).toEqual([4, 3, 3]);

    // Every call of the race is sent before any answer is read (on PostgreSQL they run on separate connections).
    const answers = await Promise.all([
      inject('PUT', `/api/shops/${shopId}/categories/display-order`, { ids: [...ids].reverse() }),
      inject('POST', '/api/categories', { categoryInfo: { shop: shopId, name: 'E' } }),
      inject('PUT', `/api/shops/${shopId}/categories/display-order`, { ids: [ids[1], ids[0], ids[3], ids[2]] }),
      inject('POST', `/api/shops/${shopId}/copy-menu-from/${source}`),
      inject('POST', '/api/categories', { categoryInfo: { shop: shopId, name: 'F' } }),
      inject('PUT', `/api/categories/${categoryId}/products/display-order`, { ids: [...productIds].reverse() }),
      inject('POST', '/api/products', { productInfo: { category: categoryId, name: 'P4', price: 100 } }),
      inject('PUT', `/api/categories/${categoryId}/options/display-order`, { ids: [...optionIds].reverse() }),
      inject('POST', '/api/options', { optionInfo: { category: categoryId, name: 'O4', type: 'switch' } }),
    ]);
    // a reorder that lost the race to a create names a stale list: refused whole (400), never half applied
    for (const answer of answers) expect([200, 201, 400]).toContain(answer.statusCode);

    const after = await categories(shopId);
    const distinct = (orders: number[]) => expect(new Set(orders).size).toBe(orders.length);
    expect(after).toHaveLength(8);
    distinct(after.map((c) => c.displayOrder));
    const category = after.find((c) => c._id === categoryId);
    expect(products(category)).toHaveLength(4);
    distinct(products(category).map((p) => p.displayOrder));
    expect(category?.options).toHaveLength(4);
    distinct(((category?.options ?? []) as { displayOrder: number }[]).map((o) => o.displayOrder));
  });
});

describe('deletes keep order history', () => {
  test.each<[string, (fixture: { categoryId: string; productId: string; optionId: string }) => string]>([
    ['the product deleted', (fixture) => `/api/products/${fixture.productId}`],
    ['its category deleted (its products with it)', (fixture) => `/api/categories/${fixture.categoryId}`],
    ['an option set of its category deleted', (fixture) => `/api/options/${fixture.optionId}`],
  ])('order lines keep their snapshot with %s', async (_name, deleteUrl) => {
    const shopId = await createShop(ctx.db, owner.id);
    const fixture = await createMenuFixture(ctx.app, owner.token, shopId);
    const orderId = await insertOrder(ctx.db, {
      shopId,
      createdAt: '2026-04-01T00:00:00.000Z',
      status: 'completed',
      lines: [
        { productId: fixture.productId, productName: 'Coffee flat white', categoryName: 'Coffee', quantity: 2, unitPrice: 550 },
      ],
    });
    expect((await inject('DELETE', deleteUrl(fixture))).statusCode).toBe(200);
    const lines = await ctx.db.query<{ product_id: string | null; product_name: string; line_total: number }>(
      'select product_id, product_name, line_total from order_line_items where order_id = $1',
      [orderId],
    );
    const productGone = !deleteUrl(fixture).startsWith('/api/options/');
    expect(lines).toEqual([
      { product_id: productGone ? null : fixture.productId, product_name: 'Coffee flat white', line_total: 1100 },
    ]);
    expect(await ctx.db.query('select 1 from orders where id = $1', [orderId])).toHaveLength(1);
  });
});

describe('sync products and copy menu', () => {
  test('sync gives every product the category option sets, keeping its flags', async () => {
    const shopId = await createShop(ctx.db, owner.id);
    const fixture = await createMenuFixture(ctx.app, owner.token, shopId);
    const [oat, soy] = fixture.valueIds as [string, string];
    await inject('PUT', `/api/products/${fixture.productId}`, {
      options: [{ _id: fixture.optionId, values: [{ _id: oat, selected: true, default: true }] }],
    });
    const second = await inject('POST', '/api/products', { productInfo: { category: fixture.categoryId, name: 'Latte' } });
    const secondId = (second.json() as { product: Product }).product._id;
    const response = await inject('POST', `/api/shops/${shopId}/categories/${fixture.categoryId}/sync-products`);
    expect(response.json()).toEqual({ message: 'Category products sync successful', products: 2 });
    const list = products((await categories(shopId))[0]);
    const flags = (id: string) => list.find((p) => p._id === id)?.options?.[0]?.values.map((v) => [v._id, v.selected, v.default]);
    // oat keeps its flags (selected, default); soy was never on this product, so it comes in selected
    expect(flags(fixture.productId)).toEqual([
      [oat, true, true],
      [soy, true, false],
    ]);
    expect(flags(secondId)).toEqual([
      [oat, true, false],
      [soy, true, false],
    ]);
  });

  test('copy menu only between shops the caller owns; the copy has its own ids and references', async () => {
    const from = await createShop(ctx.db, owner.id, 'From');
    const to = await createShop(ctx.db, owner.id, 'To');
    const theirs = await createShop(ctx.db, stranger.id, 'Theirs');
    const fixture = await createMenuFixture(ctx.app, owner.token, from);
    await inject('PUT', `/api/products/${fixture.productId}`, {
      options: [{ _id: fixture.optionId, values: [{ _id: fixture.valueIds[0], selected: true }] }],
    });
    expect((await inject('POST', `/api/shops/${theirs}/copy-menu-from/${from}`)).statusCode).toBe(403);
    expect((await inject('POST', `/api/shops/${to}/copy-menu-from/${theirs}`)).statusCode).toBe(403);
    expect((await inject('POST', `/api/shops/${to}/copy-menu-from/${to}`)).statusCode).toBe(400);
    const response = await inject('POST', `/api/shops/${to}/copy-menu-from/${from}`);
    expect(response.json()).toMatchObject({ message: 'Menu copy successful', categories: 1, products: 1 });
    const [copy] = await categories(to);
    expect(copy?._id).not.toBe(fixture.categoryId);
    const product = products(copy)[0];
    expect(product).toMatchObject({ name: 'Coffee flat white', price: 550 });
    const copiedSet = copy?.options[0] as { _id: string } | undefined;
    expect(product?.options?.[0]?._id).toBe(copiedSet?._id);
    expect(product?.options?.[0]?._id).not.toBe(fixture.optionId);
  });
});

describe('sold out until', () => {
  test('soldOutUntil is stored and cleared', async () => {
    const shopId = await createShop(ctx.db, owner.id);
    const fixture = await createMenuFixture(ctx.app, owner.token, shopId);
    const until = '2030-01-01T10:00:00.000Z';
    const set = await inject('PUT', `/api/products/${fixture.productId}`, { soldOutUntil: until });
    expect((set.json() as { product: Product }).product.soldOutUntil).toBe(until);
    expect((await inject('PUT', `/api/products/${fixture.productId}`, { soldOutUntil: 'tomorrow' })).statusCode).toBe(400);
    const cleared = await inject('PUT', `/api/products/${fixture.productId}`, { soldOutUntil: null });
    expect((cleared.json() as { product: Product }).product.soldOutUntil).toBeNull();
  });
});
