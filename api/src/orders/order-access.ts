import type { Permission } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import { noteShopEntry } from '../admin/shop-writes';
import type { AuthUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { assertShopPermission, SHOP_NOT_FOUND } from '../shops/access';
import { callerOrderHead, type OrderHead } from './caller-order';
import { findOrderHeadWithShopOwner } from './repo';

export const ORDER_NOT_FOUND = 'Order not found';

/**
 * The order (404), its live shop (404) and the caller's role in that shop allowing `permission` (403):
 * loadShopForCaller's rule, for every `/orders/:id/…` route. The head is the one the bearer hook read with the caller
 * (caller-order.ts) when the route declares `callerOrder`, else read here.
 */
export async function loadOrderForCaller(
  db: Db,
  request: FastifyRequest,
  user: AuthUser,
  orderId: string,
  permission: Permission,
): Promise<OrderHead> {
  const read = callerOrderHead(request, orderId);
  const head = read === undefined ? await findOrderHeadWithShopOwner(db, orderId, user.id) : read;
  if (!head) throw notFound(ORDER_NOT_FOUND);
  if (head.shop_owner_id === null) throw notFound(SHOP_NOT_FOUND);
  assertShopPermission(user, head.caller_role, permission);
  noteShopEntry(user, head.shop_id, head.shop_owner_id);
  return head;
}
