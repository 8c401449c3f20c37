import type { AddressInfo } from 'node:net';
import { signToken } from '../auth/tokens';
import type { Db } from '../db/types';
import { DEMO_ADMIN, DEMO_MERCHANT } from '../seed/demo-data';
import { seedDemoDataOnce } from '../seed/seed';
import { createShop, createTestContext, createUser, TEST_JWT_SECRET, type TestContext, type TestUser } from '../test/app';

/**
 * The route-enumerating permission matrix (issue 16): every route fastify has registered × {no token, bad token,
 * other merchant, owner, admin}. The routes come from the app itself (`app.registeredRoutes`), and each must have a
 * row in ACCESS below, so a new route cannot ship without someone deciding who may call it. The area suites
 * (menu/authz, embed/authz, test/ownership…) check exact answers with real payloads; this one checks the class of
 * answer for every route, and that no refused call changed a single row anywhere.
 */

type Access =
  /** No token needed (sign-in, sign-up, health, token-is-the-permission links). */
  | 'public'
  /** Any signed-in user (their own account, creating their own shop, icons…). */
  | 'signed-in'
  /** The shop's (or the order's, product's…) owner, or an admin. */
  | 'owner'
  /** Admins only. */
  | 'admin'
  /** The guest's own token only. */
  | 'guest'
  /** Ordering: any signed-in person or guest may order at any shop; no token is refused. */
  | 'customer';

