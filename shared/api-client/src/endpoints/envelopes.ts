import type { Shop, User } from '@backoffice/contracts';

/**
 * How the endpoints read answers: typed envelope extraction, no schema library. Our own API's output is checked
 * against the contracts zod schemas by the API's tests (api/src/**: `shopResponse`, `userResponse`,
 * `authResponse`, `platformPlan`, `shopSummary`, the list responses, … parse every answer there), so the browser
 * does not parse it again. Keeping zod out of this package matters: the api-client is ONE shared module (its whole
 * module loads), so a zod schema anywhere in it put all of zod on /login.
 *
 * What is still checked here is the envelope — the keys an endpoint unwraps and their basic kind — so an answer
 * that is not ours at all (a proxy's page, an older API) is a failed call (`invalid-response`, toasted) instead
 * of a crash somewhere later. Callers who want a full check can still pass their own `parse` to `apiFetch`.
 */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Thrown inside `parse`, so apiFetch logs it and rejects with `invalid-response`. */
function unexpected(what: string): never {
  throw new TypeError(`unexpected response: ${what}`);
}

/** The body as an object (the envelope every JSON answer of ours has). */
export function envelope(data: unknown): JsonObject {
  return isObject(data) ? data : unexpected('the body is not a JSON object');
}

/** `{ [key]: { _id: string, … } }` → the entity, typed as the contracts type. */
export function entityIn<T extends { _id: string }>(data: unknown, key: string): T {
  const value = envelope(data)[key];
  if (!isObject(value) || typeof value._id !== 'string') unexpected(`"${key}" is not an entity with an _id`);
  return value as T;
}

export function stringIn(data: unknown, key: string): string {
  const value = envelope(data)[key];
  return typeof value === 'string' ? value : unexpected(`"${key}" is not a string`);
}

/** A count or tally: a whole number, 0 or more. */
export function countIn(data: unknown, key: string): number {
  const value = envelope(data)[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : unexpected(`"${key}" is not a count`);
}

/** `{ [key]: [{ … }, …] }` → the items (objects). With `withId`, every item must also carry a string `_id` (entities). */
export function listIn<T>(data: unknown, key: string, { withId = false }: { withId?: boolean } = {}): T[] {
  const value = envelope(data)[key];
  if (!Array.isArray(value) || !value.every((item) => isObject(item) && (!withId || typeof item._id === 'string'))) {
    unexpected(`"${key}" is not a list of ${withId ? 'entities' : 'objects'}`);
  }
  return value as T[];
}

export interface ShopList {
  shops: Shop[];
  count: number;
}

export interface UserList {
  users: User[];
  count: number;
}

export function parseShopList(data: unknown): ShopList {
  return { shops: listIn<Shop>(data, 'shops', { withId: true }), count: countIn(data, 'count') };
}

export function parseUserList(data: unknown): UserList {
  return { users: listIn<User>(data, 'users', { withId: true }), count: countIn(data, 'count') };
}
