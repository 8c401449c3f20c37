import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { recordAudit } from './audit';

/**
 * The audit of an admin working inside a merchant's shop (the admin view): every write an admin makes to a shop they
 * do not own is one `shop.admin-write` entry — who, when, the route and what was sent (secrets left out).
 *
 * The ownership checks (shops/access.ts and the few that read the owner with their row) say which foreign shop a
 * request entered (`noteShopEntry`); after a successful write the hook below writes one entry per such shop, before
 * the answer leaves, so an admin never sees a change confirmed that the log does not hold.
 */
const entered = new WeakMap<AuthUser, Set<string>>();

/** Called by every ownership check that let the caller in: an admin entering another owner's shop is remembered. */
export function noteShopEntry(user: AuthUser, shopId: string, ownerId: string): void {
  if (!user.isAdmin || ownerId === user.id) return;
  let shops = entered.get(user);
  if (!shops) {
    shops = new Set();
    entered.set(user, shops);
  }
  shops.add(shopId);
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Keys whose values are never logged: credentials, keys, bank details (matched anywhere in the name). */
const SECRET_KEY = /pass|secret|token|key|bank|acn|authorization|card/i;
const MAX_TEXT = 200;
const MAX_ITEMS = 50;
const MAX_DEPTH = 6;
export const REDACTED = '[redacted]';

/** What was sent, fit for a log: secrets replaced, long text cut, deep or long structures summarised. */
export function summariseBody(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}… (${value.length} characters)` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[${value.length} items]` : '{…}';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => summariseBody(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? REDACTED : summariseBody(inner, depth + 1),
    ]),
  );
}

/** The onSend hook of the signed-in routes (app.ts). */
export function auditAdminShopWrites(db: Db, now: () => Date) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const user = request.user;
    const shops = user ? entered.get(user) : undefined;
    if (!user || !shops || !WRITES.has(request.method) || reply.statusCode >= 400) return payload;
    entered.delete(user);
    const path = request.url.split('?')[0] ?? request.url;
    // logged as sent (after the JSON-text hook), never validated here: the route validated it through its schema
    const sent = request.body;
    for (const shopId of shops) {
      try {
        // a deleted shop too: the log outlives what it talks about
        const [shop] = await db.query<{ name: string; owner_id: string }>('select name, owner_id from shops where id = $1', [
          shopId,
        ]);
        await recordAudit(db, {
          at: now(),
          actorId: user.id,
          action: 'shop.admin-write',
          shopId,
          userIds: shop ? [shop.owner_id] : [],
          details: {
            shopName: shop?.name ?? '',
            method: request.method,
            route: request.routeOptions.url ?? path,
            path,
            status: reply.statusCode,
            body: sent === undefined ? null : summariseBody(sent),
          },
        });
      } catch (error) {
        request.log.error({ err: error, shopId }, 'admin write audit entry failed');
      }
    }
    return payload;
  };
}