const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /platform-plans': 'public',
  'POST /login': 'public',
  'POST /signup': 'public',
  'POST /forgot-password': 'public',
  'POST /forgot-password/:resetToken': 'public',
  'GET /dev/outbox': 'public',
  'POST /guests': 'public',
  'GET /guests/:id': 'guest',
  'GET /api/icon-images/:file': 'public',
  'GET /api/images/:shopId/:file': 'public',
  'GET /api/embed-preview/:token': 'public',
  'GET /api/payments/local/verify/:shopId': 'public',
  'GET /api/payments/local/checkout/:token': 'public',
  'POST /api/payments/local/checkout/:token/complete': 'public',
  'POST /api/shops/:shopId/orders': 'customer',

  'GET /api/icons': 'signed-in',
  'GET /api/shops': 'signed-in',
  'POST /api/shops': 'signed-in',
  'POST /api/my-account/change-password': 'signed-in',

  'GET /api/users': 'admin',
  'GET /api/admin-shops': 'admin',
  'GET /api/users/:userId/audit-log': 'admin',
  'GET /api/shops/:shopId/audit-log': 'admin',
  'PUT /api/users/:userId/clear-cart': 'admin',
  'POST /api/users/:userId/send-password-reset': 'admin',
  'POST /api/shops/:shopId/transfer-to/:userId': 'admin',
  'POST /api/shops/:shopId/stripe-location': 'admin',
  'DELETE /api/shops/:shopId': 'admin',

  'GET /api/users/:userId': 'owner',
  'PUT /api/users/:userId': 'owner',
  'GET /api/users/:userId/shops': 'owner',
  'GET /api/shops/:shopId': 'owner',
  'PUT /api/shops/:shopId': 'owner',
  'GET /api/shops/:shopId/summary': 'owner',
  'PUT /api/shops/:shopId/accepting-orders/:status': 'owner',
  'PUT /api/shops/:shopId/payment': 'owner',
  'GET /api/shops/:shopId/verification-link': 'owner',
  'POST /api/shops/:shopId/subscription-checkout': 'owner',
  'POST /api/shops/:shopId/subscription-checkout/complete': 'owner',
  'GET /api/shops/:shopId/integrations': 'owner',
  'PUT /api/shops/:shopId/integrations/:type': 'owner',
  'GET /api/shops/:shopId/dine-in-links': 'owner',
  'GET /api/shops/:shopId/balance-report': 'owner',
  'GET /api/shops/:shopId/covid19-report': 'owner',
  'GET /api/shops/:shopId/loyalty-report': 'owner',
  'GET /api/shops/:shopId/most-sold-products-report': 'owner',
  'GET /api/shops/:shopId/origin-breakdown-report': 'owner',
  'GET /api/shops/:shopId/payouts-report': 'owner',
  'GET /api/shops/:shopId/products-stock-report': 'owner',
  'GET /api/shops/:shopId/reports': 'owner',
  'GET /api/shops/:shopId/sales-per-hour-report': 'owner',
  'GET /api/shops/:shopId/tomorrow-payout-report': 'owner',
  'GET /api/shops/:shopId/upsell-report': 'owner',
  'GET /api/shops/:shopId/categories': 'owner',
  'PUT /api/shops/:shopId/categories/display-order': 'owner',
  'POST /api/shops/:shopId/categories/:categoryId/sync-products': 'owner',
  'POST /api/shops/:shopId/copy-menu-from/:targetId': 'owner',
  'GET /api/shops/:shopId/menu-export': 'owner',
  'POST /api/shops/:shopId/menu-import': 'owner',
  'POST /api/categories': 'owner',
  'PUT /api/categories/:id': 'owner',
  'DELETE /api/categories/:id': 'owner',
  'PUT /api/categories/:id/options/display-order': 'owner',
  'PUT /api/categories/:id/products/display-order': 'owner',
  'POST /api/products': 'owner',
  'GET /api/products/:id': 'owner',
  'PUT /api/products/:id': 'owner',
  'DELETE /api/products/:id': 'owner',
  'POST /api/options': 'owner',
  'GET /api/options/:id': 'owner',
  'PUT /api/options/:id': 'owner',
  'DELETE /api/options/:id': 'owner',
  'GET /api/shops/:shopId/promo-codes': 'owner',
  'POST /api/shops/:shopId/promo-code': 'owner',
  'PUT /api/promo-codes/:id': 'owner',
  'DELETE /api/promo-codes/:id': 'owner',
  'GET /api/shops/:shopId/embed-key': 'owner',
  'POST /api/shops/:shopId/embed-key': 'owner',
  'PUT /api/shops/:shopId/embed-key': 'owner',
  'POST /api/shops/:shopId/embed-key/preview-link': 'owner',
  'POST /api/shops/:shopId/embed-key/publish': 'owner',
  'GET /api/shops/:shopId/embed-key/versions': 'owner',
  'GET /api/shops/:shopId/embed-key/versions/:version': 'owner',
  'POST /api/shops/:shopId/embed-key/versions/:version/restore': 'owner',
  'GET /api/shops/:shopId/kiosks': 'owner',
  'POST /api/kiosks': 'admin',
  'PUT /api/kiosks/:id': 'owner',
  'DELETE /api/kiosks/:id': 'owner',
  'POST /api/kiosks/:id/publish': 'owner',
  'GET /api/kiosks/:id/versions': 'owner',
  'GET /api/kiosks/:id/versions/:version': 'owner',
  'POST /api/kiosks/:id/versions/:version/restore': 'owner',
  'POST /api/images': 'owner',
  'GET /api/shops/:shopId/orders': 'owner',
  'GET /api/shops/:shopId/order-events': 'owner',
  'GET /api/shops/:shopId/orders-pause': 'owner',
  'PUT /api/shops/:shopId/pause-orders': 'owner',
  'PUT /api/orders/:id/:status': 'owner',
  'PUT /api/orders/:id/line-items/:lineItemId/:status': 'owner',
  'POST /api/orders/:id/resend-receipt': 'owner',
  'PUT /api/orders/:id/seen': 'owner',
  'GET /api/shops/:shopId/customers': 'owner',
  'GET /api/shops/:shopId/customers/:userId/orders': 'owner',
  'GET /api/shops/:shopId/customers/:userId/loyalty-card': 'owner',
  'POST /api/shops/:shopId/customers/:userId/set-loyalty-card': 'owner',
  'POST /api/shops/:shopId/customers/:userId/assign-loyalty-point': 'owner',
  'POST /api/shops/:shopId/customers/:userId/claim-loyalty-points': 'owner',
};

type Caller = 'none' | 'bad' | 'other' | 'owner' | 'admin';
const DENIED_CALLERS: readonly Caller[] = ['none', 'bad', 'other'];

/** What each kind of caller must get, as a check on the status code (the answer's class, not its exact code). */
type Verdict = 'unauthenticated' | 'refused' | 'admitted' | 'answered';
const EXPECTED: Record<Access, Record<Caller, Verdict>> = {
  public: { none: 'answered', bad: 'answered', other: 'answered', owner: 'answered', admin: 'answered' },
  'signed-in': { none: 'unauthenticated', bad: 'unauthenticated', other: 'admitted', owner: 'admitted', admin: 'admitted' },
  customer: { none: 'unauthenticated', bad: 'unauthenticated', other: 'admitted', owner: 'admitted', admin: 'admitted' },
  owner: { none: 'unauthenticated', bad: 'unauthenticated', other: 'refused', owner: 'admitted', admin: 'admitted' },
  admin: { none: 'unauthenticated', bad: 'unauthenticated', other: 'refused', owner: 'refused', admin: 'admitted' },
  guest: { none: 'unauthenticated', bad: 'unauthenticated', other: 'refused', owner: 'refused', admin: 'refused' },
};

