import { createShop, createTestContext, createUser, type TestContext, type TestUser } from './app';

/**
 * The permission matrix (ARCHITECTURE: the API alone decides permissions). Every route × every kind of
 * caller, table-driven: a new route is one row. `other` is a merchant who owns nothing of the owner's.
 */
type Caller = 'none' | 'bad' | 'other' | 'owner' | 'admin';

interface World {
  owner: TestUser;
  shopId: string;
  /** Another shop of the owner's, for DELETE (the admin, last caller, really deletes it). */
  disposableShopId: string;
}

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (world: World) => string;
  body?: (world: World) => unknown;
  expect: Record<Caller, number>;
}

const SHOP_SCOPED = { none: 401, bad: 401, other: 403, owner: 200, admin: 200 } as const;

const RANGE = `?start=${encodeURIComponent('2026-04-05T12:00:00.000Z')}&end=${encodeURIComponent('2026-04-12T12:00:00.000Z')}`;

/** Every report route (spec 000 §7) with a valid query. */
const REPORT_ROUTES: [path: string, query: string, label?: string][] = [
  ['sales-per-hour-report', RANGE],
  ['most-sold-products-report', RANGE],
  ['upsell-report', RANGE],
  ['loyalty-report', RANGE],
  ['origin-breakdown-report', RANGE],
  ['balance-report', ''],
  ['payouts-report', RANGE],
  ['tomorrow-payout-report', ''],
  ['reports', `${RANGE}&status=all&options=${encodeURIComponent('{"type":"orders"}')}`, 'type orders'],
  ['reports', `${RANGE}&options=${encodeURIComponent('{"type":"sales"}')}`, 'type sales'],
  ['reports', `${RANGE}&options=${encodeURIComponent('{"type":"categories"}')}`, 'type categories'],
  ['products-stock-report', `${RANGE}&status=completed`],
  ['covid19-report', RANGE],
];

const ROUTES: RouteCase[] = [
  { name: '/api/users/:userId', method: 'GET', url: (w) => `/api/users/${w.owner.id}`, expect: SHOP_SCOPED },
  { name: '/api/users/:userId/shops', method: 'GET', url: (w) => `/api/users/${w.owner.id}/shops`, expect: SHOP_SCOPED },
  {
    name: '/api/users (admin only)',
    method: 'GET',
    url: () => '/api/users',
    expect: { none: 401, bad: 401, other: 403, owner: 403, admin: 200 },
  },
  {
    name: '/api/admin-shops (admin only)',
    method: 'GET',
    url: () => '/api/admin-shops',
    expect: { none: 401, bad: 401, other: 403, owner: 403, admin: 200 },
  },
  { name: '/api/shops/:shopId', method: 'GET', url: (w) => `/api/shops/${w.shopId}`, expect: SHOP_SCOPED },
  { name: '/api/shops/:shopId/summary', method: 'GET', url: (w) => `/api/shops/${w.shopId}/summary`, expect: SHOP_SCOPED },
  {
    name: '/api/shops/:shopId',
    method: 'PUT',
    url: (w) => `/api/shops/${w.shopId}`,
    body: () => ({ shopInfo: { notesTitle: 'Notes' } }),
    expect: SHOP_SCOPED,
  },
  ...REPORT_ROUTES.map(
    ([path, query, label]): RouteCase => ({
      name: `/api/shops/:shopId/${path}${label ? ` (${label})` : ''}`,
      method: 'GET',
      url: (w) => `/api/shops/${w.shopId}/${path}${query}`,
      expect: SHOP_SCOPED,
    }),
  ),
  {
    name: '/api/shops (anyone signed in creates their own)',
    method: 'POST',
    url: () => '/api/shops',
    body: () => ({ shopInfo: { name: { normal: 'New venue' } } }),
    expect: { none: 401, bad: 401, other: 201, owner: 201, admin: 201 },
  },
  // account and shop actions
  {
    name: '/api/users/:userId',
    method: 'PUT',
    url: (w) => `/api/users/${w.owner.id}`,
    body: () => ({ userInfo: { name: { given: 'Owner' } } }),
    expect: SHOP_SCOPED,
  },
  {
    // acts on the caller's own account only; a wrong current password (400) proves the caller got through
    // without revoking the tokens the other rows use
    name: '/api/my-account/change-password (own account)',
    method: 'POST',
    url: () => '/api/my-account/change-password',
    body: () => ({ currentPassword: 'not-the-password', newPassword: 'matrix-pass-77', confirmPassword: 'matrix-pass-77' }),
    expect: { none: 401, bad: 401, other: 400, owner: 400, admin: 400 },
  },
  {
    name: '/api/shops/:shopId/accepting-orders/:status',
    method: 'PUT',
    url: (w) => `/api/shops/${w.shopId}/accepting-orders/accepting`,
    expect: SHOP_SCOPED,
  },
  {
    name: '/api/shops/:shopId/payment',
    method: 'PUT',
    url: (w) => `/api/shops/${w.shopId}/payment`,
    body: () => ({ shopInfo: { bank_acn: { bank: '12', branch: '3456', account: '1234567', suffix: '00' } } }),
    expect: SHOP_SCOPED,
  },
  {
    name: '/api/shops/:shopId/verification-link',
    method: 'GET',
    url: (w) => `/api/shops/${w.shopId}/verification-link?isNewDashboard=true`,
    expect: SHOP_SCOPED,
  },
  {
    name: '/api/shops/:shopId (admin only)',
    method: 'DELETE',
    url: (w) => `/api/shops/${w.disposableShopId}`,
    expect: { none: 401, bad: 401, other: 403, owner: 403, admin: 200 },
  },
  {
    name: '/forgot-password (public: same answer for everybody)',
    method: 'POST',
    url: () => '/forgot-password',
    body: () => ({ email: 'matrix-nobody@example.test' }),
    expect: { none: 200, bad: 200, other: 200, owner: 200, admin: 200 },
  },
  {
    name: '/api/payments/local/verify/:shopId (public: the one-time token decides)',
    method: 'GET',
    url: (w) => `/api/payments/local/verify/${w.shopId}?token=not-a-real-token`,
    expect: { none: 400, bad: 400, other: 400, owner: 400, admin: 400 },
  },
];

let ctx: TestContext;
let tokens: Record<Caller, string | null>;
let world: World;

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await createUser(ctx.db);
  const other = await createUser(ctx.db);
  const admin = await createUser(ctx.db, { roles: ['admin', 'merchant'] });
  world = {
    owner,
    shopId: await createShop(ctx.db, owner.id),
    disposableShopId: await createShop(ctx.db, owner.id, 'Disposable'),
  };
  tokens = { none: null, bad: 'not.a.jwt', other: other.token, owner: owner.token, admin: admin.token };
});
afterAll(async () => {
  await ctx.close();
});

const CALLERS: Caller[] = ['none', 'bad', 'other', 'owner', 'admin'];

describe.each(ROUTES)('$method $name', (route) => {
  test.each(CALLERS)('%s', async (caller) => {
    const token = tokens[caller];
    const body = route.body?.(world);
    const response = await ctx.app.inject({
      method: route.method,
      url: route.url(world),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    expect({ caller, status: response.statusCode }).toEqual({ caller, status: route.expect[caller] });
    const json = response.json() as { message?: unknown };
    if (response.statusCode >= 400) expect(typeof json.message).toBe('string');
  });
});

test('a shop that does not exist is 404 for its would-be owner and for an admin', async () => {
  for (const token of [tokens.owner, tokens.admin]) {
    const response = await ctx.app.inject({ url: '/api/shops/no-such-shop', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(404);
  }
});
