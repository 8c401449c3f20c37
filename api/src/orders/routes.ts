import {
  lineItemStatusParams,
  MESSAGES,
  type OrderResponse,
  type OrdersListRange,
  type OrdersListResponse,
  orderParams,
  orderStatusParams,
  ordersListQuery,
  type Permission,
  REFUND_MESSAGES,
  type ResendReceiptResponse,
  resendReceiptRequest,
  shopParams,
  transitionRefusal,
  venueDayRange,
} from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MailAdapter } from '../adapters/mail';
import { currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { sendCachedJson } from '../http/cached-json';
import { badRequest, conflict, notFound, tooManyRequests } from '../http/errors';
import { bodyOf, cachedQueryOf, paramsOf, pickParams } from '../http/validate';
import { awardLoyaltyPointsForOrder } from '../loyalty/cards';
import { findShop } from '../shops/repo';
import { withSettingsDefaults } from '../shops/settings';
import { callerShopStamp } from '../shops/shop-guard';
import { findUserById } from '../users/repo';
import type { OrderEvents } from './events';
import { createOrdersListCache, ORDER_LIST_STAMP_SQL } from './list-cache';
import { loadOrderForCaller as loadOrderForCallerOf, ORDER_NOT_FOUND } from './order-access';
import { receiptMail } from './receipt';
import { claimReceiptSend } from './receipt-throttle';
import { findOrder, findOrderHead, listOrders, markSeen, setLineItemStatus, transitionOrder } from './repo';
import { POPULATE_ALL, toOrder } from './serialize';
import { createVenuePeriodCache } from './venue-period-cache';

export { ORDER_NOT_FOUND };

/** The list's bearer-check lookup (shops/access.ts): the shop's latest order event id, read with the caller. */
const ORDER_LIST_LOOKUP = { name: 'orders_list', stampSql: ORDER_LIST_STAMP_SQL };
export const LINE_ITEM_NOT_FOUND = 'Line item not found';

/**
 * An order route's config: its order's head read with the caller by the bearer hook (caller-order.ts), and the
 * permission the route needs in the order's shop (shops/shop-guard.ts).
 */
const orderRoute = (shopPermission: Permission) => ({ callerOrder: true, shopPermission }) as const;

export interface OrderRouteDeps {
  db: Db;
  /** The clock of "today" (dateRange); tests pin it. */
  now: () => Date;
  mail: MailAdapter;
  /** Per-shop order events (intake's `orders/events.ts`): every change here is announced to the live screens. */
  events: OrderEvents;
}

function populateOf(populate: readonly string[] | undefined): { owner: boolean; promoCode: boolean } {
  const list = populate ?? [];
  return { owner: list.includes('owner'), promoCode: list.includes('promoCode') };
}

/**
 * Live orders (spec 001 §7): the shop's list and the status / line-item / seen writes. Mounted under /api behind the
 * bearer-token hook; every route checks the caller owns the order's shop (or is an admin) before anything else.
 */
export async function orderRoutes(app: FastifyInstance, deps: OrderRouteDeps): Promise<void> {
  const { db, now, events, mail } = deps;

  /** The order (404), its live shop (404) and the caller's role allowing the route's permission (403): order-access.ts. */
  const loadOrderForCaller = (request: FastifyRequest, orderId: string) => loadOrderForCallerOf(db, request, orderId);

  async function currentOrder(orderId: string): Promise<OrderResponse> {
    const found = await findOrder(db, orderId);
    if (!found) throw notFound(ORDER_NOT_FOUND);
    return { order: toOrder(found.row, found.lines, POPULATE_ALL) };
  }

  // the list answer per shop and query, rebuilt when one of the shop's orders changes (list-cache.ts)
  const listCache = createOrdersListCache(db, events);
  // the venue's day (week …) of `now()`, worked out again only once the clock leaves it (venue-period-cache.ts)
  const periodOf = createVenuePeriodCache();
  app.addHook('onClose', async () => listCache.close());
  /** The range's period around today, or around the chosen venue day; `all`: no date condition (open orders). */
  const listRange = (range: OrdersListRange, date: string | undefined) =>
    range === 'all' ? undefined : periodOf(range, date ? new Date(venueDayRange(date).start) : now());

  app.get(
    '/shops/:shopId/orders',
    // the shop's latest event id is read with the caller and the shop's owner (one round trip: shops/access.ts)
    {
      schema: { params: shopParams, querystring: ordersListQuery },
      config: { callerShop: ORDER_LIST_LOOKUP, shopPermission: 'orders.view' },
    },
    async (request, reply) => {
      const { shopId } = paramsOf(request);
      const watermark = await callerShopStamp(db, request, shopId);
      // the screen polls with the same query string: its parse is kept (frozen) per string
      const query = cachedQueryOf(request);
      const { options } = query;
      const page = {
        shopId,
        statuses: query.status ? [...new Set(query.status)].sort() : undefined,
        range: listRange(query.dateRange, query.date),
        search: query.search || undefined,
        sort: options.sort,
        fallbackSort: 'pickupTime',
        limit: options.limit ?? 1000,
        skip: options.skip ?? 0,
      } as const;
      const populate = populateOf(options.populate);
      // everything the answer depends on (the range carries the clock's day); the caller is not in it: owner and admin
      // get the same list once the access check above has passed
      const key = JSON.stringify([page.statuses, page.range, page.search, page.sort, page.limit, page.skip, populate]);
      const answer = await listCache.get(
        shopId,
        key,
        async (): Promise<OrdersListResponse> => {
          const { orders, count } = await listOrders(db, page);
          return { orders: orders.map(({ row, lines }) => toOrder(row, lines, populate)), count };
        },
        watermark,
      );
      return sendCachedJson(request, reply, answer);
    },
  );

  app.post(
    '/orders/:id/resend-receipt',
    { schema: { params: orderParams, body: resendReceiptRequest }, config: orderRoute('orders.act') },
    async (request, reply): Promise<ResendReceiptResponse> => {
      const { id } = paramsOf(request);
      const user = currentUser(request);
      const head = await loadOrderForCaller(request, id);
      const { email } = bodyOf(request);
      // an open relay otherwise: limited per order and per shop (receipt-throttle.ts), one fixed template
      const claim = await claimReceiptSend(
        db,
        { shopId: head.shop_id, orderId: id, requestedBy: user.id, recipient: email },
        now(),
      );
      if (!claim.ok) {
        reply.header('Retry-After', String(claim.retryAfterSeconds));
        throw tooManyRequests(claim.message);
      }
      const [{ order }, shop, asker] = await Promise.all([
        currentOrder(id),
        findShop(db, head.shop_id),
        findUserById(db, user.id),
      ]);
      const requester = {
        name: asker ? `${asker.given_name ?? ''} ${asker.family_name ?? ''}`.trim() : '',
        // a member of the shop writes as the shop; a platform admin who is not one, as support
        role: head.caller_role ? 'shop' : 'support',
      } as const;
      await mail.sendMail(receiptMail(order, shop?.name ?? 'our venue', email, requester));
      return { ok: true };
    },
  );

  app.put(
    '/orders/:id/seen',
    { schema: { params: orderParams }, config: orderRoute('orders.view') },
    async (request): Promise<OrderResponse> => {
      const { id } = paramsOf(request);
      await loadOrderForCaller(request, id);
      const event = await markSeen(db, id);
      if (event) events.announce(event);
      return currentOrder(id);
    },
  );

  app.put(
    '/orders/:id/line-items/:lineItemId/:status',
    { schema: { params: lineItemStatusParams }, config: orderRoute('orders.act') },
    async (request): Promise<OrderResponse> => {
      const { id, lineItemId, status } = paramsOf(request);
      await loadOrderForCaller(request, id);
      // the change and its event row in one statement, sent with COMMIT; the event is announced once committed
      const event = await db.transaction((tx) => setLineItemStatus(tx, id, lineItemId, status, true));
      if (!event) {
        const found = await findOrder(db, id);
        if (!found?.lines.some((line) => line.id === lineItemId)) throw notFound(LINE_ITEM_NOT_FOUND);
        // the line exists, so the guard refused: the order is not (or no longer) accepted
        throw conflict(MESSAGES.acceptOrderFirst);
      }
      events.announce(event);
      return currentOrder(id);
    },
  );

  // Reject has its own route (refund-routes.ts: PUT /orders/:id/rejected, with a reason, refunding in full); the
  // router prefers that static path, and this one refuses 'rejected' so no order is ever rejected without its refund.
  app.put(
    '/orders/:id/:status',
    { schema: { params: orderStatusParams }, config: orderRoute('orders.act') },
    async (request): Promise<OrderResponse> => {
      const user = currentUser(request);
      const { id } = pickParams(request, ['id']);
      const head = await loadOrderForCaller(request, id);
      const { status } = paramsOf(request);
      if (status === 'rejected') throw badRequest(REFUND_MESSAGES.reasonRequired);
      // Completing a signed-in customer's order also credits their loyalty points, in the same transaction (the change,
      // its event and the points commit together or not at all). Any other change is the one statement, sent with
      // COMMIT. An order's customer is set when it is placed and never changes, so the head read above decides.
      const awards = status === 'completed' && head.owner_id !== null;
      const changed = await db.transaction(async (tx) => {
        const actor = { userId: user.id, at: now() };
        if (!awards) return transitionOrder(tx, id, status, true, actor);
        const [transitioned, shop] = await Promise.all([
          transitionOrder(tx, id, status, false, actor),
          findShop(tx, head.shop_id),
        ]);
        if (!transitioned) return null;
        await awardLoyaltyPointsForOrder(tx, id, shop ? withSettingsDefaults(shop.settings).loyalty : null);
        return transitioned;
      });
      if (!changed) {
        // someone else moved it first (or it never could): say where it is now
        const latest = await findOrderHead(db, id);
        throw conflict(transitionRefusal(latest?.status ?? head.status, status));
      }
      events.announce(changed.event);
      // the order as the change left it, read by the change's own statement
      return { order: toOrder(changed.order.row, changed.order.lines, POPULATE_ALL) };
    },
  );
}
