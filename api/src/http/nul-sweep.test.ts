import { z } from 'zod';
import { admittedCaller, type Caller, createRouteWorld, type RouteWorld, routeKey, tokenOf, urlFor } from '../test/route-world';

/**
 * The route-table sweep: every route fastify registered, with each path id replaced by a NUL-laden or
 * otherwise invalid id, and each declared query field set to a NUL, as a caller the route admits and as nobody. No
 * answer may be a 5xx (PostgreSQL refuses a NUL in text, so an unchecked NUL reached the database as a 500); a NUL is
 * refused with 400 and a message, an id that names nothing is a 404 (or the route's own 400/401/403).
 */

const NOW = new Date('2026-03-10T22:30:00Z');

/** Ids a caller can type: each must be answered without a 5xx. */
const BAD_IDS = ['%00', 'abc%00def', '%2500', 'x'.repeat(300), '%E2%80%AE%F0%9F%92%A9', "1'%20or%20'1'='1", '..%2F..', '-1'];

let world: RouteWorld;

beforeAll(async () => {
  world = await createRouteWorld(NOW);
}, 120_000);

afterAll(async () => {
  await world?.ctx.close();
});

function queryKeys(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

async function call(method: string, url: string, caller: Caller): Promise<{ status: number; body: string }> {
  const token = tokenOf(world, caller);
  if (url.includes('/order-events')) {
    // an admitted event stream never ends: over HTTP, its status is the answer
    const abort = new AbortController();
    const response = await fetch(`${world.baseUrl}${url}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: abort.signal,
    });
    const streaming = response.headers.get('content-type')?.startsWith('text/event-stream');
    const body = streaming ? '' : await response.text();
    abort.abort();
    return { status: response.status, body };
  }
  const response = await world.ctx.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
  });
  return { status: response.statusCode, body: response.body };
}

test('NUL and invalid ids in every path parameter and NUL in every query field: no 5xx, a NUL is a 400 with a message', async () => {
  const failures: string[] = [];
  const routes = world.ctx.app.registeredRoutes.filter((route) => !route.url.startsWith('/api/docs'));
  let sent = 0;
  for (const route of routes) {
    const key = routeKey(route);
    const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
    const admitted = admittedCaller(route.method, route.url);
    const goodUrl = urlFor(world, route.method, route.url, admitted);
    const [goodPath, goodQuery] = goodUrl.split('?') as [string, string | undefined];
    const urls: Array<{ url: string; nul: boolean }> = [];
    for (const param of params) {
      for (const bad of BAD_IDS) {
        // the same URL as the good one, with only this parameter replaced
        const segments = route.url.split('/');
        const at = segments.indexOf(`:${param}`);
        const path = goodPath
          .split('/')
          .map((segment, i) => (i === at ? bad : segment))
          .join('/');
        urls.push({ url: goodQuery ? `${path}?${goodQuery}` : path, nul: bad.includes('%00') });
      }
    }
    for (const field of queryKeys(route.schema?.querystring)) {
      urls.push({ url: `${goodPath}?${goodQuery ? `${goodQuery}&` : ''}${field}=a%00b`, nul: true });
    }
    if (route.method === 'GET') urls.push({ url: `${goodPath}?search=%00`, nul: true });
    for (const { url, nul } of urls) {
      for (const caller of new Set<Caller>([admitted, 'none'])) {
        sent += 1;
        const { status, body } = await call(route.method, url, caller);
        if (status >= 500) failures.push(`${key} as ${caller}: ${url} → ${status} ${body.slice(0, 120)}`);
        else if (nul && status !== 400) failures.push(`${key} as ${caller}: ${url} → ${status} (a NUL is a 400)`);
      }
    }
  }
  expect(sent).toBeGreaterThan(500);
  expect(failures).toEqual([]);
}, 240_000);

test('a NUL in a path id or a search is a 400 that says so', async () => {
  const owner = world.owner.token;
  for (const url of [`/api/shops/%00/summary`, `/api/shops/${world.shopId}/customers?search=%00`]) {
    const response = await world.ctx.app.inject({ url, headers: { authorization: `Bearer ${owner}` } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/NUL/) });
  }
  const publicVerify = await world.ctx.app.inject({ url: '/api/payments/local/verify/%00?token=x' });
  expect(publicVerify.statusCode).toBe(400);
});
