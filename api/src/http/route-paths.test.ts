import type { z } from 'zod';
import { createTestContext, type TestContext } from '../test/app';

/**
 * Spec 001 §7 writes some paths with a trailing slash (`POST /api/categories/`) and says a write's `options` are sent
 * as JSON text. Swept over fastify's own route table, so a new route is covered the day it is added: every route
 * answers with and without the slash alike (one router setting, app.ts), and every write route's body takes the
 * optional `options`.
 */

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rollupFolding: false });
});
afterAll(async () => {
  await ctx?.close();
});

function routes() {
  // the docs UI's own files are not part of the contract
  return ctx.app.registeredRoutes.filter((route) => !route.url.startsWith('/api/docs'));
}

/** A path of the route with each parameter filled (an id of the right form that names nothing). */
function concrete(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === 'status' ? 'accepted' : '5f1e0c9b8a7d6e5f4a3b2c1d'));
}

test('every route answers the same with and without a trailing slash', async () => {
  const list = routes();
  expect(list.length).toBeGreaterThan(80);
  const differing: string[] = [];
  for (const route of list) {
    const path = concrete(route.url);
    if (path.endsWith('/') || path.endsWith('*')) continue;
    const method = route.method as 'GET';
    const plain = await ctx.app.inject({ method, url: path });
    const slashed = await ctx.app.inject({ method, url: `${path}/` });
    const message = (answer: { body: string }) => answer.body.slice(0, 200);
    if (slashed.statusCode !== plain.statusCode || message(slashed) !== message(plain))
      differing.push(`${route.method} ${route.url}: ${plain.statusCode} / ${slashed.statusCode} ${slashed.body.slice(0, 80)}`);
  }
  expect(differing).toEqual([]);
});

test("the spec's own slashed paths reach their routes (POST /api/categories/ and the like)", async () => {
  for (const url of ['/api/categories/', '/api/products/', '/api/options/', '/api/kiosks/']) {
    const answer = await ctx.app.inject({ method: 'POST', url, payload: {} });
    expect([url, answer.statusCode]).toEqual([url, 401]);
  }
});

/** Whether a zod failure is about `options` (an issue under it, or it named as an unknown field). */
function aboutOptions(result: { success: boolean; error?: z.ZodError }): boolean {
  return (result.error?.issues ?? []).some(
    (issue) =>
      issue.path[0] === 'options' ||
      (issue.code === 'unrecognized_keys' && issue.keys.includes('options')) ||
      issue.message.includes('options'),
  );
}

/**
 * Our own form of a menu write sends the product's fields themselves, and a product HAS a field named `options` (its
 * option sets); there the write's `options` goes beside the spec's envelope (`{ productInfo, options }`).
 */
const ENVELOPE_WHERE_OPTIONS_IS_A_FIELD: Record<string, string> = { 'PUT /api/products/:id': 'productInfo' };

test('every write route with a body takes an optional `options` (an object or its JSON text), and checks it', () => {
  const refusing: string[] = [];
  const ignoring: string[] = [];
  for (const route of routes().filter((r) => WRITES.includes(r.method) && r.schema?.body)) {
    const schema = route.schema?.body as z.ZodType;
    const envelope = ENVELOPE_WHERE_OPTIONS_IS_A_FIELD[`${route.method} ${route.url}`];
    const body = {
      safeParse: (value: Record<string, unknown>) => schema.safeParse(envelope ? { [envelope]: {}, ...value } : value),
    };
    // the JSON-text hook (json-text-fields.ts) has turned `"{}"` into `{}` before a schema sees it; test both anyway
    if (aboutOptions(body.safeParse({ options: {} })) || aboutOptions(body.safeParse({ options: '{}' })))
      refusing.push(`${route.method} ${route.url}`);
    if (!aboutOptions(body.safeParse({ options: { surelyNotAnOption: 1 } }))) ignoring.push(`${route.method} ${route.url}`);
  }
  expect({ refusing, ignoring }).toEqual({ refusing: [], ignoring: [] });
});
