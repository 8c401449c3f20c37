import { can, PERMISSION_NAMES, type Permission, type ShopRole } from '@backoffice/contracts';
import { ACCESS_OF_ROUTE as ACCESS, type Access } from '../test/route-access';
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
 * The route-enumerating permission matrix: every route fastify has registered × {no token, bad token, other merchant
 * (a stranger to the shop), owner, manager, staff, admin}. A shop-scoped route's row names the permission it needs
 * (`shop:orders.act`), and the owner, manager and staff are expected to get past it exactly when the permission table
 * in contracts (`can`) says their role may. The routes come from the app itself (`app.registeredRoutes`), and each must have a
 * row in ACCESS below, so a new route cannot ship without someone deciding who may call it. The area suites
 * (menu/authz, embed/authz, test/ownership…) check exact answers with real payloads; this one checks the class of
 * answer for every route, and that no refused call changed a single row anywhere.
 */

const DENIED_CALLERS: readonly Caller[] = ['none', 'bad', 'other'];

/** What each kind of caller must get, as a check on the status code (the answer's class, not its exact code). */
type Verdict = 'unauthenticated' | 'refused' | 'admitted' | 'answered';
const ANY_SIGNED_IN = {
  none: 'unauthenticated',
  bad: 'unauthenticated',
  other: 'admitted',
  owner: 'admitted',
  admin: 'admitted',
} as const;
const EXPECTED: Record<Exclude<Access, `shop:${string}`>, Record<Caller, Verdict>> = {
  public: {
    none: 'answered',
    bad: 'answered',
    other: 'answered',
    owner: 'answered',
    admin: 'answered',
    manager: 'answered',
    staff: 'answered',
  },
  'signed-in': { ...ANY_SIGNED_IN, manager: 'admitted', staff: 'admitted' },
  customer: { ...ANY_SIGNED_IN, manager: 'admitted', staff: 'admitted' },
  // `:userId` is the owner's: the owner's own account
  self: {
    none: 'unauthenticated',
    bad: 'unauthenticated',
    other: 'refused',
    owner: 'admitted',
    admin: 'admitted',
    manager: 'refused',
    staff: 'refused',
  },
  admin: {
    none: 'unauthenticated',
    bad: 'unauthenticated',
    other: 'refused',
    owner: 'refused',
    admin: 'admitted',
    manager: 'refused',
    staff: 'refused',
  },
  'shop-owner-only': {
    none: 'unauthenticated',
    bad: 'unauthenticated',
    other: 'refused',
    owner: 'admitted',
    admin: 'refused',
    manager: 'refused',
    staff: 'refused',
  },
  guest: {
    none: 'unauthenticated',
    bad: 'unauthenticated',
    other: 'refused',
    owner: 'refused',
    admin: 'refused',
    manager: 'refused',
    staff: 'refused',
  },
  // the caller's own sessions: run last, with a spare session where one is named (test/route-world.ts)
  'own-session': { ...ANY_SIGNED_IN, manager: 'admitted', staff: 'admitted' },
  // a made-up token: any signed-in caller gets its 404, never a 5xx
  invitee: {
    none: 'unauthenticated',
    bad: 'unauthenticated',
    other: 'answered',
    owner: 'answered',
    admin: 'answered',
    manager: 'answered',
    staff: 'answered',
  },
};

const ROLE_OF: Partial<Record<Caller, ShopRole>> = { owner: 'owner', manager: 'manager', staff: 'staff' };

/** The permission a shop-scoped row names, or null for the other kinds of access. */
function permissionOf(access: Access): Permission | null {
  return access.startsWith('shop:') ? (access.slice('shop:'.length) as Permission) : null;
}

/** What `caller` must get from a route with this access: for a shop-scoped one, the permission table decides. */
function expected(access: Access, caller: Caller): Verdict {
  const permission = permissionOf(access);
  if (permission === null) return EXPECTED[access as keyof typeof EXPECTED][caller];
  if (caller === 'none' || caller === 'bad') return 'unauthenticated';
  if (caller === 'admin') return 'admitted';
  return can(ROLE_OF[caller], permission) ? 'admitted' : 'refused';
}

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