function meets(verdict: Verdict, status: number): boolean {
  if (status >= 500) return false;
  switch (verdict) {
    case 'unauthenticated':
      return status === 401;
    case 'refused':
      return status === 403 || status === 404;
    case 'admitted':
      // a 400/409/422 is fine: the caller got past the permission check and met the route's own rules
      return status !== 401 && status !== 403 && status !== 404;
    case 'answered':
      return true;
  }
}

/** The ids a caller's requests use: the owner's things; DELETE and transfer get things of their own per caller. */
interface World {
  owner: TestUser;
  admin: TestUser;
  other: TestUser;
  guest: { id: string; token: string };
  shopId: string;
  secondShopId: string;
  categoryId: string;
  productId: string;
  optionId: string;
  promoCodeId: string;
  kioskId: string;
  orderId: string;
  lineItemId: string;
  customerId: string;
  /** Per caller, for the routes that destroy or give away what they name. */
  disposable: Record<
    Caller,
    { shopId: string; categoryId: string; productId: string; optionId: string; promoCodeId: string; kioskId: string }
  >;
}

const NOW = new Date('2026-03-10T22:30:00Z'); // 11:30 on a Wednesday in Auckland

let ctx: TestContext;
let world: World;
let baseUrl: string;

async function one(db: Db, sql: string, params: unknown[]): Promise<string> {
  const [row] = await db.query<{ id: string }>(sql, params);
  if (!row) throw new Error(`the demo data has no row for: ${sql}`);
  return row.id;
}

async function signedIn(db: Db, email: string): Promise<TestUser> {
  const [row] = await db.query<{ id: string; token_version: number }>('select id, token_version from users where email = $1', [
    email,
  ]);
  if (!row) throw new Error(`no demo user ${email}`);
  const token = await signToken({ userId: row.id, tokenVersion: row.token_version }, TEST_JWT_SECRET);
  return { row: row as never, id: row.id, email, password: '', token };
}

