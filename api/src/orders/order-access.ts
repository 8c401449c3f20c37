import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { checkShopAccess } from '../shops/shop-guard';
import { callerOrderHead, type OrderHead } from './caller-order';
import { findOrderHeadWithShopOwner } from './repo';

export const ORDER_NOT_FOUND = 'Order not found';

/**
 * The order (404), then the shop access check (shops/access.ts) of its shop against the route's declared
 * `shopPermission`, for every `/orders/:id/…` route. The head is the one the bearer hook read with the caller
 * (caller-order.ts) when the route declares `callerOrder`, else read here.
 */
export async function loadOrderForCaller(db: Db, request: FastifyRequest, orderId: string): Promise<OrderHead> {
  const read = callerOrderHead(request, orderId);
  const head = read === undefined ? await findOrderHeadWithShopOwner(db, orderId, currentUser(request).id) : read;
  if (!head) throw notFound(ORDER_NOT_FOUND);
  await checkShopAccess(db, request, {
    shopId: head.shop_id,
    ownerId: head.shop_owner_id,
    role: head.caller_role,
    requiresTwoStep: !!head.shop_requires_two_step,
  });
  return head;
}
