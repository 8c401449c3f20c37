import {
  ADMIN_ONLY_SHOP_LABELS,
  ADMIN_ONLY_SHOP_PATHS,
  shopResponse,
  shopSummary,
  shopsListResponse,
  shopWriteResponse,
} from '@backoffice/contracts';
import { SHOP_NAME_RULE_CASES } from '@backoffice/contracts/testing';
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

let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.db);
  admin = await createUser(ctx.db, { roles: ['admin', 'merchant'] });
});
afterAll(async () => {
  await ctx.close();
});

function put(shopId: string, payload: unknown, token = owner.token) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/shops/${shopId}`,
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
}

async function getShop(shopId: string, token = owner.token) {
  const response = await ctx.app.inject({ url: `/api/shops/${shopId}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return shopResponse.parse(response.json()).shop;
}

describe('POST /api/shops', () => {
  test('creates an Active fixed shop owned by the caller, with the spec defaults, matching the contract', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/shops',
      headers: bearer(owner.token),
      payload: {
        shopInfo: {
          name: { normal: '  Harbour Lights Café  ' },
          contact: { email: 'hello@example.test' },
          address: { formatted_address: '1 Queen Street, Auckland' },
        },
      },
    });
    expect(response.statusCode).toBe(201);
    const { shop } = shopWriteResponse.parse(response.json());
    expect(shop).toMatchObject({
      name: { normal: 'Harbour Lights Café' },
      status: 'Active',
      type: 'fixed',
      owner: owner.id,
      contact: { email: 'hello@example.test' },
      address: { formatted_address: '1 Queen Street, Auckland' },
      orderingPreferences: { preparationTime: 5, feePercent: 15 },
      // spec 001 §9: "dine-in preparation time default 15 in data, placeholder 5"; "tab default life span 90 minutes"
      dineIn: { preparationTime: 15 },
      tabSettings: { orderLifeSpan: 90 },
    });
    expect(Date.now() - Date.parse(shop.createdAt)).toBeLessThan(60_000);
  });

  test('shopInfo and options as JSON text (the spec client) or as objects create the same shop', async () => {
    const shopInfo = { name: { normal: 'Text Body Café' }, contact: { email: 'text@example.test' } };
    for (const payload of [
      { shopInfo: JSON.stringify(shopInfo), options: JSON.stringify({ populate: 'owner' }) },
      { shopInfo, options: { populate: { path: 'owner' } } },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/shops', headers: bearer(owner.token), payload });
      expect(response.statusCode).toBe(201);
      const { shop } = shopWriteResponse.parse(response.json());
      expect(shop).toMatchObject({ name: { normal: 'Text Body Café' }, contact: { email: 'text@example.test' } });
      expect(shop.owner).toMatchObject({ _id: owner.id });
    }
  });

  test('shopInfo text that is not JSON, or JSON text of the wrong thing, is a 400 that changes nothing', async () => {
    const before = await ctx.db.query<{ count: number }>('select count(*)::int as count from shops');
    for (const [shopInfo, expected] of [
      ['{name:', 'shopInfo must be a JSON object or JSON text'],
      ['"just text"', /^Shop must be/],
      ['{"__proto__":{"x":1}}', 'shopInfo must be a JSON object or JSON text'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/shops',
        headers: bearer(owner.token),
        payload: { shopInfo },
      });
      expect(response.statusCode).toBe(400);
      expect(message(response)).toMatch(expected);
    }
    const after = await ctx.db.query<{ count: number }>('select count(*)::int as count from shops');
    expect(after).toEqual(before);
  });

  test('validation: name required, unknown fields rejected, owner cannot be chosen', async () => {
    const cases = [
      { shopInfo: { name: { normal: '   ' } } },
      { shopInfo: {} },
      { shopInfo: { name: { normal: 'X' }, owner: admin.id } },
      { shopInfo: { name: { normal: 'X' } }, extra: 1 },
    ];
    for (const payload of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/shops', headers: bearer(owner.token), payload });
      expect(response.statusCode).toBe(400);
    }
  });

  test('a name too long is refused by its label (the form shows it under the name field), nothing created', async () => {
    const before = await ctx.db.query<{ count: number }>('select count(*)::int as count from shops');
    const payload = { shopInfo: { name: { normal: 'x'.repeat(121) } } };
    const response = await ctx.app.inject({ method: 'POST', url: '/api/shops', headers: bearer(owner.token), payload });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('Shop name must be at most 120 characters');
    expect(await ctx.db.query('select count(*)::int as count from shops')).toEqual(before);
  });

  // the host's Add New Shop dialog and onboarding refuse the same names with the same words (contracts/testing)
  test.each(SHOP_NAME_RULE_CASES)('$name: refused in the words the host forms show', async ({ typed, message: words }) => {
    const payload = { shopInfo: { name: { normal: typed } } };
    const response = await ctx.app.inject({ method: 'POST', url: '/api/shops', headers: bearer(owner.token), payload });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(words);
  });
});