/** A shop of the owner's with one of each thing in it, so a caller's DELETE never takes away another caller's target. */
async function disposableFor(caller: Caller, ownerId: string): Promise<World['disposable'][Caller]> {
  const shopId = await createShop(ctx.db, ownerId, `Disposable ${caller}`);
  // kiosks are created by an admin (spec 001 §6); the rest by the owner
  const post = async (url: string, payload: object, as = world.owner) => {
    const response = await ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${as.token}` }, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, { _id: string }>;
  };
  const categoryId = (await post('/api/categories', { categoryInfo: { shop: shopId, name: 'Tea' } })).category?._id ?? '';
  const productId =
    (await post('/api/products', { productInfo: { category: categoryId, name: 'Green', price: 450 } })).product?._id ?? '';
  const optionId = (await post('/api/options', { optionInfo: { category: categoryId, name: 'Size' } })).option?._id ?? '';
  const kioskId = (await post('/api/kiosks', { kioskInfo: { name: 'Lobby', shop: shopId } }, world.admin)).kiosk?._id ?? '';
  const promo = await post(`/api/shops/${shopId}/promo-code`, { code: '' });
  const promoCodeId = Object.values(promo).find((value) => value && typeof value === 'object' && '_id' in value)?._id ?? '';
  return { shopId, categoryId, productId, optionId, promoCodeId, kioskId };
}

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  await seedDemoDataOnce(ctx.db, { now: NOW });
  const owner = await signedIn(ctx.db, DEMO_MERCHANT.email);
  const admin = await signedIn(ctx.db, DEMO_ADMIN.email);
  const other = await createUser(ctx.db);
  await createShop(ctx.db, other.id, 'Somebody Else');
  const guestResponse = await ctx.app.inject({
    method: 'POST',
    url: '/guests',
    payload: { name: 'Guest Person', email: 'guest@example.test', phone: '021 555 0101' },
  });
  const guestBody = guestResponse.json() as { token: string; guestId: string };
  const shopId = await one(ctx.db, 'select id from shops where owner_id = $1 order by created_at, id limit 1', [owner.id]);
  world = { owner, admin } as World;
  const secondShopId = await one(
    ctx.db,
    'select id from shops where owner_id = $1 and id <> $2 order by created_at, id limit 1',
    [owner.id, shopId],
  );
  const orderId = await one(
    ctx.db,
    `select o.id from orders o where o.shop_id = $1 and o.owner_id is not null
       and exists (select 1 from order_line_items l where l.order_id = o.id) order by o.created_at desc limit 1`,
    [shopId],
  );
  world = {
    owner,
    admin,
    other,
    guest: { id: guestBody.guestId, token: guestBody.token },
    shopId,
    secondShopId,
    categoryId: await one(ctx.db, 'select id from categories where shop_id = $1 order by id limit 1', [shopId]),
    productId: await one(ctx.db, 'select id from products where shop_id = $1 order by id limit 1', [shopId]),
    optionId: await one(ctx.db, 'select id from option_sets where shop_id = $1 order by id limit 1', [shopId]),
    promoCodeId: await one(ctx.db, 'select id from promo_codes where shop_id = $1 order by id limit 1', [shopId]),
    kioskId: await one(ctx.db, 'select id from kiosks where shop_id = $1 order by id limit 1', [shopId]),
    orderId,
    lineItemId: await one(ctx.db, 'select id from order_line_items where order_id = $1 order by id limit 1', [orderId]),
    customerId: await one(ctx.db, 'select owner_id as id from orders where id = $1', [orderId]),
    disposable: {} as World['disposable'],
  };
  for (const caller of ['none', 'bad', 'other', 'owner', 'admin'] as const) {
    world.disposable[caller] = await disposableFor(caller, owner.id);
  }
  // a published kiosk layout, so the version routes have a version 1 to read and restore
  const kiosk = (url: string, payload?: object) =>
    ctx.app.inject({
      method: url.endsWith('publish') ? 'POST' : 'PUT',
      url,
      headers: { authorization: `Bearer ${owner.token}` },
      payload,
    });
  await kiosk(`/api/kiosks/${world.kioskId}`, { kioskInfo: { layoutConfig: { landing: { welcomeMessage: 'Kia ora' } } } });
  expect((await kiosk(`/api/kiosks/${world.kioskId}/publish`)).statusCode).toBe(200);
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

const DESTRUCTIVE = /^(DELETE |POST \/api\/shops\/:shopId\/transfer-to)/;

/** Destructive routes run last, children before parents: a deleted shop takes its categories with it. */
function runOrder(routeKey: string): number {
  if (!DESTRUCTIVE.test(routeKey)) return 0;
  if (routeKey === 'DELETE /api/shops/:shopId') return 4;
  if (routeKey.includes('transfer-to')) return 3;
  if (routeKey === 'DELETE /api/categories/:id') return 2;
  return 1;
}

/** The concrete URL of a route for a caller: real ids of the owner's things, so only permissions can refuse. */
function urlFor(method: string, pattern: string, caller: Caller): string {
  const own = DESTRUCTIVE.test(`${method} ${pattern}`) ? { ...world, ...world.disposable[caller] } : world;
  const values: Record<string, string> = {
    shopId: own.shopId,
    targetId: world.secondShopId,
    categoryId: own.categoryId,
    lineItemId: world.lineItemId,
    version: '1',
    type: 'dnero',
    file: 'missing.jpg',
    token: 'not-a-real-token',
    resetToken: 'not-a-real-token',
  };
  let url = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (name === 'id') {
      if (pattern.startsWith('/guests/')) return world.guest.id;
      const kind = pattern.split('/')[2];
      const byKind: Record<string, string> = {
        categories: own.categoryId,
        products: own.productId,
        options: own.optionId,
        'promo-codes': own.promoCodeId,
        kiosks: own.kioskId,
        orders: world.orderId,
      };
      const id = kind ? byKind[kind] : undefined;
      if (!id) throw new Error(`no id for ${pattern}`);
      return id;
    }
    if (name === 'userId') {
      if (pattern.includes('/customers/')) return world.customerId;
      if (pattern.includes('/transfer-to/')) return world.other.id;
      return world.owner.id;
    }
    if (name === 'status')
      return pattern.includes('/line-items/') ? 'completed' : pattern.includes('accepting-orders') ? 'open' : 'accepted';
    const value = values[name];
    if (!value) throw new Error(`no value for :${name} in ${pattern}`);
    return value;
  });
  if (pattern.endsWith('-report') || pattern.endsWith('/reports')) {
    url += `?start=${encodeURIComponent('2026-03-03T11:00:00.000Z')}&end=${encodeURIComponent('2026-03-10T11:00:00.000Z')}`;
  }
  return url;
}

/** A body that names the owner's shop or category where the route reads them from the body. */
function bodyFor(method: string, pattern: string): object | undefined {
  if (method === 'GET' || method === 'DELETE') return undefined;
  switch (`${method} ${pattern}`) {
    case 'POST /api/categories':
      return { categoryInfo: { shop: world.shopId, name: 'Matrix' } };
    case 'POST /api/products':
      return { productInfo: { category: world.categoryId, name: 'Matrix', price: 100 } };
    case 'POST /api/options':
      return { optionInfo: { category: world.categoryId, name: 'Matrix' } };
    case 'POST /api/kiosks':
      return { kioskInfo: { name: 'Matrix', shop: world.shopId } };
    default:
      return {};
  }
}

function tokenOf(caller: Caller): string | null {
  switch (caller) {
    case 'none':
      return null;
    case 'bad':
      // a well-formed token signed with another secret
      return `${world.owner.token.slice(0, world.owner.token.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    default:
      return world[caller].token;
  }
}

async function call(method: string, pattern: string, caller: Caller, token = tokenOf(caller)): Promise<number> {
  const url = urlFor(method, pattern, caller);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (pattern === '/api/images') {
    const form = new FormData();
    form.set('shopId', world.shopId);
    body = form;
  } else {
    const json = bodyFor(method, pattern);
    if (json) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
  }
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${url}`, { method, headers, body, signal: abort.signal });
  // an admitted event stream never ends by itself: its status is the answer
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) abort.abort();
  else await response.arrayBuffer();
  return response.status;
}

/** Every table's row count and a digest of its rows. */
async function snapshot(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ n: number; h: string | null }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`,
    );
    digest[name] = `${row?.n}:${row?.h}`;
  }
  return digest;
}

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

