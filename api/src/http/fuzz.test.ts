import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import type { RegisteredRoute } from '../app';
import { badBodies, badQueries, bodyProbes, type JsonSchema, type QueryPlan, queryProbes } from '../test/fuzz-payloads';
import { createRouteWorld, injectRoute, type RouteWorld, routeKey, runOrder, tableSnapshot } from '../test/route-world';
import { toJsonSchema } from './openapi';

/**
 * The fuzz. Every POST/PUT/PATCH route that declares a body schema gets FUZZ_RUNS bad bodies generated from
 * THAT schema (test/fuzz-payloads.ts: a wrong type per field, each required field missing, huge strings, deep nesting,
 * prototype-pollution keys, unicode oddities, unknown keys, non-objects); every GET route that declares a querystring
 * schema gets FUZZ_RUNS bad query strings from it (the JSON-text `options` from the schema of the object it spells). All
 * from a caller the route admits, so the payload reaches validation. Nothing may answer ≥ 500, every payload is
 * refused, and no table changes (count + md5 of every table before and after).
 *
 * A route that declares no body (publish, seen, status changes, every DELETE) or no querystring cannot read one
 * (route-schemas.test.ts fails a handler that reads undeclared input): what a bad payload can reach there is the shared
 * parsing in front of every route (fastify's JSON parser, the body limit, the JSON-text hook). Those routes get the
 * fixed probes of that layer (bodyProbes / queryProbes), not FUZZ_RUNS copies of work the payload cannot change; their
 * own writes are theirs (a publish publishes), so they run after the before/after comparison.
 *
 * Runs per route: FUZZ_RUNS (default below, sized so `npm test` spends well under a minute per database on 2 cores);
 * `FUZZ_RUNS=200 npx jest -c api/jest.config.cjs src/http/fuzz` is the issue's ≥ 200 per route (docs/decisions/018-warm-up-soak-and-fuzz.md);
 * `pnpm soak` runs that and prints the counts this test writes to FUZZ_REPORT (a file path) when it is set.
 */

const DEFAULT_RUNS = 60;
const RUNS = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
const SEED = 20261123;
const NOW = new Date('2026-03-10T22:30:00Z');
/** Payloads in flight at once: PostgreSQL works on the other core meanwhile; PGlite takes them one at a time anyway. */
const IN_FLIGHT = 4;

/** The query's JSON Schema, and for each JSON-text field (a string piped into an object schema) that object's schema. */
function queryPlanOf(declared: z.ZodType): QueryPlan {
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

/** GETs that write by design, fuzzed after the comparison: spec 000 §7's verification link is made afresh on each ask. */
const READS_THAT_WRITE = new Set(['GET /api/shops/:shopId/verification-link']);

let world: RouteWorld;

beforeAll(async () => {
  world = await createRouteWorld(NOW);
}, 120_000);

afterAll(async () => {
  await world?.ctx.close();
});

/** Sends every payload to the route (`inFlight` at a time) and returns the statuses in payload order. */
async function sendAll(
  route: RegisteredRoute,
  payloads: readonly string[],
  as: 'body' | 'query',
  inFlight = IN_FLIGHT,
): Promise<number[]> {
  const statuses: number[] = new Array(payloads.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < payloads.length; i = next++) {
      const payload = payloads[i] as string;
      const response = await injectRoute(world, route.method, route.url, as === 'body' ? { body: payload } : { query: payload });
      statuses[i] = response.statusCode;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return statuses;
}

/** `route status for payload` lines of the answers that break the rule. */
function breaches(route: RegisteredRoute, payloads: readonly string[], statuses: number[], bad: (status: number) => boolean) {
  return statuses.flatMap((status, i) => (bad(status) ? [`${routeKey(route)} ${status} for ${payloads[i]?.slice(0, 120)}`] : []));
}

const isWrite = (route: RegisteredRoute) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
const reads = () =>
  // the event stream never ends by itself and takes no query
  world.ctx.app.registeredRoutes.filter((route) => route.method === 'GET' && !route.url.endsWith('/order-events'));

test(`every write route with a body schema: ≥ ${RUNS} bad bodies from it; every GET with a query schema: ≥ ${RUNS} bad queries; all refused, none ≥ 500, no table changes`, async () => {
  const writes = world.ctx.app.registeredRoutes.filter((route) => isWrite(route) && route.schema?.body);
  const queried = reads().filter((route) => route.schema?.querystring);
  expect(writes.length).toBeGreaterThan(30);
  expect(queried.length).toBeGreaterThan(20);

  // a route whose body is optional takes a JSON `null` as "no body" (clear cart, send a reset link…): that one is valid;
  // asked before the snapshot, since the bodiless call is a valid one and may write
  const bodyOptional = new Set<string>();
  for (const route of writes)
    if ((await injectRoute(world, route.method, route.url, {})).statusCode < 300) bodyOptional.add(routeKey(route));

  const before = await tableSnapshot(world.ctx.db);
  const wrong: string[] = [];
  const sent = { bodies: [] as number[], queries: [] as number[] };
  for (const route of writes) {
    const schema = toJsonSchema(route.schema?.body as z.ZodType, 'input') as JsonSchema;
    const bodies = badBodies(schema, RUNS, SEED, { nullIsValid: bodyOptional.has(routeKey(route)) });
    expect(bodies.length).toBeGreaterThanOrEqual(RUNS);
    sent.bodies.push(bodies.length);
    wrong.push(...breaches(route, bodies, await sendAll(route, bodies, 'body'), (status) => status < 400 || status >= 500));
  }
  const fuzzRead = async (route: RegisteredRoute) => {
    const queries = badQueries(queryPlanOf(route.schema?.querystring as z.ZodType), RUNS, SEED);
    expect(queries.length).toBeGreaterThanOrEqual(RUNS);
    sent.queries.push(queries.length);
    // a read may answer a query it can make sense of (200); it must never fail on one
    wrong.push(...breaches(route, queries, await sendAll(route, queries, 'query'), (status) => status >= 500));
  };
  // a read must not write, whatever its query: the reads run before the comparison, but for the ones that write
  for (const route of queried) if (!READS_THAT_WRITE.has(routeKey(route))) await fuzzRead(route);
  expect(wrong).toEqual([]);
  expect(await tableSnapshot(world.ctx.db)).toEqual(before);
  for (const route of queried) if (READS_THAT_WRITE.has(routeKey(route))) await fuzzRead(route);
  expect(wrong).toEqual([]);
  // written only once every check above passed: the soak prints it as what was proven
  if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(sent));
}, 600_000);

test('every route without a body or query schema: the parsing probes in front of it never give an answer ≥ 500', async () => {
  const bodyless = world.ctx.app.registeredRoutes
    .filter((route) => isWrite(route) && !route.schema?.body)
    // destructive ones last, children before parents (a deleted shop takes its categories with it)
    .sort((a, b) => runOrder(routeKey(a)) - runOrder(routeKey(b)));
  const unqueried = reads().filter((route) => !route.schema?.querystring);
  expect(bodyless.filter((route) => route.method === 'DELETE').length).toBeGreaterThan(3);
  expect(unqueried.length).toBeGreaterThan(10);
  const wrong: string[] = [];
  for (const route of unqueried)
    wrong.push(...breaches(route, queryProbes, await sendAll(route, queryProbes, 'query'), (status) => status >= 500));
  // one at a time: these routes act on what they name (a publish, a copy), and racing them is not this test's question
  for (const route of bodyless)
    wrong.push(...breaches(route, bodyProbes, await sendAll(route, bodyProbes, 'body', 1), (status) => status >= 500));
  expect(wrong).toEqual([]);
}, 600_000);