describe('GET /api/users/:userId/shops', () => {
  test('lists only that user’s shops, sorted by name, with the total count, in the contract shape', async () => {
    const user = await createUser(ctx.db);
    for (const name of ['zebra Bar', 'Apple Cart', 'mango Kitchen']) await createShop(ctx.db, user.id, name);
    await createShop(ctx.db, owner.id, 'Not theirs');
    const response = await ctx.app.inject({ url: `/api/users/${user.id}/shops`, headers: bearer(user.token) });
    const body = shopsListResponse.parse(response.json());
    expect(body.count).toBe(3);
    expect(body.shops.map((shop) => shop.name.normal)).toEqual(['Apple Cart', 'mango Kitchen', 'zebra Bar']);

    const page = await ctx.app.inject({
      url: withOptions(`/api/users/${user.id}/shops`, { sort: '-name.normal', limit: 1, skip: 1 }),
      headers: bearer(user.token),
    });
    const paged = shopsListResponse.parse(page.json());
    expect(paged.count).toBe(3);
    expect(paged.shops.map((shop) => shop.name.normal)).toEqual(['mango Kitchen']);

    const populated = await ctx.app.inject({
      url: withOptions(`/api/users/${user.id}/shops`, { populate: 'owner' }),
      headers: bearer(user.token),
    });
    const [first] = shopsListResponse.parse(populated.json()).shops;
    expect(first?.owner).toEqual({ _id: user.id, name: { given: 'Test', family: 'Person' }, profile: { email: user.email } });
  });

  test('options are whitelisted and capped: malformed JSON, unknown keys, sort fields, limit over 1000 are 400', async () => {
    const url = `/api/users/${owner.id}/shops`;
    const malformed = await ctx.app.inject({
      url: `${url}?options=${encodeURIComponent('{limit:')}`,
      headers: bearer(owner.token),
    });
    expect(malformed.statusCode).toBe(400);
    expect(message(malformed)).toBe('Options must be JSON text');
    for (const options of [
      { limit: 1001 },
      { sort: 'settings' },
      { hack: true },
      { populate: 'password' },
      { limit: 0 },
      { skip: -1 },
    ]) {
      const response = await ctx.app.inject({ url: withOptions(url, options), headers: bearer(owner.token) });
      expect(response.statusCode).toBe(400);
    }
    const unknownParam = await ctx.app.inject({ url: `${url}?type=fixed`, headers: bearer(owner.token) });
    expect(unknownParam.statusCode).toBe(400);
    expect(message(unknownParam)).toBe('Unknown field: type');
  });
});

