import type { Shop } from '@backoffice/contracts';
import { stripePayments } from './stripe';
import type { OrderRefund } from './types';

const shop: Shop = {
  _id: 'shop-1',
  name: { normal: 'Harbourside Espresso Bar' },
  status: 'Active',
  type: 'fixed',
  createdAt: '2026-01-01T00:00:00.000Z',
  owner: 'user-1',
  transactional: { stripeId: 'acct_1' },
};

const refund = (extra: Partial<OrderRefund> = {}): OrderRefund => ({
  shop,
  orderId: 'order-1',
  chargeId: 'pi_123',
  amount: 950,
  totalPayment: 1595,
  alreadyRefunded: 0,
  idempotencyKey: 'order-order-1-refund-1',
  reason: 'Out of stock',
  ...extra,
});

/** Stripe's refunds endpoint as the SDK reaches it through our fetch: records each request, answers in turn. */
function fakeStripe(answers: { status: number; body: unknown }[]) {
  const calls: { url: URL; method: string; headers: Headers; body: URLSearchParams }[] = [];
  const fn = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers as HeadersInit),
      body: new URLSearchParams(String(init?.body ?? '')),
    });
    const answer = answers.shift() ?? { status: 500, body: { error: { message: 'nothing more' } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fn, calls };
}

describe('Stripe refunds (the Stripe SDK over our fetch)', () => {
  it('refunds the PaymentIntent with the order key, taking the transfer and the fee back', async () => {
    const { fn, calls } = fakeStripe([{ status: 200, body: { id: 're_1', object: 'refund', status: 'succeeded' } }]);
    const adapter = stripePayments({ secretKey: 'sk_test_x', fetch: fn, apiBase: 'http://stripe.test:12111' });
    expect(await adapter.refundOrder(refund())).toEqual({ id: 're_1' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.url.toString()).toBe('http://stripe.test:12111/v1/refunds');
    expect(call?.headers.get('idempotency-key')).toBe('order-order-1-refund-1');
    expect(call?.headers.get('authorization')).toBe('Bearer sk_test_x');
    expect(Object.fromEntries(call?.body ?? [])).toEqual({
      payment_intent: 'pi_123',
      amount: '950',
      reason: 'requested_by_customer',
      reverse_transfer: 'true',
      refund_application_fee: 'true',
      'metadata[order_id]': 'order-1',
      'metadata[reason]': 'Out of stock',
    });
  });

  it('a charge id is refunded as a charge', async () => {
    const { fn, calls } = fakeStripe([{ status: 200, body: { id: 're_2', object: 'refund', status: 'pending' } }]);
    const adapter = stripePayments({ secretKey: 'sk_test_x', fetch: fn, apiBase: 'http://stripe.test' });
    expect(await adapter.refundOrder(refund({ chargeId: 'ch_9' }))).toEqual({ id: 're_2' });
    expect(calls[0]?.body.get('charge')).toBe('ch_9');
    expect(calls[0]?.body.has('payment_intent')).toBe(false);
  });

  it("Stripe's refusal is a 422 with Stripe's own message; a Stripe failure a 502", async () => {
    const refused = fakeStripe([
      {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: 'Charge pi_123 has already been refunded.',
          },
        },
      },
    ]);
    await expect(
      stripePayments({ secretKey: 'sk_test_x', fetch: refused.fn, apiBase: 'http://stripe.test' }).refundOrder(refund()),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'The payment provider refused the refund: Charge pi_123 has already been refunded.',
    });

    const failed = fakeStripe([
      { status: 200, body: { id: 're_3', object: 'refund', status: 'failed', failure_reason: 'expired_or_canceled_card' } },
    ]);
    await expect(
      stripePayments({ secretKey: 'sk_test_x', fetch: failed.fn, apiBase: 'http://stripe.test' }).refundOrder(refund()),
    ).rejects.toMatchObject({ statusCode: 422, message: 'The payment provider refused the refund: expired_or_canceled_card' });

    const down = fakeStripe([
      { status: 500, body: { error: { type: 'api_error', message: 'Something broke' } } },
      { status: 500, body: { error: { type: 'api_error', message: 'Something broke' } } },
    ]);
    await expect(
      stripePayments({ secretKey: 'sk_test_x', fetch: down.fn, apiBase: 'http://stripe.test' }).refundOrder(refund()),
    ).rejects.toMatchObject({ statusCode: 502, message: 'The payment provider answered: Something broke' });
    // a retried request carries the same key, so Stripe refunds once
    expect(new Set(down.calls.map((call) => call.headers.get('idempotency-key')))).toEqual(new Set(['order-order-1-refund-1']));
  });
});
