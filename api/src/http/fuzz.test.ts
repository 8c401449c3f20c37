import { z } from 'zod';
import type { RegisteredRoute } from '../app';
import { badBodies, badQueries, type JsonSchema, type QueryPlan } from '../test/fuzz-payloads';
import { ACCESS_OF_ROUTE } from '../test/route-access';
import { type Caller, createRouteWorld, type RouteWorld, routeKey, tableSnapshot, tokenOf, urlFor } from '../test/route-world';
import { toJsonSchema } from './openapi';

/**
 * The fuzz (issue 16): every POST/PUT/PATCH route fastify has registered gets ≥ 200 bad bodies generated from ITS
 * declared body schema (test/fuzz-payloads.ts: a wrong type per field, each required field missing, huge strings,
 * deep nesting, prototype-pollution keys, unicode oddities, unknown keys, non-objects), from a caller the route
 * admits, so the payload reaches validation. Every GET route gets ≥ 200 bad query strings from its declared
 * querystring schema (the JSON-text `options` from the schema of the object it spells). Nothing may answer ≥ 500, and
 * no refused write may change a row anywhere (count + md5 of every table).
 */

const RUNS = 200;
const SEED = 20261123;
const NOW = new Date('2026-03-10T22:30:00Z');

/** A route that declares no body (publish, seen, status changes…) is fuzzed as if it took an empty object. */
const NO_BODY: JsonSchema = { type: 'object', properties: {}, additionalProperties: false };

function bodySchemaOf(route: RegisteredRoute): JsonSchema {
  return route.schema?.body ? (toJsonSchema(route.schema.body, 'input') as JsonSchema) : NO_BODY;
}

/** The query's JSON Schema, and for each JSON-text field (a string piped into an object schema) that object's schema. */
function queryPlanOf(route: RegisteredRoute): QueryPlan {
  const declared = route.schema?.querystring;
  if (!declared) return { schema: { type: 'object', properties: {} }, jsonText: { options: {} } };
  const jsonText: Record<string, JsonSchema> = {};
  const shape = declared instanceof z.ZodObject ? (declared.shape as Record<string, z.ZodType>) : {};
  for (const [key, field] of Object.entries(shape)) {
    const def = field._zod.def as { type: string; out?: z.ZodType };
    if (def.type === 'pipe' && def.out) {
      const spelled = toJsonSchema(def.out, 'input') as JsonSchema;
      if (spelled.type === 'object') jsonText[key] = spelled;
    }
  }
  return { schema: toJsonSchema(declared, 'input') as JsonSchema, jsonText };
}

/** A caller the route lets through, so bodies reach validation. */
function admittedCaller(route: string): Caller {
  const access = ACCESS_OF_ROUTE[route];
  if (access === 'public') return 'none';
  if (access === 'admin') return 'admin';
  return 'owner';
}

let world: RouteWorld;

beforeAll(async () => {
  world = await createRouteWorld(NOW);
}, 120_000);

afterAll(async () => {
  await world?.ctx.close();
});

async function send(method: string, pattern: string, raw: { body?: string; query?: string }) {
  const route = `${method} ${pattern}`;
  const caller = admittedCaller(route);
  const token = tokenOf(world, caller);
  let url = urlFor(world, method, pattern, caller);
  if (raw.query !== undefined) url += `${url.includes('?') ? '&' : '?'}${raw.query}`;
  const response = await world.ctx.app.inject({
    method: method as 'GET' | 'POST' | 'PUT' | 'PATCH',
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(raw.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(raw.body !== undefined ? { payload: raw.body } : {}),
  });
  return response.statusCode;
}

const writeRoutes = () => world.ctx.app.registeredRoutes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));

test(`every POST/PUT/PATCH route: ≥ ${RUNS} bad bodies from its schema, no answer ≥ 500, a refused body changes nothing`, async () => {
  const serverErrors: string[] = [];
  // Routes that take no body (publish, seen, status changes…) accept any: their writes are theirs, not the fuzz's;
  // they are fuzzed for server errors after the before/after comparison of the rest.
  const lenient: { method: string; url: string }[] = [];
  const strict: { method: string; url: string }[] = [];
  // routes whose body is optional take a JSON `null` as "no body" (clear cart, send a reset link…): that one is valid
  const bodyOptional = new Set<string>();
  for (const route of writeRoutes()) {
    const probe = await send(route.method, route.url, { body: '{"__fuzz_unknown_field__":1}' });
    (probe < 300 ? lenient : strict).push(route);
    if (probe >= 300 && (await send(route.method, route.url, {})) < 300) bodyOptional.add(routeKey(route));
  }
  expect(strict.length).toBeGreaterThan(30);

  const before = await tableSnapshot(world.ctx.db);
  const accepted: string[] = [];
  const bodiesOf = (route: RegisteredRoute) =>
    badBodies(bodySchemaOf(route), RUNS, SEED, { nullIsValid: bodyOptional.has(routeKey(route)) });
  let sent = 0;
  for (const route of strict) {
    const bodies = bodiesOf(route);
    expect(bodies.length).toBeGreaterThanOrEqual(RUNS);
    for (const body of bodies) {
      sent += 1;
      const status = await send(route.method, route.url, { body });
      if (status >= 500) serverErrors.push(`${routeKey(route)} ${status} for ${body.slice(0, 120)}`);
      else if (status < 300) accepted.push(`${routeKey(route)} ${status} for ${body.slice(0, 120)}`);
    }
  }
  expect(sent).toBeGreaterThanOrEqual(strict.length * RUNS);
  expect(serverErrors).toEqual([]);
  expect(accepted).toEqual([]);
  expect(await tableSnapshot(world.ctx.db)).toEqual(before);

  for (const route of lenient) {
    for (const body of bodiesOf(route)) {
      const status = await send(route.method, route.url, { body });
      if (status >= 500) serverErrors.push(`${routeKey(route)} ${status} for ${body.slice(0, 120)}`);
    }
  }
  expect(serverErrors).toEqual([]);
}, 900_000);

test(`every GET route: ≥ ${RUNS} bad query strings from its schema (options included), no answer ≥ 500`, async () => {
  const serverErrors: string[] = [];
  const reads = world.ctx.app.registeredRoutes.filter(
    // the event stream never ends by itself and takes no options
    (route) => route.method === 'GET' && !route.url.endsWith('/order-events'),
  );
  expect(reads.length).toBeGreaterThan(30);
  for (const route of reads) {
    const queries = badQueries(queryPlanOf(route), RUNS, SEED);
    expect(queries.length).toBeGreaterThanOrEqual(RUNS);
    for (const query of queries) {
      const status = await send(route.method, route.url, { query });
      if (status >= 500) serverErrors.push(`${routeKey(route)} ${status} for ${query.slice(0, 160)}`);
    }
  }
  expect(serverErrors).toEqual([]);
}, 900_000);
