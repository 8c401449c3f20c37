import type { OrderStatus, ShopRole, UserRole } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import { preparedSql } from '../db/prepared';
import type { Db } from '../db/types';
import { SESSION_COLUMN, sessionJoin } from '../sessions/liveness';

/**
 * The order routes (`/orders/:id/…`) check their order's shop before anything else (routes.ts `loadOrderForCaller`).
 * A route declaring `config: { callerOrder: true }` gets that order's head read by the bearer hook
 * (auth/authenticate.ts) in the SAME statement as the caller's user row: one round trip and one pooled connection
 * fewer per status change (the venue's most frequent write), as `callerShop` does for the kept lists. Under load every
 * sequential checkout of a pooled connection is a wait in the pool's queue, and a status change took three (the
 * caller, the order, the change) where the other writes took two.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    callerOrder?: true;
  }
  interface FastifyRequest {
    /** Read with the caller by the bearer hook for a route declaring `callerOrder` (see `callerOrderHead`). */
    callerOrder: CallerOrder | null;
  }
}

/** The order's head as `findOrderHeadWithShopOwner` reads it (orders/repo.ts). */
export interface OrderHead {
  shop_id: string;
  status: OrderStatus;
  owner_id: string | null;
  /** null: the shop is gone or deleted */
  shop_owner_id: string | null;
  /** the caller's role in the order's shop (shop_members), null when not a member */
  caller_role: ShopRole | null;
  /** shops.require_two_step: the shop access check holds a team without two-step sign-in (auth/mfa/enforce.ts) */
  shop_requires_two_step: boolean | null;
}

export interface CallerOrder {
  orderId: string;
  /** null: no such order */
  head: OrderHead | null;
}

export interface CallerWithOrderRow {
  id: string;
  roles: UserRole[];
  token_version: number;
  order_shop_id: string | null;
  order_status: OrderStatus | null;
  order_owner_id: string | null;
  shop_owner_id: string | null;
  /** The token's session, when live (sessions/liveness.ts). */
  session_seen_at: Date | string | null;
  shop_role: ShopRole | null;
  shop_requires_two_step: boolean | null;
}

/** Named (db/prepared.ts): it runs on every status, line and seen change. */
const CALLER_ORDER_SQL = preparedSql(
  'caller_order',
  `select u.id, u.roles, u.token_version,
          o.shop_id as order_shop_id, o.status as order_status, o.owner_id as order_owner_id, s.owner_id as shop_owner_id,
          m.role as shop_role, s.require_two_step as shop_requires_two_step, ${SESSION_COLUMN}
   from users u
   left join orders o on o.id = $1
   left join shops s on s.id = o.shop_id and s.deleted_at is null
   left join shop_members m on m.shop_id = s.id and m.user_id = u.id
   ${sessionJoin('$3')}
   where u.id = $2`,
);

/** The caller's user row and session with the order's head, in one statement (no row: no such user). */
export async function readCallerWithOrder(
  db: Db,
  caller: { userId: string; sessionId: string },
  orderId: string,
): Promise<CallerWithOrderRow | null> {
  const [row] = await db.query<CallerWithOrderRow>(CALLER_ORDER_SQL, [orderId, caller.userId, caller.sessionId]);
  return row ?? null;
}

export function callerOrderOf(orderId: string, row: CallerWithOrderRow): CallerOrder {
  const head =
    row.order_shop_id === null || row.order_status === null
      ? null
      : {
          shop_id: row.order_shop_id,
          status: row.order_status,
          owner_id: row.order_owner_id,
          shop_owner_id: row.shop_owner_id,
          caller_role: row.shop_role,
          shop_requires_two_step: row.shop_requires_two_step,
        };
  return { orderId, head };
}

/** The head the bearer hook read for `orderId`, or undefined when it read none (then the route reads it itself). */
export function callerOrderHead(request: FastifyRequest, orderId: string): OrderHead | null | undefined {
  const read = request.callerOrder;
  return read?.orderId === orderId ? read.head : undefined;
}
