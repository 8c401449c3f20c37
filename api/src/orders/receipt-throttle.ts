import type { Db } from '../db/types';

/**
 * How often a receipt may be sent again (POST /api/orders/:id/resend-receipt). The route mails any address the
 * caller types, so without a limit it is an open relay for whatever the shop's name says: a few sends per order
 * (a customer asking again, a typo fixed) and a busy counter's worth per shop, counted in the database so every API
 * replica sees the same numbers.
 */
export const RECEIPT_THROTTLE = {
  perOrder: { max: 3, windowSeconds: 15 * 60 },
  perShop: { max: 30, windowSeconds: 60 * 60 },
} as const;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export const RECEIPT_THROTTLED = {
  order: (seconds: number) =>
    `This receipt was sent ${RECEIPT_THROTTLE.perOrder.max} times just now. Please try again in ${minutes(seconds)} min.`,
  shop: (seconds: number) =>
    `Your shop has sent ${RECEIPT_THROTTLE.perShop.max} receipts in the last hour. Please try again in ${minutes(seconds)} min.`,
} as const;

export interface ReceiptSend {
  shopId: string;
  orderId: string;
  requestedBy: string;
  recipient: string;
}

export type ReceiptClaim = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

interface WindowCount {
  count: number;
  oldest: Date | string | null;
}

/** Seconds until the oldest send in the window leaves it (at least 1): when one more send will be let through. */
function retryAfter(window: WindowCount, windowSeconds: number, now: Date): number {
  const oldest = window.oldest ? new Date(window.oldest).getTime() : now.getTime();
  return Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - now.getTime()) / 1000));
}

/**
 * Counts the order's and the shop's recent sends and, when both are under their limit, records this one — in one
 * transaction holding the shop's lock, so parallel sends cannot all slip under the limit. The row also keeps who
 * asked, for whom, to which address.
 */
export async function claimReceiptSend(db: Db, send: ReceiptSend, now: Date): Promise<ReceiptClaim> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`receipt-send|${send.shopId}`]);
    const windowStart = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
    const [order] = await tx.query<WindowCount>(
      `select count(*)::int as count, min(created_at) as oldest from receipt_sends
       where order_id = $1 and created_at > $2::timestamptz and created_at <= $3::timestamptz`,
      [send.orderId, windowStart(RECEIPT_THROTTLE.perOrder.windowSeconds), now.toISOString()],
    );
    if (order && order.count >= RECEIPT_THROTTLE.perOrder.max) {
      const seconds = retryAfter(order, RECEIPT_THROTTLE.perOrder.windowSeconds, now);
      return { ok: false, retryAfterSeconds: seconds, message: RECEIPT_THROTTLED.order(seconds) };
    }
    const [shop] = await tx.query<WindowCount>(
      `select count(*)::int as count, min(created_at) as oldest from receipt_sends
       where shop_id = $1 and created_at > $2::timestamptz and created_at <= $3::timestamptz`,
      [send.shopId, windowStart(RECEIPT_THROTTLE.perShop.windowSeconds), now.toISOString()],
    );
    if (shop && shop.count >= RECEIPT_THROTTLE.perShop.max) {
      const seconds = retryAfter(shop, RECEIPT_THROTTLE.perShop.windowSeconds, now);
      return { ok: false, retryAfterSeconds: seconds, message: RECEIPT_THROTTLED.shop(seconds) };
    }
    await tx.query(
      `insert into receipt_sends (shop_id, order_id, requested_by, recipient, created_at) values ($1, $2, $3, $4, $5::timestamptz)`,
      [send.shopId, send.orderId, send.requestedBy, send.recipient, now.toISOString()],
    );
    return { ok: true };
  });
}