test('every registered route has a row in the matrix, and every row is a registered route', () => {
  const registered = ctx.app.registeredRoutes.filter((route) => route.method !== 'OPTIONS').map(key);
  expect(registered.length).toBeGreaterThan(100);
  expect(registered.filter((route) => !(route in ACCESS))).toEqual([]);
  expect(Object.keys(ACCESS).filter((route) => !registered.includes(route))).toEqual([]);
});

test('no token, a bad token or another merchant: every route refuses as its row says, and nothing changes', async () => {
  const before = await snapshot(ctx.db);
  const wrong: string[] = [];
  for (const route of ctx.app.registeredRoutes) {
    const access = ACCESS[key(route)];
    if (!access || access === 'public') continue;
    for (const caller of DENIED_CALLERS) {
      const status = await call(route.method, route.url, caller);
      if (!meets(EXPECTED[access][caller], status)) wrong.push(`${key(route)} as ${caller}: ${status}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(await snapshot(ctx.db)).toEqual(before);
}, 120_000);

test('the owner and an admin get past every permission check their row allows (and are refused where not)', async () => {
  const wrong: string[] = [];
  const routes = [...ctx.app.registeredRoutes].sort((a, b) => runOrder(key(a)) - runOrder(key(b)));
  for (const route of routes) {
    const access = ACCESS[key(route)];
    if (!access || access === 'public') continue;
    for (const caller of ['owner', 'admin'] as const) {
      const status = await call(route.method, route.url, caller);
      if (!meets(EXPECTED[access][caller], status)) wrong.push(`${key(route)} as ${caller}: ${status}`);
    }
  }
  expect(wrong).toEqual([]);
}, 120_000);

test('public routes answer every kind of caller without a server error', async () => {
  const wrong: string[] = [];
  for (const route of ctx.app.registeredRoutes) {
    if (ACCESS[key(route)] !== 'public') continue;
    for (const caller of ['none', 'bad', 'owner'] as const) {
      const status = await call(route.method, route.url, caller);
      if (status >= 500) wrong.push(`${key(route)} as ${caller}: ${status}`);
    }
  }
  expect(wrong).toEqual([]);
}, 120_000);

test("a guest's own token reads the guest; a user token does not", async () => {
  expect(await call('GET', '/guests/:id', 'owner', world.guest.token)).toBe(200);
  expect(await call('GET', '/guests/:id', 'owner')).toBe(403);
});
