import { can, type Permission, SHOP_ROLE_LABELS, type ShopRole } from '@backoffice/contracts';
import { noteShopEntry } from '../admin/shop-writes';
import type { AuthUser } from '../auth/authenticate';
import { assertTwoStepForShop } from '../auth/mfa/enforce';
import { preparedSql } from '../db/prepared';
import type { Db } from '../db/types';
import { forbidden, notFound } from '../http/errors';
import { SESSION_COLUMN, sessionJoin } from '../sessions/liveness';

export const SHOP_NOT_FOUND = 'Shop not found';
export const NOT_YOUR_SHOP = 'You do not have access to this shop.';
export const roleCannot = (role: ShopRole): string =>
  `${SHOP_ROLE_LABELS[role]} cannot do this in this shop. Please ask the shop's owner.`;

/**
 * The caller's role in a shop as the permission table sees it: their membership, or 'owner' for a platform admin
 * who is not a member (admins pass every check), or null (a stranger).
 */
export function effectiveRole(user: AuthUser, memberRole: ShopRole | null | undefined): ShopRole | null {
  if (user.isAdmin) return 'owner';
  return memberRole ?? null;
}

/**
 * The caller's role allowing `permission` (contracts PERMISSIONS): a stranger gets 403 "no access", a member whose
 * role lacks it 403 naming their role.
 */
function assertRolePermits(user: AuthUser, memberRole: ShopRole | null | undefined, permission: Permission): ShopRole {
  const role = effectiveRole(user, memberRole);
  if (!role) throw forbidden(NOT_YOUR_SHOP);
  if (!can(role, permission)) throw forbidden(roleCannot(role));
  return role;
}

/**
 * What the access check needs of a shop, however the route read it: with the shop itself, with the caller (the kept
 * lists), with the order or with the product, each in the one statement the route already makes.
 */
export interface ShopFacts {
  shopId: string;
  /** null: no live shop with that id (gone or deleted). */
  ownerId: string | null;
  /** The caller's membership role, null when they are not a member. */
  role: ShopRole | null | undefined;
  /** shops.require_two_step (auth/mfa/enforce.ts). */
  requiresTwoStep: boolean;
}

/**
 * THE owner/role check of every shop-scoped route (ARCHITECTURE: the API alone decides permissions): the shop must be
 * live (404), the caller must have two-step sign-in where it is required, and their role in the shop must allow
 * `permission` (403); an admin's entry into another's shop is noted for the audit log. The role is read from
 * shop_members on every request (never cached), so a member removed from the team is refused on their very next call.
 * Routes declare their permission (shops/shop-guard.ts) and reach this only through the guard, which passes the
 * declared permission; nothing else decides.
 */
export async function assertShopAccess(db: Db, user: AuthUser, shop: ShopFacts, permission: Permission): Promise<ShopRole> {
  if (shop.ownerId === null) throw notFound(SHOP_NOT_FOUND);
  await assertTwoStepForShop(db, user, { ownerId: shop.ownerId, role: shop.role, requiresTwoStep: shop.requiresTwoStep });
  const role = assertRolePermits(user, shop.role, permission);
  noteShopEntry(user, shop.shopId, shop.ownerId);
  return role;
}

/**
 * A shop-scoped read whose answer is kept per shop (the orders and menu list caches) costs, once its answer is kept,
 * only its checks: the caller's user row, the shop's owner, the caller's role in it, and a freshness stamp. Such a route declares
 * `config: { callerShop: { stampSql } }` and the bearer hook (auth/authenticate.ts) reads them all in ONE round trip
 * (`readCallerWithShop`) instead of four; the route then calls `callerShopStamp` (shop-guard.ts) for the usual 404/403
 * and the stamp.
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
    /** Read with the caller by the bearer hook for a route declaring `callerShop` (see shop-guard.ts `callerShopStamp`). */
    callerShop: CallerShop | null;
  }
}

export interface CallerShop {
  shopId: string;
  /** null: no live shop with that id. */
  ownerId: string | null;
  /** the caller's membership role, null when they are not a member */
  role: ShopRole | null;
  stamp: string;
  /** shops.require_two_step (auth/mfa/enforce.ts). */
  requiresTwoStep?: boolean;
}

export interface CallerWithShopRow {
  id: string;
  roles: AuthUser['roles'];
  token_version: number;
  shop_owner_id: string | null;
  shop_role: ShopRole | null;
  stamp: string | null;
  shop_requires_two_step: boolean | null;
  /** The token's session, when live (sessions/liveness.ts). */
  session_seen_at: Date | string | null;
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
      `select u.id, u.roles, u.token_version, s.owner_id as shop_owner_id, m.role as shop_role,
            s.require_two_step as shop_requires_two_step,
            (${lookup.stampSql})::text as stamp, ${SESSION_COLUMN}
     from users u left join shops s on s.id = $1 and s.deleted_at is null
     left join shop_members m on m.shop_id = s.id and m.user_id = u.id ${sessionJoin('$3')}
     where u.id = $2`,
    );
    callerShopSql.set(lookup, sql);
  }
  return sql;
}

/**
 * The caller's user row and session, the live shop's owner, the caller's role in it and the route's stamp, in one
 * statement (no row: no such user).
 */
export async function readCallerWithShop(
  db: Db,
  caller: { userId: string; sessionId: string },
  shopId: string,
  lookup: CallerShopLookup,
): Promise<CallerWithShopRow | null> {
  const [row] = await db.query<CallerWithShopRow>(callerShopStatement(lookup), [shopId, caller.userId, caller.sessionId]);
  return row ?? null;
}

export function callerShopOf(shopId: string, row: CallerWithShopRow | null): CallerShop {
  return {
    shopId,
    ownerId: row?.shop_owner_id ?? null,
    role: row?.shop_role ?? null,
    stamp: row?.stamp ?? '',
    requiresTwoStep: !!row?.shop_requires_two_step,
  };
}
