import type { AddressInfo } from 'node:net';
import type { Db } from '../db/types';
import { DEMO_ADMIN, DEMO_MERCHANT } from '../seed/demo-data';
import { seedDemoDataOnce } from '../seed/seed';
import { signInternalToken } from '../sessions/internal';
import { createShop, createTestContext, createUser, TEST_JWT_SECRET, type TestContext, type TestUser } from './app';
import { ACCESS_OF_ROUTE } from './route-access';

/**
 * A world for tests that call every registered route (the authz matrix, the fuzz): the demo data, the demo merchant
 * as owner, the demo admin, another merchant with a shop of their own, a guest, real ids of the owner's things for
 * every route parameter, and per caller a disposable shop for the routes that destroy what they name. The app
 * listens on 127.0.0.1 so event streams can be opened and dropped.
 */

export type Caller = 'none' | 'bad' | 'other' | 'owner' | 'admin' | 'manager' | 'staff';
export const CALLERS: readonly Caller[] = ['none', 'bad', 'other', 'owner', 'admin', 'manager', 'staff'];

/** The ids a caller's requests use: the owner's things; DELETE and transfer get things of their own per caller. */
export interface RouteWorld {
  ctx: TestContext;
  baseUrl: string;
  owner: TestUser;
  admin: TestUser;
  other: TestUser;
  /** Members of every shop of the owner's, as manager and as staff (shop_members). */
  manager: TestUser;
  staff: TestUser;
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
    {
      shopId: string;
      categoryId: string;
      productId: string;
      optionId: string;
      promoCodeId: string;
      kioskId: string;
      inviteId: string;
    }
  >;
  /** Per signed-in caller, a second session of theirs: what "Sign out" (DELETE …/sessions/:sessionId) ends. */
  spareSessions: Record<SignedInCaller, string>;
  /** Per signed-in caller, a token of another session of theirs: what the matrix's POST /logout ends. */
  logoutTokens: Record<SignedInCaller, string>;
}

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
  const { token, sessionId } = await signInternalToken(db, TEST_JWT_SECRET, {
    userId: row.id,
    tokenVersion: row.token_version,
    device: 'test',
  });
  return { row: row as never, id: row.id, email, password: '', token, sessionId };
}

