import { createShop, createTestContext, createUser, type TestContext, type TestUser } from './app';

/**
 * The permission matrix (ARCHITECTURE: the API alone decides permissions). Every route × every kind of
 * caller, table-driven: a new route is one row. `other` is a merchant who owns nothing of the owner's.
 */
type Caller = 'none' | 'bad' | 'other' | 'owner' | 'admin';

interface World {
  owner: TestUser;
  shopId: string;
}

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: (world: World) => string;
  body?: (world: World) => unknown;
  expect: Record<Caller, number>;
}

const SHOP_SCOPED = { none: 401, bad: 401, other: 403, owner: 200, admin: 200 } as const;

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
  {
    name: '/api/shops (anyone signed in creates their own)',
    method: 'POST',
    url: () => '/api/shops',
    body: () => ({ shopInfo: { name: { normal: 'New venue' } } }),
    expect: { none: 401, bad: 401, other: 201, owner: 201, admin: 201 },
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
  world = { owner, shopId: await createShop(ctx.db, owner.id) };
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
