import type { z } from 'zod';
import type { RegisteredRoute } from '../app';
import { badBodies, type JsonSchema } from '../test/fuzz-payloads';
import { createRouteWorld, injectRoute, type RouteWorld, routeKey } from '../test/route-world';
import { toJsonSchema } from './openapi';

/**
 * Messages in the merchant's words: every write route that declares a body schema (enumerated from fastify's route
 * table) gets bodies that break each of its fields — a wrong type, a missing required field, a string over its limit,
 * unknown keys — from a caller it admits, so they reach validation. Each 400's message must read as words: no field
 * path ("productInfo.price: …"), no storage unit ("cents"), none of zod's own wording ("Invalid input: expected …").
 */
const PER_ROUTE = 24;
const SEED = 20261127;
const NOW = new Date('2026-03-10T22:30:00Z');

/** Two names joined by a dot, as a field path reads ("images.hero", "lineItems.0.quantity"); not "NZ$9,999.99". */
const DOTTED_PATH = /[A-Za-z_]\w*\.(?:\d+\.)?[A-Za-z_]\w*/;
const INTERNAL_WORDS = [/\bcents\b/i, /Invalid input/, /expected \w+, received/];

/** Why a message is not in the merchant's words, or null. */
export function wordingProblem(message: string): string | null {
  if (DOTTED_PATH.test(message)) return 'a field path';
  const internal = INTERNAL_WORDS.find((pattern) => pattern.test(message));
  return internal ? `internal wording (${internal.source})` : null;
}

let world: RouteWorld;

beforeAll(async () => {
  world = await createRouteWorld(NOW);
}, 120_000);

afterAll(async () => {
  await world?.ctx.close();
});

test('the wording rule itself: paths and units are caught, plain sentences and money pass', () => {
  expect(wordingProblem('price: Price must be a number of cents')).toBe('internal wording (\\bcents\\b)');
  expect(wordingProblem('images.hero: must be an image URL')).toBe('a field path');
  expect(wordingProblem('lineItems.0.quantity is required')).toBe('a field path');
  expect(wordingProblem('Invalid input: expected number, received string')).not.toBeNull();
  expect(wordingProblem('Price must be between NZ$0.00 and NZ$9,999.99')).toBeNull();
  expect(wordingProblem('Email must be an e-mail address')).toBeNull();
});

test('every write route: a body that breaks any field is refused in the merchant’s words', async () => {
  const writes = world.ctx.app.registeredRoutes.filter(
    (route: RegisteredRoute) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.schema?.body,
  );
  expect(writes.length).toBeGreaterThan(30);
  const wrong: string[] = [];
  let refused = 0;
  for (const route of writes) {
    const schema = toJsonSchema(route.schema?.body as z.ZodType, 'input') as JsonSchema;
    for (const body of badBodies(schema, PER_ROUTE, SEED)) {
      const response = await injectRoute(world, route.method, route.url, { body });
      if (response.statusCode !== 400) continue;
      refused += 1;
      const message = (response.json() as { message?: unknown }).message;
      const problem = typeof message === 'string' ? wordingProblem(message) : 'no message';
      if (problem) wrong.push(`${routeKey(route)}: ${problem} in "${String(message)}" for ${body.slice(0, 100)}`);
    }
  }
  expect(refused).toBeGreaterThan(writes.length * 5);
  // one line per route and kind of problem is enough to read
  expect([...new Set(wrong.map((line) => line.replace(/ for .*$/, '')))]).toEqual([]);
}, 600_000);