/** A shop of the owner's with one of each thing in it, so a caller's DELETE never takes away another caller's target. */
async function disposableFor(
  ctx: TestContext,
  as: { owner: TestUser; admin: TestUser },
  caller: Caller,
): Promise<RouteWorld['disposable'][Caller]> {
  const shopId = await createShop(ctx.db, as.owner.id, `Disposable ${caller}`);
  // kiosks are created by an admin (spec 001 §6); the rest by the owner
  const post = async (url: string, payload: object, by = as.owner) => {
    const response = await ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${by.token}` }, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, { _id: string }>;
  };
  const categoryId = (await post('/api/categories', { categoryInfo: { shop: shopId, name: 'Tea' } })).category?._id ?? '';
  const productId =
    (await post('/api/products', { productInfo: { category: categoryId, name: 'Green', price: 450 } })).product?._id ?? '';
  const optionId = (await post('/api/options', { optionInfo: { category: categoryId, name: 'Size' } })).option?._id ?? '';
  const kioskId = (await post('/api/kiosks', { kioskInfo: { name: 'Lobby', shop: shopId } }, as.admin)).kiosk?._id ?? '';
  const promo = await post(`/api/shops/${shopId}/promo-code`, { code: '' });
  const promoCodeId = Object.values(promo).find((value) => value && typeof value === 'object' && '_id' in value)?._id ?? '';
  const invite = await post(`/api/shops/${shopId}/team`, { email: `invitee-${caller}@example.test`, role: 'staff' });
  const inviteId = (invite.invite as unknown as { id: string }).id;
  return { shopId, categoryId, productId, optionId, promoCodeId, kioskId, inviteId };
}

type SignedInCaller = 'owner' | 'admin' | 'other' | 'manager' | 'staff';
const isSignedInCaller = (caller: Caller): caller is SignedInCaller => caller !== 'none' && caller !== 'bad';

async function spareSession(db: Db, user: TestUser): Promise<string> {
  return (await spareToken(db, user)).sessionId;
}

async function spareToken(db: Db, user: TestUser): Promise<{ token: string; sessionId: string }> {
  const tokenVersion = (user.row as { token_version?: number } | undefined)?.token_version ?? 0;
  return signInternalToken(db, TEST_JWT_SECRET, { userId: user.id, tokenVersion, device: 'spare' });
}

/** `now` pins the API's clock; the demo data is seeded at that instant. */
export async function createRouteWorld(now: Date): Promise<RouteWorld> {
  // no background fold: the fuzz and the matrix compare every table before and after, for longer than its minute
  const ctx = await createTestContext({ now: () => now, rollupFolding: false });
  await seedDemoDataOnce(ctx.db, { now });
  const owner = await signedIn(ctx.db, DEMO_MERCHANT.email);
  const admin = await signedIn(ctx.db, DEMO_ADMIN.email);
  const other = await createUser(ctx.db);
  await createShop(ctx.db, other.id, 'Somebody Else');
  const manager = await createUser(ctx.db);
  const staff = await createUser(ctx.db);
  const guestResponse = await ctx.app.inject({
    method: 'POST',
    url: '/guests',
    payload: { name: 'Guest Person', email: 'guest@example.test', phone: '021 555 0101' },
  });
  const guestBody = guestResponse.json() as { token: string; guestId: string };
  const shopId = await one(ctx.db, 'select id from shops where owner_id = $1 order by created_at, id limit 1', [owner.id]);
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
  const world: RouteWorld = {
    ctx,
    baseUrl: '',
    owner,
    admin,
    other,
    manager,
    staff,
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
    disposable: {} as RouteWorld['disposable'],
    spareSessions: {
      owner: await spareSession(ctx.db, owner),
      admin: await spareSession(ctx.db, admin),
      other: await spareSession(ctx.db, other),
      manager: await spareSession(ctx.db, manager),
      staff: await spareSession(ctx.db, staff),
    },
    logoutTokens: {
      owner: (await spareToken(ctx.db, owner)).token,
      admin: (await spareToken(ctx.db, admin)).token,
      other: (await spareToken(ctx.db, other)).token,
      manager: (await spareToken(ctx.db, manager)).token,
      staff: (await spareToken(ctx.db, staff)).token,
    },
  };
  for (const caller of CALLERS) {
    world.disposable[caller] = await disposableFor(ctx, { owner, admin }, caller);
  }
  // the manager and the staff member belong to every shop of the owner's (disposable ones included)
  await ctx.db.query(
    `insert into shop_members (shop_id, user_id, role)
     select s.id, m.user_id, m.role from shops s
     cross join (values ($2::text, 'manager'), ($3::text, 'staff')) as m (user_id, role)
     where s.owner_id = $1`,
    [owner.id, manager.id, staff.id],
  );
  // a published kiosk layout, so the version routes have a version 1 to read and restore
  const kiosk = (url: string, payload?: object) =>
    ctx.app.inject({
      method: url.endsWith('publish') ? 'POST' : 'PUT',
      url,
      headers: { authorization: `Bearer ${owner.token}` },
      payload,
    });
  await kiosk(`/api/kiosks/${world.kioskId}`, { kioskInfo: { layoutConfig: { landing: { welcomeMessage: 'Kia ora' } } } });
  const published = await kiosk(`/api/kiosks/${world.kioskId}/publish`);
  if (published.statusCode !== 200) throw new Error(`publishing the kiosk layout failed: ${published.body}`);
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  world.baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  return world;
}

export const DESTRUCTIVE = /^(DELETE |POST \/api\/shops\/:shopId\/transfer-to)/;

/**
 * Destructive routes run last, children before parents: a deleted shop takes its categories with it. The caller's own
 * sessions end after everything else: a spare one, then the others, then (logout) the caller's own.
 */
export function runOrder(routeKey: string): number {
  if (routeKey === 'DELETE /api/my-account/sessions/:sessionId') return 5;
  if (routeKey === 'POST /api/my-account/sessions/sign-out-others') return 6;
  if (routeKey === 'POST /logout') return 7;
  if (!DESTRUCTIVE.test(routeKey)) return 0;
  if (routeKey === 'DELETE /api/shops/:shopId') return 4;
  if (routeKey.includes('transfer-to')) return 3;
  if (routeKey === 'DELETE /api/categories/:id') return 2;
  return 1;
}

/** The concrete URL of a route for a caller: real ids of the owner's things, so only permissions can refuse. */
export function urlFor(world: RouteWorld, method: string, pattern: string, caller: Caller): string {
  const own = DESTRUCTIVE.test(`${method} ${pattern}`) ? { ...world, ...world.disposable[caller] } : world;
  const values: Record<string, string> = {
    shopId: own.shopId,
    inviteId: world.disposable[caller].inviteId,
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
    // a spare session of the caller's own, so ending it leaves the caller signed in
    if (name === 'sessionId') return isSignedInCaller(caller) ? world.spareSessions[caller] : 'no-such-session';
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
export function bodyFor(world: RouteWorld, method: string, pattern: string): object | undefined {
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

export function tokenOf(world: RouteWorld, caller: Caller): string | null {
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

/** A caller the route lets through (its row in ACCESS_OF_ROUTE), so a payload reaches the route's own validation. */
export function admittedCaller(method: string, pattern: string): Caller {
  const access = ACCESS_OF_ROUTE[`${method} ${pattern}`];
  if (access === 'public') return 'none';
  if (access === 'admin') return 'admin';
  return 'owner';
}

/** The URL (plus an extra raw query) and the headers of a call to a route as a caller, with a raw JSON body or none. */
function requestOf(
  world: RouteWorld,
  method: string,
  pattern: string,
  caller: Caller,
  { token = tokenOf(world, caller), query, json }: { token?: string | null; query?: string; json?: boolean } = {},
): { url: string; headers: Record<string, string> } {
  let url = urlFor(world, method, pattern, caller);
  if (query !== undefined) url += `${url.includes('?') ? '&' : '?'}${query}`;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json) headers['content-type'] = 'application/json';
  return { url, headers };
}

/** A route called over HTTP with the body bodyFor gives it (an event stream is dropped once it answers). */
export async function callRoute(
  world: RouteWorld,
  method: string,
  pattern: string,
  caller: Caller,
  // POST /logout ends the session of the token it is called with: the matrix ends a spare one, never the caller's own
  token = pattern === '/logout' && isSignedInCaller(caller) ? world.logoutTokens[caller] : tokenOf(world, caller),
): Promise<number> {
  const json = pattern === '/api/images' ? undefined : bodyFor(world, method, pattern);
  const { url, headers } = requestOf(world, method, pattern, caller, { token, json: json !== undefined });
  let body: BodyInit | undefined;
  if (pattern === '/api/images') {
    const form = new FormData();
    form.set('shopId', world.shopId);
    body = form;
  } else if (json) body = JSON.stringify(json);
  const abort = new AbortController();
  const response = await fetch(`${world.baseUrl}${url}`, { method, headers, body, signal: abort.signal });
  // an admitted event stream never ends by itself: its status is the answer
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) abort.abort();
  else await response.arrayBuffer();
  return response.status;
}

/** A route injected as a caller it admits, with a raw body (sent as JSON) and/or a raw query string: the fuzz's call. */
export function injectRoute(world: RouteWorld, method: string, pattern: string, raw: { body?: string; query?: string }) {
  const { url, headers } = requestOf(world, method, pattern, admittedCaller(method, pattern), {
    query: raw.query,
    json: raw.body !== undefined,
  });
  return world.ctx.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(raw.body !== undefined ? { payload: raw.body } : {}),
  });
}

/** Every table's row count and a digest of its rows. */
export async function tableSnapshot(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    // a session's "last seen" is the bearer check's bookkeeping (sessions/liveness.ts), written on any request at most
    // once a minute, reads included: not a change the request made, so it is left out
    const rowText = name === 'sessions' ? '(t.id, t.user_id, t.ended_at, t.ended_reason)::text' : 't::text';
    const [row] = await db.query<{ n: number; h: string | null }>(
      `select count(*)::int as n, md5(coalesce(string_agg(${rowText}, '|' order by ${rowText}), '')) as h from "${name}" t`,
    );
    digest[name] = `${row?.n}:${row?.h}`;
  }
  return digest;
}

export const routeKey = (route: { method: string; url: string }): string => `${route.method} ${route.url}`;
