import { randomUUID } from 'node:crypto';
import { type Order, REFUND_MESSAGES, refundAmountProblem, refundChannel, transitionRefusal } from '@backoffice/contracts';
import type { PaymentsAdapter } from '../adapters/payments';
import type { Db } from '../db/types';
import { badRequest, conflict, notFound } from '../http/errors';
import { findShop } from '../shops/repo';
import { toShop } from '../shops/serialize';
import { ORDER_EVENT_JSON_SQL, type OrderEvent } from './events';
import { appendOrderAction, findOrder, transitionOrder } from './repo';
import { POPULATE_ALL, toOrder } from './serialize';

/**
 * Refunds (reject refunds in full; a completed order in full or in part). Each runs in ONE transaction that first
 * takes the order's row lock (`select … for update`): a second reject or refund of the same order waits for the first
 * to commit or roll back and then sees what it left (already rejected / nothing left), so concurrent clicks refund
 * once. The provider is asked inside that transaction, before anything is written: when it refuses, the transaction
 * rolls back and the order stays as it was (a pending order stays pending), and the merchant reads the provider's
 * message — there is never a rejected order whose money was kept. The database adds its own guards (migration 105:
 * refunded ≤ total_payment, one refund per (order, seq)).
 */

interface LockedOrder {
  id: string;
  shop_id: string;
  status: Order['status'];
  total_payment: number;
  refunded: number;
  stripe_charge_id: string | null;
  transaction_resolution: Order['transactionResolution'] | null;
  refund_count: number;
}

const LOCK_SQL = `
  select o.id, o.shop_id, o.status, o.total_payment, o.refunded, o.stripe_charge_id, o.transaction_resolution,
         (select count(*)::int from order_refunds r where r.order_id = o.id) as refund_count
  from orders o where o.id = $1 for update`;

const INSERT_REFUND_SQL = `
  with r as (
    insert into order_refunds (id, order_id, shop_id, seq, amount, reason, channel, provider_refund_id, created_by, created_at)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz)
    returning order_id, amount
  )
  update orders o set refunded = o.refunded + r.amount from r where o.id = r.order_id returning o.refunded`;

/** A refund's `order.updated` event row (announced after COMMIT, like every order change: events.ts). */
const REFUND_EVENT_SQL = `
  with e as (
    insert into order_events (shop_id, order_id, type, status) values ($1, $2, 'order.updated', $3)
    returning id, shop_id, order_id, type, status, created_at
  )
  select ${ORDER_EVENT_JSON_SQL} as event from e`;

export interface RefundDeps {
  db: Db;
  payments: PaymentsAdapter;
  now: () => Date;
}

export interface RefundOutcome {
  order: Order;
  event: OrderEvent;
  /** cents given back by this action (0: nothing had been paid) */
  refunded: number;
  /** 'counter': the merchant hands the money back (cash); the answer says so */
  channel: 'provider' | 'counter' | 'none';
}

async function lockOrder(tx: Db, orderId: string): Promise<LockedOrder> {
  const [row] = await tx.query<LockedOrder>(LOCK_SQL, [orderId]);
  if (!row) throw notFound('Order not found');
  return row;
}

/** The provider's refund (card orders) and its record; money handed back at the counter is recorded only. */
async function giveBack(
  tx: Db,
  deps: RefundDeps,
  order: LockedOrder,
  refund: { amount: number; reason: string; userId: string },
): Promise<'provider' | 'counter'> {
  const channel = refundChannel({
    totalPayment: order.total_payment,
    stripeChargeId: order.stripe_charge_id ?? undefined,
    transactionResolution: order.transaction_resolution ?? undefined,
  });
  const seq = order.refund_count + 1;
  let providerRefundId: string | null = null;
  if (channel === 'provider' && order.stripe_charge_id) {
    const shopRow = await findShop(tx, order.shop_id);
    if (!shopRow) throw notFound('Shop not found');
    const answer = await deps.payments.refundOrder({
      shop: toShop(shopRow),
      orderId: order.id,
      chargeId: order.stripe_charge_id,
      amount: refund.amount,
      totalPayment: order.total_payment,
      alreadyRefunded: order.refunded,
      idempotencyKey: `order-${order.id}-refund-${seq}`,
      reason: refund.reason,
    });
    providerRefundId = answer.id;
  }
  await tx.query(INSERT_REFUND_SQL, [
    randomUUID(),
    order.id,
    order.shop_id,
    seq,
    refund.amount,
    refund.reason,
    channel === 'provider' ? 'provider' : 'counter',
    providerRefundId,
    refund.userId,
    deps.now().toISOString(),
  ]);
  return channel === 'provider' ? 'provider' : 'counter';
}

/**
 * Reject (spec 001 §4: only from pending), refunding what the customer paid in full. 409 when the order is no longer
 * pending (another device moved it first); the provider's refusal leaves it pending.
 */
export async function rejectWithRefund(
  deps: RefundDeps,
  input: { orderId: string; reason: string; userId: string },
): Promise<RefundOutcome> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (order.status !== 'pending') throw conflict(transitionRefusal(order.status, 'rejected'));
    const left = order.total_payment - order.refunded;
    const channel =
      left > 0 ? await giveBack(tx, deps, order, { amount: left, reason: input.reason, userId: input.userId }) : 'none';
    const changed = await transitionOrder(tx, input.orderId, 'rejected', false, { userId: input.userId, at: deps.now() });
    // the row lock makes this unreachable; kept so a change of the lock can never reject without saying so
    if (!changed) throw conflict(transitionRefusal(order.status, 'rejected'));
    return {
      order: toOrder(changed.order.row, changed.order.lines, POPULATE_ALL),
      event: changed.event,
      refunded: Math.max(left, 0),
      channel,
    };
  });
}

/** A completed order refunded in full or in part: `amount` ≤ what is left, with a reason. */
export async function refundCompletedOrder(
  deps: RefundDeps,
  input: { orderId: string; amount: number; reason: string; userId: string },
): Promise<RefundOutcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (order.status !== 'completed') {
      if (order.status === 'rejected') throw conflict(REFUND_MESSAGES.nothingLeft);
      throw conflict(REFUND_MESSAGES.onlyCompleted);
    }
    const left = order.total_payment - order.refunded;
    const problem = refundAmountProblem(input.amount, left);
    if (problem) throw left <= 0 ? conflict(problem) : badRequest(problem);
    const channel = await giveBack(tx, deps, order, { amount: input.amount, reason: input.reason, userId: input.userId });
    const [row] = await tx.query<{ event: OrderEvent }>(REFUND_EVENT_SQL, [order.shop_id, order.id, order.status]);
    if (!row) throw new Error('refund event was not recorded');
    await appendOrderAction(tx, order.id, 'refunded', { userId: input.userId, at: deps.now() });
    return { event: row.event, channel };
  });
  const found = await findOrder(deps.db, input.orderId);
  if (!found) throw notFound('Order not found');
  return {
    order: toOrder(found.row, found.lines, POPULATE_ALL),
    event: outcome.event,
    refunded: input.amount,
    channel: outcome.channel,
  };
}
