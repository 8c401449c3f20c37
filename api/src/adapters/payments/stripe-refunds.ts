import Stripe from 'stripe';
import { HttpError } from '../../http/errors';
import type { OrderRefund } from './types';

export interface StripeRefundOptions {
  secretKey: string;
  fetch: typeof fetch;
  apiBase: string;
}

/**
 * A refund through the Stripe SDK's refunds API. Orders are destination charges on the platform (stripe.ts
 * `chargeOrder`: a PaymentIntent with `transfer_data`), so the refund is made by the platform and
 * `reverse_transfer` takes the amount back from the shop's connected account, while `refund_application_fee` gives
 * the platform's fee back in proportion (the customer paid for nothing). The idempotency key is the order's and the
 * refund's, so a retry after a lost answer gets the first refund back rather than a second one.
 * Stripe refusing (4xx: already refunded, disputed, more than is left …) answers 422 with Stripe's message; no
 * answer or a Stripe failure answers 502.
 */
export async function refundStripeOrder(options: StripeRefundOptions, refund: OrderRefund): Promise<{ id: string }> {
  const base = new URL(options.apiBase);
  const stripe = new Stripe(options.secretKey, {
    httpClient: Stripe.createFetchHttpClient(options.fetch),
    host: base.hostname,
    ...(base.port ? { port: Number(base.port) } : {}),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
  });
  const charge = refund.chargeId.startsWith('ch_') ? { charge: refund.chargeId } : { payment_intent: refund.chargeId };
  try {
    const created = await stripe.refunds.create(
      {
        ...charge,
        amount: refund.amount,
        reason: 'requested_by_customer',
        reverse_transfer: true,
        refund_application_fee: true,
        metadata: { order_id: refund.orderId, reason: refund.reason.slice(0, 500) },
      },
      { idempotencyKey: refund.idempotencyKey },
    );
    if (created.status === 'failed' || created.status === 'canceled')
      throw new HttpError(422, `The payment provider refused the refund: ${created.failure_reason ?? created.status}`);
    return { id: created.id };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Stripe.errors.StripeError) {
      const status = error.statusCode ?? 0;
      if (status >= 400 && status < 500) throw new HttpError(422, `The payment provider refused the refund: ${error.message}`);
      throw new HttpError(502, `The payment provider answered: ${error.message}`);
    }
    throw new HttpError(502, 'The payment provider answered: no answer (network error or time-out)');
  }
}