/**
 * A shop-scoped route states its permission with the route (`config.shopPermission`, shops/shop-guard.ts), and the
 * guard checks the caller against that declaration with the one rule (shops/access.ts): no handler passes a
 * permission of its own, so what a route declares is what it checks, and that is its row here.
 */
test('every shop route declares the permission its row names (shops/shop-guard.ts)', () => {
  const wrong: string[] = [];
  const undeclared: string[] = [];
  for (const route of world.ctx.app.registeredRoutes) {
    const access = ACCESS[key(route)];
    const permission = access ? permissionOf(access) : null;
    const declared = route.shopPermission;
    if (declared === undefined) {
      if (permission) undeclared.push(key(route));
      continue;
    }
    // an admin-only route may still check the shop it names (creating a kiosk): admins pass every shop check; an
    // owner-only route checks the caller is a member (shop.view) before it asks whether they own the shop
    const memberFirst = access === 'shop-owner-only' && declared === 'shop.view';
    const matches =
      declared === 'per request' ? permission !== null : declared === permission || access === 'admin' || memberFirst;
    if (!matches) wrong.push(`${key(route)} declares ${declared}, its row says ${access}`);
  }
  expect(wrong).toEqual([]);
  expect(undeclared).toEqual([]);
});

test('no token, a bad token or another merchant: every route refuses as its row says, and nothing changes', async () => {
  const before = await tableSnapshot(world.ctx.db);
  const wrong: string[] = [];
  for (const route of world.ctx.app.registeredRoutes) {
    const access = ACCESS[key(route)];
    if (!access || access === 'public') continue;
    for (const caller of DENIED_CALLERS) {
      // another merchant ending their own session is admitted and changes a row; the next test runs those
      if (access === 'own-session' && caller === 'other') continue;
      const status = await callRoute(world, route.method, route.url, caller);
      if (!meets(expected(access, caller), status)) wrong.push(`${key(route)} as ${caller}: ${status}`);
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
      if (!meets(expected(access, caller), status)) wrong.push(`${key(route)} as ${caller}: ${status}`);
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

test('every permission of the table guards at least one route (transfer and delete are admin routes today)', () => {
  const used = new Set(Object.values(ACCESS).map(permissionOf));
  const unused = PERMISSION_NAMES.filter((permission) => !used.has(permission));
  expect(unused).toEqual(['shop.transfer', 'shop.delete']);
});

test('manager and staff: every route their role lacks refuses them, and nothing changes', async () => {
  const before = await tableSnapshot(world.ctx.db);
  const wrong: string[] = [];
  let refusals = 0;
  for (const route of world.ctx.app.registeredRoutes) {
    const access = ACCESS[key(route)];
    if (!access) continue;
    for (const caller of ['manager', 'staff'] as const) {
      const verdict = expected(access, caller);
      if (verdict !== 'refused') continue;
      refusals += 1;
      const status = await callRoute(world, route.method, route.url, caller);
      if (!meets(verdict, status)) wrong.push(`${key(route)} as ${caller}: ${status}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(refusals).toBeGreaterThan(60);
  expect(await tableSnapshot(world.ctx.db)).toEqual(before);
}, 120_000);

test('manager and staff get past every permission check their role has', async () => {
  const wrong: string[] = [];
  const routes = [...world.ctx.app.registeredRoutes].sort((a, b) => runOrder(key(a)) - runOrder(key(b)));
  for (const route of routes) {
    const access = ACCESS[key(route)];
    if (!access) continue;
    for (const caller of ['manager', 'staff'] as const) {
      const verdict = expected(access, caller);
      if (verdict !== 'admitted') continue;
      const status = await callRoute(world, route.method, route.url, caller);
      if (!meets(verdict, status)) wrong.push(`${key(route)} as ${caller}: ${status}`);
    }
  }
  expect(wrong).toEqual([]);
}, 120_000);

test("a guest's own token reads the guest; a user token does not", async () => {
  expect(await callRoute(world, 'GET', '/guests/:id', 'owner', world.guest.token)).toBe(200);
  expect(await callRoute(world, 'GET', '/guests/:id', 'owner')).toBe(403);
});
