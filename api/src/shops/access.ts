import type { FastifyRequest } from 'fastify';
import { noteShopEntry } from '../admin/shop-writes';
import type { AuthUser } from '../auth/authenticate';
import { assertTwoStepForShop } from '../auth/mfa/enforce';
import { preparedSql } from '../db/prepared';
import type { Db } from '../db/types';
import { forbidden, notFound } from '../http/errors';
import { findShop, type ShopRow } from './repo';

export const SHOP_NOT_FOUND = 'Shop not found';
export const NOT_YOUR_SHOP = 'You do not have access to this shop.';

/**
 * The one ownership check every shop-scoped route goes through (ARCHITECTURE: the API alone decides
 * permissions): the shop must exist (404) and the caller must own it or be an admin (403).
 */
export async function loadShopForCaller(
  db: Db,
  user: AuthUser,
  shopId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ShopRow> {
  const shop = await findShop(db, shopId, options);
  if (!shop) throw notFound(SHOP_NOT_FOUND);
  await assertTwoStepForShop(db, user, { ownerId: shop.owner_id, requiresTwoStep: !!shop.require_two_step });
  if (shop.owner_id !== user.id && !user.isAdmin) throw forbidden(NOT_YOUR_SHOP);
  noteShopEntry(user, shop.id, shop.owner_id);
  return shop;
}

/**
 * A shop-scoped read whose answer is kept per shop (the orders and menu list caches) costs, once its answer is kept,
 * only its checks: the caller's user row, the shop's owner, and a freshness stamp. Such a route declares
 * `config: { callerShop: { stampSql } }` and the bearer hook (auth/authenticate.ts) reads all three in ONE round trip
 * (`readCallerWithShop`) instead of three; the route then calls `callerShopStamp` for the usual 404/403 and the stamp.
 */
export interface CallerShopLookup {
  /** Names the statement (`caller_shop_<name>`): it is a named prepared statement on PostgreSQL (db/prepared.ts). */
  name: string;
  /** One scalar SQL expression (a sub-select) over the shop id `$1`, read as text: the route's freshness stamp. */
  stampSql: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    callerShop?: CallerShopLookup;
  }
  interface FastifyRequest {
    /** Read with the caller by the bearer hook for a route declaring `callerShop` (see `callerShopStamp`). */
    callerShop: CallerShop | null;
  }
}

export interface CallerShop {
  shopId: string;
  /** null: no live shop with that id. */
  ownerId: string | null;
  stamp: string;
  /** shops.require_two_step (auth/mfa/enforce.ts). */
  requiresTwoStep?: boolean;
}

export interface CallerWithShopRow {
  id: string;
  roles: AuthUser['roles'];
  token_version: number;
  shop_owner_id: string | null;
  stamp: string | null;
  shop_requires_two_step: boolean | null;
}

const callerShopSql = new WeakMap<CallerShopLookup, string>();

/**
 * The statement's text for a lookup, declared once as a prepared statement: it runs on every request of a polled list,
 * and PostgreSQL would otherwise parse and plan it each time (its columns are named, never `*`: see db/prepared.ts).
 */
function callerShopStatement(lookup: CallerShopLookup): string {
  let sql = callerShopSql.get(lookup);
  if (!sql) {
    sql = preparedSql(
      `caller_shop_${lookup.name}`,
      `select u.id, u.roles, u.token_version, s.owner_id as shop_owner_id, s.require_two_step as shop_requires_two_step,
            (${lookup.stampSql})::text as stamp
     from users u left join shops s on s.id = $1 and s.deleted_at is null
     where u.id = $2`,
    );
    callerShopSql.set(lookup, sql);
  }
  return sql;
}

/** The caller's user row, the live shop's owner and the route's stamp, in one statement (no row: no such user). */
export async function readCallerWithShop(
  db: Db,
  userId: string,
  shopId: string,
  lookup: CallerShopLookup,
): Promise<CallerWithShopRow | null> {
  const [row] = await db.query<CallerWithShopRow>(callerShopStatement(lookup), [shopId, userId]);
  return row ?? null;
}

/**
 * `loadShopForCaller`'s 404 / 403 for a route declaring `callerShop`, from what the bearer hook read with the caller,
 * and the route's stamp. Should the hook not have read it (a caller without the route's config: a programming
 * error), it reads the same now, in one statement still.
 */
export async function callerShopStamp(db: Db, request: FastifyRequest, user: AuthUser, shopId: string): Promise<string> {
  let read = request.callerShop;
  if (read?.shopId !== shopId) {
    const lookup = request.routeOptions.config.callerShop;
    if (!lookup) throw new Error(`${request.routeOptions.url} declares no callerShop lookup`);
    const row = await readCallerWithShop(db, user.id, shopId, lookup);
    read = {
      shopId,
      ownerId: row?.shop_owner_id ?? null,
      stamp: row?.stamp ?? '',
      requiresTwoStep: !!row?.shop_requires_two_step,
    };
  }
  if (read.ownerId === null) throw notFound(SHOP_NOT_FOUND);
  await assertTwoStepForShop(db, user, { ownerId: read.ownerId, requiresTwoStep: !!read.requiresTwoStep });
  if (read.ownerId !== user.id && !user.isAdmin) throw forbidden(NOT_YOUR_SHOP);
  noteShopEntry(user, shopId, read.ownerId);
  return read.stamp;
}