describe('the seed client’s (Mongo) option forms on the shop lists', () => {
  test('GET /api/users/:id/shops answers {"limit":1000,"sort":{"name.normal":1}} like sort "name.normal"', async () => {
    const user = await createUser(ctx.db);
    for (const name of ['zebra Bar', 'Apple Cart', 'mango Kitchen']) await createShop(ctx.db, user.id, name);
    const names = async (options: unknown) => {
      const response = await ctx.app.inject({
        url: withOptions(`/api/users/${user.id}/shops`, options),
        headers: bearer(user.token),
      });
      expect(response.statusCode).toBe(200);
      return shopsListResponse.parse(response.json()).shops.map((shop) => shop.name.normal);
    };
    const ascending = ['Apple Cart', 'mango Kitchen', 'zebra Bar'];
    expect(await names({ limit: 1000, sort: { 'name.normal': 1 } })).toEqual(ascending);
    expect(await names({ limit: 1000, sort: 'name.normal' })).toEqual(ascending);
    expect(await names({ sort: { 'name.normal': -1 } })).toEqual([...ascending].reverse());
    expect(await names({ sort: { createdAt: -1, 'name.normal': 1 } })).toHaveLength(3);
  });

  test.each([
    ['a string', 'owner'],
    ['a list', ['owner']],
    ['a { path } object', { path: 'owner' }],
    ['a list of { path } objects', [{ path: 'owner' }]],
  ])('populate as %s fills the owner on every shop list', async (_label, populate) => {
    for (const url of [`/api/users/${owner.id}/shops`, '/api/admin-shops', '/api/shops']) {
      const token = url === '/api/admin-shops' ? admin.token : owner.token;
      const response = await ctx.app.inject({ url: withOptions(url, { populate, limit: 5 }), headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      const { shops } = shopsListResponse.parse(response.json());
      expect(shops.length).toBeGreaterThan(0);
      for (const shop of shops) expect(shop.owner).toEqual(expect.objectContaining({ _id: expect.any(String) }));
    }
  });

  test('anything off the whitelist stays a 400 with a message, in either form', async () => {
    for (const options of [{ sort: { password: 1 } }, { sort: { 'name.normal': 2 } }, { populate: { path: 'password' } }]) {
      const response = await ctx.app.inject({
        url: withOptions(`/api/users/${owner.id}/shops`, options),
        headers: bearer(owner.token),
      });
      expect(response.statusCode).toBe(400);
      expect(message(response)).toMatch(/^(Sort|Populate|Normal sort direction) /);
    }
  });
});

describe('GET /api/shops (spec 000 §7: options, type default fixed, search)', () => {
  test('a merchant gets their own shops only; an admin gets every shop; type defaults to fixed', async () => {
    const tag = `List${Date.now().toString(36)}`;
    const merchant = await createUser(ctx.db);
    await createShop(ctx.db, merchant.id, `${tag} Cart`);
    await createShop(ctx.db, merchant.id, `${tag} Truck`);
    await ctx.db.query(`update shops set type = 'dynamic' where name = $1`, [`${tag} Truck`]);
    await createShop(ctx.db, owner.id, `${tag} Other`);
    const list = async (token: string, query: string, options: unknown = {}) => {
      const response = await ctx.app.inject({ url: withOptions(`/api/shops?${query}`, options), headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      const body = shopsListResponse.parse(response.json());
      return { count: body.count, names: body.shops.map((shop) => shop.name.normal) };
    };
    expect(await list(merchant.token, `search=${tag}`)).toEqual({ count: 1, names: [`${tag} Cart`] });
    expect(await list(merchant.token, `search=${tag}&type=dynamic`)).toEqual({ count: 1, names: [`${tag} Truck`] });
    expect(await list(admin.token, `search=${tag}`, { sort: { 'name.normal': 1 } })).toEqual({
      count: 2,
      names: [`${tag} Cart`, `${tag} Other`],
    });
    expect(await list(merchant.token, `search=${tag}`, { sort: '-name.normal', limit: 1 })).toEqual({
      count: 1,
      names: [`${tag} Cart`],
    });
  });

  test('no token → 401; bad type or options → 400', async () => {
    expect((await ctx.app.inject({ url: '/api/shops' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/shops?type=boat', headers: bearer(owner.token) })).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ url: withOptions('/api/shops', { limit: 1001 }), headers: bearer(owner.token) })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/admin-shops', () => {
  test('every owner’s shops, searchable by shop or owner, filterable by type, owner populated', async () => {
    const tag = `Admin${Date.now().toString(36)}`;
    const merchant = await createUser(ctx.db);
    await createShop(ctx.db, merchant.id, `${tag} Alpha`);
    await createShop(ctx.db, owner.id, `${tag} Beta`);
    await ctx.db.query(`update shops set type = 'dynamic' where name = $1`, [`${tag} Beta`]);
    const list = (query: string, options: unknown = {}) =>
      ctx.app.inject({ url: withOptions(`/api/admin-shops?${query}`, options), headers: bearer(admin.token) });

    const all = shopsListResponse.parse((await list(`search=${tag}`, { populate: 'owner', sort: '-name.normal' })).json());
    expect(all.count).toBe(2);
    expect(all.shops.map((shop) => shop.name.normal)).toEqual([`${tag} Beta`, `${tag} Alpha`]);
    expect(all.shops[1]?.owner).toMatchObject({ _id: merchant.id, profile: { email: merchant.email } });

    const byObject = shopsListResponse.parse((await list(`search=${tag}`, { sort: { 'name.normal': -1 } })).json());
    expect(byObject.shops.map((shop) => shop.name.normal)).toEqual([`${tag} Beta`, `${tag} Alpha`]);

    const dynamic = shopsListResponse.parse((await list(`search=${tag}&type=dynamic`)).json());
    expect(dynamic.shops.map((shop) => shop.name.normal)).toEqual([`${tag} Beta`]);

    const byOwnerEmail = shopsListResponse.parse((await list(`search=${encodeURIComponent(merchant.email)}`)).json());
    expect(byOwnerEmail.shops.map((shop) => shop.name.normal)).toEqual([`${tag} Alpha`]);

    expect((await list('', { limit: 101 })).statusCode).toBe(400);
    expect((await list('type=boat')).statusCode).toBe(400);
  });
});

describe('GET /api/shops/:shopId', () => {
  test('stripeAccount only when includeStripeAccount is true, from the local payments adapter', async () => {
    const shopId = await createShop(ctx.db, owner.id, 'Payments Test');
    const plain = shopResponse.parse(
      (await ctx.app.inject({ url: `/api/shops/${shopId}`, headers: bearer(owner.token) })).json(),
    );
    expect(plain.stripeAccount).toBeNull();
    const withAccount = await ctx.app.inject({
      url: withOptions(`/api/shops/${shopId}`, { includeStripeAccount: true }),
      headers: bearer(owner.token),
    });
    const body = shopResponse.parse(withAccount.json());
    expect(body.stripeAccount).toEqual({
      id: `acct_local_${shopId}`,
      requirements: { currently_due: ['external_account', 'business_profile.address', 'business_profile.support_phone'] },
    });
    const wrongType = await ctx.app.inject({
      url: withOptions(`/api/shops/${shopId}`, { includeStripeAccount: 'yes' }),
      headers: bearer(owner.token),
    });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('PUT /api/shops/:shopId', () => {
  test('a partial save deep-merges into the stored settings', async () => {
    const shopId = await createShop(ctx.db, owner.id, 'Merge Test', {
      contact: { email: 'a@example.test', phone: '021 555' },
      orderingPreferences: { preparationTime: 10, feePercent: 15, autoAccept: false },
      delivery: { enabled: false, priceTable: [{ title: 'Near', description: 'Under 2 km', fee: 300 }] },
    });
    const response = await put(shopId, {
      shopInfo: {
        orderingPreferences: { autoAccept: true },
        delivery: { radius: 4, priceTable: [] },
        contact: { phone: '+64 21 000' },
      },
    });
    expect(response.statusCode).toBe(200);
    const { shop } = shopWriteResponse.parse(response.json());
    expect(shop.orderingPreferences).toEqual({ preparationTime: 10, feePercent: 15, autoAccept: true });
    expect(shop.delivery).toEqual({ enabled: false, radius: 4, priceTable: [] });
    expect(shop.contact).toEqual({ email: 'a@example.test', phone: '+64 21 000' });
    expect(await getShop(shopId)).toEqual(shop);
  });

  test('name and type are columns; status and owner cannot be set here', async () => {
    const shopId = await createShop(ctx.db, owner.id, 'Rename Me');
    const { shop } = shopWriteResponse.parse(
      (await put(shopId, { shopInfo: { name: { normal: 'Renamed' }, type: 'dynamic' } })).json(),
    );
    expect(shop).toMatchObject({ name: { normal: 'Renamed' }, type: 'dynamic', status: 'Active', owner: owner.id });
    expect((await put(shopId, { shopInfo: { status: 'Deactive' } })).statusCode).toBe(400);
    expect((await put(shopId, { shopInfo: { owner: admin.id } })).statusCode).toBe(400);
  });

  test('shopInfo and options may arrive as JSON text (spec 001 §7)', async () => {
    const shopId = await createShop(ctx.db, owner.id, 'Json Text');
    const response = await put(shopId, {
      shopInfo: JSON.stringify({ notesTitle: 'Kitchen notes' }),
      options: JSON.stringify({ populate: 'owner' }),
    });
    expect(response.statusCode).toBe(200);
    const { shop } = shopWriteResponse.parse(response.json());
    expect(shop.notesTitle).toBe('Kitchen notes');
    expect(shop.owner).toMatchObject({ _id: owner.id });
    const broken = await put(shopId, { shopInfo: '{"notesTitle":' });
    expect(broken.statusCode).toBe(400);
    expect(message(broken)).toBe('shopInfo must be a JSON object or JSON text');
  });

  test('invalid values and unknown fields are 400 with the field in the message', async () => {
    const shopId = await createShop(ctx.db, owner.id, 'Validation');
    const badEmail = await put(shopId, { shopInfo: { contact: { email: 'nope' } } });
    expect(badEmail.statusCode).toBe(400);
    expect(message(badEmail)).toBe('Contact Email must be an e-mail address');
    const unknown = await put(shopId, { shopInfo: { orderingPreferences: { tip: 5 } } });
    expect(message(unknown)).toBe('Unknown field: tip');
    const hour = await put(shopId, { shopInfo: { openingHours: { mondayFrom: { hour: 24, min: 0 } } } });
    expect(hour.statusCode).toBe(400);
  });

  test('admin-only fields: a merchant gets 403 for a change, may resend the current value; an admin may change them', async () => {
    const shopId = await createShop(ctx.db, owner.id, 'Fees');
    const change = await put(shopId, { shopInfo: { orderingPreferences: { feePercent: 5 } } });
    expect(change.statusCode).toBe(403);
    expect(message(change)).toBe('Only an admin can change Order fee %.');
    for (const shopInfo of [
      { orderingPreferences: { legacyUnderSubscription: true } },
      { customerSurcharge: { enabled: true, percent: 2, platforms: ['web'] } },
      { delivery: { displayPlatforms: ['kiosk'] } },
      { pickup: { displayPlatforms: ['embed'] } },
      { dineIn: { displayPlatforms: ['kiosk'] } },
    ]) {
      expect((await put(shopId, { shopInfo })).statusCode).toBe(403);
    }
    // the settings form posts the whole group, including the fee it was shown
    expect((await put(shopId, { shopInfo: { orderingPreferences: { feePercent: 15, preparationTime: 7 } } })).statusCode).toBe(
      200,
    );
    // nothing of the refused saves was stored
    const stored = await getShop(shopId);
    expect(stored.orderingPreferences).toEqual({ preparationTime: 7, feePercent: 15 });
    expect(stored.customerSurcharge).toBeUndefined();

    const byAdmin = await put(
      shopId,
      {
        shopInfo: {
          orderingPreferences: { feePercent: 5 },
          customerSurcharge: { enabled: true, percent: 2, platforms: ['web'] },
        },
      },
      admin.token,
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(shopWriteResponse.parse(byAdmin.json()).shop).toMatchObject({
      orderingPreferences: { feePercent: 5, preparationTime: 7 },
      customerSurcharge: { enabled: true, percent: 2, platforms: ['web'] },
    });
  });

  // Every admin-only field (contracts' ADMIN_ONLY_SHOP_PATHS) refused from a non-admin, one by one, with the
  // field named and nothing stored; the same change saved for an admin.
  const ADMIN_FIELD_CHANGES: Record<(typeof ADMIN_ONLY_SHOP_PATHS)[number], Record<string, unknown>> = {
    'orderingPreferences.feePercent': { orderingPreferences: { feePercent: 7.5 } },
    'orderingPreferences.legacyUnderSubscription': { orderingPreferences: { legacyUnderSubscription: true } },
    customerSurcharge: { customerSurcharge: { enabled: true, percent: 2.5, platforms: ['kiosk', 'web'] } },
    'delivery.displayPlatforms': { delivery: { displayPlatforms: ['marketplace'] } },
    'pickup.displayPlatforms': { pickup: { displayPlatforms: ['embed', 'kiosk'] } },
    'dineIn.displayPlatforms': { dineIn: { displayPlatforms: ['kiosk'] } },
  };
  test.each(ADMIN_ONLY_SHOP_PATHS.map((path) => [path]))(
    'admin-only %s: a merchant is refused (403, field named, nothing stored); an admin saves it',
    async (path) => {
      const shopInfo = ADMIN_FIELD_CHANGES[path];
      const shopId = await createShop(ctx.db, owner.id, `Admin field ${path}`);
      const before = await getShop(shopId);
      const refused = await put(shopId, { shopInfo });
      expect(refused.statusCode).toBe(403);
      expect(message(refused)).toBe(`Only an admin can change ${ADMIN_ONLY_SHOP_LABELS[path]}.`);
      expect(await getShop(shopId)).toEqual(before);

      const byAdmin = await put(shopId, { shopInfo }, admin.token);
      expect(byAdmin.statusCode).toBe(200);
      expect(shopWriteResponse.parse(byAdmin.json()).shop).toMatchObject(shopInfo);
      expect(await getShop(shopId)).toMatchObject(shopInfo);
    },
  );

  test('a body that is not a JSON object is 400', async () => {
    const shopId = await createShop(ctx.db, owner.id, 'Body');
    const text = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}`,
      headers: { ...bearer(owner.token), 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(400);
    expect(message(text)).toBe('The request body must be a JSON object.');
    const array = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}`,
      headers: { ...bearer(owner.token), 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(array.statusCode).toBe(400);
  });

  test('concurrent saves of different sections both survive (row lock around read-merge-write)', async () => {
    const shopId = await createShop(ctx.db, owner.id, 'Concurrent');
    const results = await Promise.all([
      put(shopId, { shopInfo: { notesTitle: 'Notes' } }),
      put(shopId, { shopInfo: { hideFromMap: true } }),
      put(shopId, { shopInfo: { orderingPreferences: { autoAccept: true } } }),
    ]);
    expect(results.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await getShop(shopId)).toMatchObject({
      notesTitle: 'Notes',
      hideFromMap: true,
      orderingPreferences: { autoAccept: true },
    });
  });
});

describe('GET /api/shops/:shopId/summary', () => {
  test('counts per area; ordersToday uses the Pacific/Auckland day', async () => {
    const shopId = await createShop(ctx.db, owner.id, 'Summary');
    const customer = await createUser(ctx.db, { roles: ['consumer'] });
    const categoryId = `cat-${shopId}`;
    await ctx.db.query(`insert into categories (id, shop_id, name, availability) values ($1, $2, 'Coffee', '{}'::jsonb)`, [
      categoryId,
      shopId,
    ]);
    await ctx.db.query(
      `insert into products (id, shop_id, category_id, name, price) values ($1, $2, $3, 'Flat White', 550), ($4, $2, $3, 'Latte', 550)`,
      [`p1-${shopId}`, shopId, categoryId, `p2-${shopId}`],
    );
    const insertOrder = (id: string, ownerId: string | null, createdAt: string) =>
      ctx.db.query(
        `insert into orders (id, shop_id, owner_id, status, order_type, origin, total, total_payment, created_at)
         values ($1, $2, $3, 'completed', 'pickup', 'web', 550, 550, $4::timestamptz)`,
        [id, shopId, ownerId, createdAt],
      );
    await insertOrder(`o1-${shopId}`, customer.id, new Date().toISOString());
    await insertOrder(`o2-${shopId}`, customer.id, new Date(Date.now() - 3 * 86_400_000).toISOString());
    await insertOrder(`o3-${shopId}`, null, new Date().toISOString());

    const response = await ctx.app.inject({ url: `/api/shops/${shopId}/summary`, headers: bearer(owner.token) });
    expect(shopSummary.parse(response.json())).toEqual({
      orders: 3,
      ordersToday: 2,
      customers: 1,
      categories: 1,
      products: 2,
      promoCodes: 0,
      kiosks: 0,
    });
  });
});
