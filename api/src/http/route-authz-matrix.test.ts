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
 * The route-enumerating permission matrix (issue 16): every route fastify has registered × {no token, bad token,
 * other merchant, owner, admin}. The routes come from the app itself (`app.registeredRoutes`), and each must have a
 * row in ACCESS below, so a new route cannot ship without someone deciding who may call it. The area suites
 * (menu/authz, embed/authz, test/ownership…) check exact answers with real payloads; this one checks the class of
 * answer for every route, and that no refused call changed a single row anywhere.
 */

const DENIED_CALLERS: readonly Caller[] = ['none', 'bad', 'other'];

/** What each kind of caller must get, as a check on the status code (the answer's class, not its exact code). */
type Verdict = 'unauthenticated' | 'refused' | 'admitted' | 'answered';
const EXPECTED: Record<Access, Record<Caller, Verdict>> = {
  public: { none: 'answered', bad: 'answered', other: 'answered', owner: 'answered', admin: 'answered' },
  'signed-in': { none: 'unauthenticated', bad: 'unauthenticated', other: 'admitted', owner: 'admitted', admin: 'admitted' },
  customer: { none: 'unauthenticated', bad: 'unauthenticated', other: 'admitted', owner: 'admitted', admin: 'admitted' },
  owner: { none: 'unauthenticated', bad: 'unauthenticated', other: 'refused', owner: 'admitted', admin: 'admitted' },
  admin: { none: 'unauthenticated', bad: 'unauthenticated', other: 'refused', owner: 'refused', admin: 'admitted' },
  'shop-owner-only': { none: 'unauthenticated', bad: 'unauthenticated', other: 'refused', owner: 'admitted', admin: 'refused' },
  guest: { none: 'unauthenticated', bad: 'unauthenticated', other: 'refused', owner: 'refused', admin: 'refused' },
  'own-session': { none: 'unauthenticated', bad: 'unauthenticated', other: 'admitted', owner: 'admitted', admin: 'admitted' },
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
      // another merchant ending their own session is admitted and changes a row; the next test runs those
      if (access === 'own-session' && caller === 'other') continue;
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
