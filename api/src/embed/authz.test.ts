import { bearer, createShop, createTestContext, createUser, type TestContext, type TestUser } from '../test/app';

/**
 * Permission matrix of every embed-key and kiosk route: each route × each kind of caller. `other` is a
 * merchant who owns nothing of the owner's. Routes that change state get a shop / kiosk of their own per caller,
 * so the order of the callers does not decide the answer.
 */
type Caller = 'none' | 'bad' | 'other' | 'owner' | 'admin';
const CALLERS: Caller[] = ['none', 'bad', 'other', 'owner', 'admin'];

interface World {
  /** A shop of the owner's with no embed key, one per caller (POST creates the key). */
  bareShop: Record<Caller, string>;
  /** A shop of the owner's with a key, one published version and an unpublished draft change, one per caller. */
  keyShop: Record<Caller, string>;
  /** A kiosk of the owner's shop, one per caller (DELETE removes it). */
  kiosk: Record<Caller, string>;
  /** A kiosk with one published layout version and an unpublished draft change, one per caller. */
  layoutKiosk: Record<Caller, string>;
}

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (world: World, caller: Caller) => string;
  body?: (world: World, caller: Caller) => Record<string, unknown>;
  expect: Record<Caller, number>;
}

const SCOPED = { none: 401, bad: 401, other: 403, owner: 200, admin: 200 } as const;
const SCOPED_CREATE = { none: 401, bad: 401, other: 403, owner: 201, admin: 201 } as const;
const ADMIN_CREATE = { none: 401, bad: 401, other: 403, owner: 403, admin: 201 } as const;

const ROUTES: RouteCase[] = [
  {
    name: '/api/shops/:shopId/embed-key',
    method: 'POST',
    url: (w, c) => `/api/shops/${w.bareShop[c]}/embed-key`,
    expect: SCOPED_CREATE,
  },
  { name: '/api/shops/:shopId/embed-key', method: 'GET', url: (w, c) => `/api/shops/${w.keyShop[c]}/embed-key`, expect: SCOPED },
  {
    name: '/api/shops/:shopId/embed-key',
    method: 'PUT',
    url: (w, c) => `/api/shops/${w.keyShop[c]}/embed-key`,
    body: () => ({ keyInfo: JSON.stringify({ general: { hideZeroCostPricing: true } }) }),
    expect: SCOPED,
  },
  {
    name: '/api/shops/:shopId/embed-key/publish',
    method: 'POST',
    url: (w, c) => `/api/shops/${w.keyShop[c]}/embed-key/publish`,
    expect: SCOPED,
  },
  {
    name: '/api/shops/:shopId/embed-key/versions',
    method: 'GET',
    url: (w, c) => `/api/shops/${w.keyShop[c]}/embed-key/versions`,
    expect: SCOPED,
  },
  {
    name: '/api/shops/:shopId/embed-key/versions/:version',
    method: 'GET',
    url: (w, c) => `/api/shops/${w.keyShop[c]}/embed-key/versions/1`,
    expect: SCOPED,
  },
  {
    name: '/api/shops/:shopId/embed-key/versions/:version/restore',
    method: 'POST',
    url: (w, c) => `/api/shops/${w.keyShop[c]}/embed-key/versions/1/restore`,
    expect: SCOPED,
  },
  {
    name: '/api/shops/:shopId/embed-key/preview-link',
    method: 'POST',
    url: (w, c) => `/api/shops/${w.keyShop[c]}/embed-key/preview-link`,
    expect: SCOPED,
  },
  { name: '/api/shops/:shopId/kiosks', method: 'GET', url: (w) => `/api/shops/${w.keyShop.owner}/kiosks`, expect: SCOPED },
  {
    name: '/api/kiosks (admin only)',
    method: 'POST',
    url: () => '/api/kiosks',
    body: (w) => ({ kioskInfo: { name: 'Lobby', shop: w.keyShop.owner } }),
    expect: ADMIN_CREATE,
  },
  {
    name: '/api/kiosks/:id',
    method: 'PUT',
    url: (w, c) => `/api/kiosks/${w.kiosk[c]}`,
    body: () => ({ kioskInfo: { allowPayInCash: true } }),
    expect: SCOPED,
  },
  { name: '/api/kiosks/:id', method: 'DELETE', url: (w, c) => `/api/kiosks/${w.kiosk[c]}`, expect: SCOPED },
  {
    name: '/api/kiosks/:id/publish',
    method: 'POST',
    url: (w, c) => `/api/kiosks/${w.layoutKiosk[c]}/publish`,
    expect: SCOPED,
  },
  { name: '/api/kiosks/:id/versions', method: 'GET', url: (w, c) => `/api/kiosks/${w.layoutKiosk[c]}/versions`, expect: SCOPED },
  {
    name: '/api/kiosks/:id/versions/:version',
    method: 'GET',
    url: (w, c) => `/api/kiosks/${w.layoutKiosk[c]}/versions/1`,
    expect: SCOPED,
  },
  {
    name: '/api/kiosks/:id/versions/:version/restore',
    method: 'POST',
    url: (w, c) => `/api/kiosks/${w.layoutKiosk[c]}/versions/1/restore`,
    expect: SCOPED,
  },
];

