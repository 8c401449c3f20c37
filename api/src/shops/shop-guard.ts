import type { Permission, ShopRole } from '@backoffice/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { pickParams } from '../http/validate';
import { assertShopAccess, callerShopOf, readCallerWithShop, SHOP_NOT_FOUND, type ShopFacts } from './access';
import { findShopForMember, type ShopRow } from './repo';

/**
 * How a shop-scoped route states who may call it: `config: { shopPermission }` beside its schema (fastify/demo's
 * "authorization declared per route", not re-written in each handler). The guard below checks the caller against
 * that declaration with the one rule (shops/access.ts `assertShopAccess`), and the route-access matrix checks the
 * declaration is the route's row (http/route-authz-matrix.test.ts), so what a route says and what it does cannot drift.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The permission (contracts PERMISSIONS) the route needs in its shop. A function only where the body decides
     * (a product save that only marks it sold out or hides it is a staff action: contracts `productUpdatePermission`).
     */
    shopPermission?: Permission | ((request: FastifyRequest) => Permission);
  }
  interface FastifyRequest {
    /** The path's shop as `guardShopOfPath` checked it, with the caller's role in it. */
    checkedShop?: CheckedShop;
  }
}

export type CheckedShop = ShopRow & { member_role: ShopRole };

/** The permission the route declared; a route calling the guard without one is a programming error (500, caught by the matrix). */
export function declaredPermission(request: FastifyRequest): Permission {
  const declared = request.routeOptions.config.shopPermission;
  if (!declared) throw new Error(`${request.routeOptions.method} ${request.routeOptions.url} declares no shopPermission`);
  return typeof declared === 'function' ? declared(request) : declared;
}

/**
 * The shop (404 when gone) with the caller's role checked against the route's declared permission (403), read in one
 * statement (the shop and the caller's membership). The row's `member_role` is the caller's role as checked.
 */
async function loadShopForCaller(
  db: Db,
  request: FastifyRequest,
  shopId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CheckedShop> {
  const user = currentUser(request);
  const shop = await findShopForMember(db, shopId, user.id, options);
  if (!shop) throw notFound(SHOP_NOT_FOUND);
  const facts = { shopId, ownerId: shop.owner_id, role: shop.member_role, requiresTwoStep: !!shop.require_two_step };
  return { ...shop, member_role: await assertShopAccess(db, user, facts, declaredPermission(request)) };
}

/**
 * preHandler of a `/shops/:shopId/…` route: the path's shop (404) and the caller's role in it (403) before the handler
 * reads its body. The handler finds the checked shop on `request.checkedShop` (`checkedShopOf`).
 */
export function guardShopOfPath(db: Db): preHandlerAsyncHookHandler {
  return async function guardShop(request) {
    // judged by the route's declared params (400, naming the field) before anything is read
    const { shopId }: { shopId: string } = pickParams(request, ['shopId']);
    request.checkedShop = await loadShopForCaller(db, request, shopId);
  };
}

/** The shop `guardShopOfPath` checked (a route without the guard asking for it: a programming error). */
export function checkedShopOf(request: FastifyRequest): CheckedShop {
  if (!request.checkedShop) throw new Error(`${request.routeOptions.url} reads a checked shop without guardShopOfPath`);
  return request.checkedShop;
}

/**
 * The check for a route whose shop comes with its own row (an order, a product, a category, a kiosk), read in the
 * statement the route makes anyway (inside its transaction, under its lock).
 */
export function checkShopAccess(db: Db, request: FastifyRequest, shop: ShopFacts): Promise<ShopRole> {
  return assertShopAccess(db, currentUser(request), shop, declaredPermission(request));
}

/**
 * The check for a shop named in the body or a second shop of the path (the shop a menu is copied from), or for the
 * path's shop of a write that reads it under its row lock (`forUpdate`, inside the write's transaction).
 */
export function loadShopWithAccess(
  db: Db,
  request: FastifyRequest,
  shopId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CheckedShop> {
  return loadShopForCaller(db, request, shopId, options);
}

/**
 * The check of a route declaring `callerShop` (access.ts), from what the bearer hook read with the caller, and the
 * route's freshness stamp. Should the hook not have read it (a route without the config: a programming error), it
 * reads the same now, in one statement still.
 */
export async function callerShopStamp(db: Db, request: FastifyRequest, shopId: string): Promise<string> {
  const user = currentUser(request);
  let read = request.callerShop;
  if (read?.shopId !== shopId) {
    const lookup = request.routeOptions.config.callerShop;
    if (!lookup) throw new Error(`${request.routeOptions.url} declares no callerShop lookup`);
    const row = await readCallerWithShop(db, { userId: user.id, sessionId: user.sessionId }, shopId, lookup);
    read = callerShopOf(shopId, row);
  }
  const facts = { shopId, ownerId: read.ownerId, role: read.role, requiresTwoStep: !!read.requiresTwoStep };
  await assertShopAccess(db, user, facts, declaredPermission(request));
  return read.stamp;
}
