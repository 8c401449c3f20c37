import { type OrderResponse, orderParams, refundOrderRequest, rejectOrderRequest } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { MailAdapter } from '../adapters/mail';
import type { PaymentsAdapter } from '../adapters/payments';
import { currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { bodyOf, paramsOf } from '../http/validate';
import { findShop } from '../shops/repo';
import type { OrderEvents } from './events';
import { loadOrderForCaller } from './order-access';
import { customerEmail, refundMail } from './refund-mail';
import { type RefundOutcome, refundCompletedOrder, rejectWithRefund } from './refunds';

export interface RefundRouteDeps {
  db: Db;
  now: () => Date;
  mail: MailAdapter;
  payments: PaymentsAdapter;
  events: OrderEvents;
}

/**
 * Reject with a refund and refunds of completed orders (refunds.ts). Mounted under /api behind the bearer hook, like
 * the other order routes; the caller must own the order's shop (or be an admin) before anything else.
 */
export async function orderRefundRoutes(app: FastifyInstance, deps: RefundRouteDeps): Promise<void> {
  const { db, now, mail, payments, events } = deps;

  /** Announced and mailed after COMMIT; the customer's e-mail never undoes or fails a refund that happened. */
  async function afterCommit(outcome: RefundOutcome, reason: string, log: FastifyInstance['log']): Promise<OrderResponse> {
    events.announce(outcome.event);
    const to = customerEmail(outcome.order);
    if (to) {
      const shop = await findShop(db, outcome.order.shop);
      const message = refundMail(outcome.order, shop?.name ?? 'our venue', to, {
        amount: outcome.refunded,
        reason,
        channel: outcome.channel,
      });
      await mail.sendMail(message).catch((error: unknown) => log.error({ err: error }, 'refund e-mail not sent'));
    }
    return { order: outcome.order };
  }

  // Spec 001 §4 Reject (pending only), path as the spec's status change; the static path wins over /orders/:id/:status.
  app.put(
    '/orders/:id/rejected',
    {
      schema: { params: orderParams, body: rejectOrderRequest },
      config: { callerOrder: true, shopPermission: 'orders.act' },
    },
    async (request): Promise<OrderResponse> => {
      const { id } = paramsOf(request);
      const user = currentUser(request);
      await loadOrderForCaller(db, request, id);
      const { reason } = bodyOf(request);
      const outcome = await rejectWithRefund({ db, payments, now }, { orderId: id, reason, userId: user.id });
      return afterCommit(outcome, reason, request.log);
    },
  );

  app.post(
    '/orders/:id/refunds',
    {
      schema: { params: orderParams, body: refundOrderRequest },
      config: { callerOrder: true, shopPermission: 'orders.refund' },
    },
    async (request): Promise<OrderResponse> => {
      const { id } = paramsOf(request);
      const user = currentUser(request);
      await loadOrderForCaller(db, request, id);
      const { amount, reason } = bodyOf(request);
      const outcome = await refundCompletedOrder({ db, payments, now }, { orderId: id, amount, reason, userId: user.id });
      return afterCommit(outcome, reason, request.log);
    },
  );
}
