import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { shopParams } from '@backoffice/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../test/app';
import { registerErrorHandling } from './errors';
import { bodyOf, paramsOf, pickParams, queryOf, registerDeclaredSchemas } from './validate';

/**
 * Each route declares the zod schemas it validates with (`{ schema: { params, querystring, body } }`) and reads its
 * input only through paramsOf / queryOf / bodyOf, which validate with exactly what was declared — so the API contract
 * (http/openapi.ts) cannot drift from validation.
 */

const SRC = path.join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'bench', 'soak'].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * The few places that read a raw request part on purpose, each for a reason validation cannot serve: the JSON-text
 * hook rewrites the body before any route sees it and refuses a NUL in the path or query before any lookup, intake
 * peeks at the kiosk key to know who is calling before it judges the body (a 401 comes before a 400), and the bearer hook peeks at a `callerShop` route's shop id (or a
 * `callerOrder` route's order id) to read the shop's owner and stamp (the order's head) with the caller (the route
 * validates its params itself; the read is used only for that id).
 */
const RAW_READS_ALLOWED: Record<string, RegExp> = {
  'http/json-text-fields.ts': /const body = request\.body;|badText\(request\.(params|query)\)/,
  // the admin-write audit logs what was sent (secrets redacted) after the route validated it
  'admin/shop-writes.ts': /const sent = request\.body;/,
  'orders/intake/routes.ts': /const raw = request\.body as/,
  'auth/authenticate.ts': /const params = request\.params as \{ shopId\?: unknown; id\?: unknown \} \| undefined;/,
  // after a write the route answered 2xx (so validated), its shop's reports read from the primary for a while
  'db/read-routing.ts': /const shopId = \(request\.params as \{ shopId\?: unknown \} \| undefined\)\?\.shopId;/,
};

test('no route reads params, query or body except through its declared schema', () => {
  const offences: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const name = path.relative(SRC, file).split(path.sep).join('/');
    if (name === 'http/validate.ts') continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const raw = /\brequest\.(params|query|body)\b/.test(line) && !RAW_READS_ALLOWED[name]?.test(line);
        const direct = /\bparse(Input|Body)\(/.test(line);
        if (raw || direct) offences.push(`${name}:${index + 1}: ${line.trim()}`);
      });
  }
  expect(offences).toEqual([]);
});

describe('every registered route', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  test('with a path parameter declares its params schema, and each declared part is a zod schema', () => {
    // the docs UI's own files are not part of the contract
    const routes = ctx.app.registeredRoutes.filter((route) => !route.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(80);
    const missing = routes
      .filter((route) => route.url.includes('/:') && !route.schema?.params)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const writesWithoutBody = routes
      .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !route.schema?.body)
      .map((r) => `${r.method} ${r.url}`);
    // the writes that take no body at all (their whole input is the path): each is listed, so a new one is a decision
    expect(writesWithoutBody.sort()).toEqual(
      [
        // multipart (the image file and its fields), read by @fastify/multipart
        'POST /api/images',
        // the caller's own sessions (the bearer token says whose) and the e-mail undo link (its token in the path)
        'POST /logout',
        'POST /api/my-account/sessions/sign-out-others',
        'POST /api/email-change/undo/:token',
        'POST /api/kiosks/:id/publish',
        'POST /api/kiosks/:id/versions/:version/restore',
        'POST /api/payments/local/checkout/:token/complete',
        'POST /api/shops/:shopId/categories/:categoryId/sync-products',
        'POST /api/shops/:shopId/copy-menu-from/:targetId',
        'POST /api/shops/:shopId/customers/:userId/claim-loyalty-points',
        'POST /api/shops/:shopId/embed-key',
        'POST /api/shops/:shopId/embed-key/preview-link',
        'POST /api/shops/:shopId/embed-key/publish',
        'POST /api/shops/:shopId/embed-key/versions/:version/restore',
        // the invite link's token and the bearer are the whole input
        'POST /api/team-invites/:token/accept',
        'PUT /api/orders/:id/:status',
        'PUT /api/orders/:id/line-items/:lineItemId/:status',
        'PUT /api/orders/:id/seen',
      ].sort(),
    );
  });
});

describe('paramsOf / queryOf / bodyOf', () => {
  async function appWith(register: (app: FastifyInstance) => void) {
    const app = Fastify();
    registerErrorHandling(app);
    registerDeclaredSchemas(app);
    register(app);
    await app.ready();
    return app;
  }

  test('validate with the declared schema, after the handler chose to (fastify itself lets everything through)', async () => {
    const calls: string[] = [];
    const app = await appWith((app) =>
      app.put(
        '/shops/:shopId',
        {
          schema: { params: shopParams, querystring: z.strictObject({ q: z.string() }), body: z.strictObject({ n: z.number() }) },
        },
        async (request) => {
          calls.push('handler');
          const { shopId } = paramsOf(request);
          const { q } = queryOf(request);
          const { n } = bodyOf(request);
          return { shopId, q, n };
        },
      ),
    );
    const ok = await app.inject({ method: 'PUT', url: '/shops/5f1e0c9b8a7d6e5f4a3b2c1d?q=x', payload: { n: 1 } });
    expect(ok.json()).toEqual({ shopId: '5f1e0c9b8a7d6e5f4a3b2c1d', q: 'x', n: 1 });
    const bad = await app.inject({ method: 'PUT', url: '/shops/5f1e0c9b8a7d6e5f4a3b2c1d?q=x', payload: { n: 'one' } });
    expect(bad.statusCode).toBe(400);
    expect(calls).toEqual(['handler', 'handler']);
    const notObject = await app.inject({ method: 'PUT', url: '/shops/5f1e0c9b8a7d6e5f4a3b2c1d?q=x', payload: [1] });
    expect(notObject.json()).toEqual({ message: 'The request body must be a JSON object.' });
    await app.close();
  });

  test('a route that reads a part it did not declare fails loudly (500), never validates with something else', async () => {
    const app = await appWith((app) => app.get('/things/:id', async (request) => paramsOf(request)));
    expect((await app.inject({ method: 'GET', url: '/things/1' })).statusCode).toBe(500);
    await app.close();
  });

  test('pickParams validates only the named parameters (access is checked before the rest of the path)', async () => {
    const params = z.strictObject({ id: z.string().length(3), status: z.enum(['open']) });
    const app = await appWith((app) =>
      app.put('/things/:id/:status', { schema: { params } }, async (request) => {
        const { id } = pickParams(request, ['id']);
        if (id !== 'abc') return { refused: id };
        return paramsOf(request);
      }),
    );
    expect((await app.inject({ method: 'PUT', url: '/things/xyz/nope' })).json()).toEqual({ refused: 'xyz' });
    expect((await app.inject({ method: 'PUT', url: '/things/abc/nope' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'PUT', url: '/things/toolong/open' })).statusCode).toBe(400);
    await app.close();
  });

  test('a JSON-schema (non-zod) declaration is refused at start-up', async () => {
    await expect(appWith((app) => app.post('/x', { schema: { body: { type: 'object' } } }, async () => ({})))).rejects.toThrow(
      /zod schema/,
    );
  });
});
