import {
  type Caller,
  callRoute,
  createRouteWorld,
  routeKey as key,
  type RouteWorld,
  runOrder,
  tableSnapshot,
} from '../test/route-world';

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

const NOW = new Date('2026-03-10T22:30:00Z'); // 11:30 on a Wednesday in Auckland

let world: RouteWorld;

beforeAll(async () => {
  world = await createRouteWorld(NOW);
}, 120_000);

afterAll(async () => {
  await world?.ctx.close();
});

test('every registered route has a row in the matrix, and every row is a registered route', () => {
  const registered = world.ctx.app.registeredRoutes.filter((route) => route.method !== 'OPTIONS').map(key);
  expect(registered.length).toBeGreaterThan(100);
  expect(registered.filter((route) => !(route in ACCESS))).toEqual([]);
  expect(Object.keys(ACCESS).filter((route) => !registered.includes(route))).toEqual([]);
});

test('no token, a bad token or another merchant: every route refuses as its row says, and nothing changes', async () => {
  const before = await tableSnapshot(world.ctx.db);
  const wrong: string[] = [];
  for (const route of world.ctx.app.registeredRoutes) {
    const access = ACCESS[key(route)];
    if (!access || access === 'public') continue;
    for (const caller of DENIED_CALLERS) {
      const status = await callRoute(world, route.method, route.url, caller);
      if (!meets(EXPECTED[access][caller], status)) wrong.push(`${key(route)} as ${caller}: ${status}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(await tableSnapshot(world.ctx.db)).toEqual(before);
}, 120_000);

test('the owner and an admin get past every permission check their row allows (and are refused where not)', async () => {
  const wrong: string[] = [];
  const routes = [...world.ctx.app.registeredRoutes].sort((a, b) => runOrder(key(a)) - runOrder(key(b)));
  for (const route of routes) {
    const access = ACCESS[key(route)];
    if (!access || access === 'public') continue;
    for (const caller of ['owner', 'admin'] as const) {
      const status = await callRoute(world, route.method, route.url, caller);
      if (!meets(EXPECTED[access][caller], status)) wrong.push(`${key(route)} as ${caller}: ${status}`);
    }
  }
  expect(wrong).toEqual([]);
}, 120_000);

test('public routes answer every kind of caller without a server error', async () => {
  const wrong: string[] = [];
  for (const route of world.ctx.app.registeredRoutes) {
    if (ACCESS[key(route)] !== 'public') continue;
    for (const caller of ['none', 'bad', 'owner'] as const) {
      const status = await callRoute(world, route.method, route.url, caller);
      if (status >= 500) wrong.push(`${key(route)} as ${caller}: ${status}`);
    }
  }
  expect(wrong).toEqual([]);
}, 120_000);

test("a guest's own token reads the guest; a user token does not", async () => {
  expect(await callRoute(world, 'GET', '/guests/:id', 'owner', world.guest.token)).toBe(200);
  expect(await callRoute(world, 'GET', '/guests/:id', 'owner')).toBe(403);
});