let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;
let tokens: Record<Caller, string | null>;
let world: World;

async function call(method: RouteCase['method'], url: string, token: string, payload?: Record<string, unknown>) {
  const response = await ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown>;
}

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date('2026-05-04T01:00:00.000Z') });
  owner = await createUser(ctx.db);
  const other = await createUser(ctx.db);
  admin = await createUser(ctx.db, { roles: ['admin', 'merchant'] });
  tokens = { none: null, bad: 'not.a.jwt', other: other.token, owner: owner.token, admin: admin.token };
  const perCaller = async <T>(make: (caller: Caller) => Promise<T>) =>
    Object.fromEntries(await Promise.all(CALLERS.map(async (c) => [c, await make(c)] as const))) as Record<Caller, T>;
  world = {
    bareShop: await perCaller((c) => createShop(ctx.db, owner.id, `Bare ${c}`)),
    keyShop: await perCaller(async (c) => {
      const shopId = await createShop(ctx.db, owner.id, `Keyed ${c}`);
      await call('POST', `/api/shops/${shopId}/embed-key`, owner.token);
      await call('POST', `/api/shops/${shopId}/embed-key/publish`, owner.token);
      await call('PUT', `/api/shops/${shopId}/embed-key`, owner.token, {
        keyInfo: { layoutConfig: { menu: { productsColumns: 2 } } },
      });
      return shopId;
    }),
    kiosk: {} as Record<Caller, string>,
    layoutKiosk: {} as Record<Caller, string>,
  };
  world.kiosk = await perCaller(async (c) => {
    const json = await call('POST', '/api/kiosks', admin.token, { kioskInfo: { name: `Kiosk ${c}`, shop: world.keyShop.owner } });
    return (json.kiosk as { _id: string })._id;
  });
  world.layoutKiosk = await perCaller(async (c) => {
    const json = await call('POST', '/api/kiosks', admin.token, {
      kioskInfo: { name: `Styled ${c}`, shop: world.keyShop.owner },
    });
    const id = (json.kiosk as { _id: string })._id;
    await call('PUT', `/api/kiosks/${id}`, owner.token, { kioskInfo: { layoutConfig: { menu: { productsColumns: 2 } } } });
    await call('POST', `/api/kiosks/${id}/publish`, owner.token);
    await call('PUT', `/api/kiosks/${id}`, owner.token, { kioskInfo: { layoutConfig: { menu: { productsColumns: 4 } } } });
    return id;
  });
});
afterAll(async () => {
  await ctx.close();
});

describe.each(ROUTES)('$method $name', (route) => {
  test.each(CALLERS)('%s', async (caller) => {
    const token = tokens[caller];
    const body = route.body?.(world, caller);
    const response = await ctx.app.inject({
      method: route.method,
      url: route.url(world, caller),
      headers: token ? bearer(token) : {},
      ...(body === undefined ? {} : { payload: body }),
    });
    expect({ caller, status: response.statusCode }).toEqual({ caller, status: route.expect[caller] });
    if (response.statusCode >= 400) expect(typeof (response.json() as { message?: unknown }).message).toBe('string');
  });
});

test('a kiosk or shop that does not exist is 404, for the owner and an admin', async () => {
  for (const token of [owner.token, admin.token]) {
    for (const [method, url] of [
      ['GET', '/api/shops/no-such-shop/embed-key'],
      ['GET', '/api/shops/no-such-shop/kiosks'],
      ['PUT', '/api/kiosks/no-such-kiosk'],
      ['DELETE', '/api/kiosks/no-such-kiosk'],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(method === 'PUT' ? { payload: { kioskInfo: { name: 'x' } } } : {}),
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  }
});
