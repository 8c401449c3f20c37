import type { Shop } from '@backoffice/contracts';
import { createPaymentsAdapter } from '.';
import { StripeError, stripePayments } from './stripe';
import { statementDescriptor } from './types';

const shop = (stripeId?: string): Shop => ({
  _id: 'shop-1',
  name: { normal: 'Harbourside Espresso Bar' },
  status: 'Active',
  type: 'fixed',
  createdAt: '2026-01-01T00:00:00.000Z',
  owner: 'user-1',
  ...(stripeId ? { transactional: { stripeId } } : {}),
});

function fakeFetch(routes: Record<string, unknown[]>) {
  const calls: { url: URL; headers: Record<string, string> }[] = [];
  const fn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    const answers = routes[url.pathname];
    const body = answers?.shift();
    if (body === undefined) return new Response(JSON.stringify({ error: { message: 'No such thing' } }), { status: 404 });
    return new Response(JSON.stringify(body), { status: 200 });
  }) as typeof fetch;
  return { fn, calls };
}

describe('Stripe payments adapter (REST over fetch)', () => {
  it('reads the NZD balance of the connected account', async () => {
    const { fn, calls } = fakeFetch({
      '/v1/balance': [
        {
          available: [
            { amount: 1234, currency: 'nzd' },
            { amount: 99, currency: 'aud' },
          ],
          pending: [{ amount: 50, currency: 'nzd' }],
        },
      ],
    });
    const adapter = stripePayments({ secretKey: 'sk_test_x', fetch: fn });
    expect(await adapter.getBalance(shop('acct_1'), new Date())).toEqual({ available: 1234, pending: 50, currency: 'nzd' });
    expect(calls[0]?.headers).toEqual({ authorization: 'Bearer sk_test_x', 'stripe-account': 'acct_1' });
  });

  it('pages through payouts created in the range, drops failed / canceled ones, newest first', async () => {
    const payout = (id: string, created: number, status = 'paid') => ({
      id,
      amount: 1000,
      currency: 'nzd',
      status,
      created,
      arrival_date: created + 43_200,
      statement_descriptor: 'HARBOURSIDE',
    });
    const { fn, calls } = fakeFetch({
      '/v1/payouts': [
        { data: [payout('po_3', 300), payout('po_2', 200, 'failed')], has_more: true },
        { data: [payout('po_1', 100, 'in_transit')], has_more: false },
      ],
    });
    const adapter = stripePayments({ secretKey: 'sk', fetch: fn });
    const found = await adapter.listPayouts(
      shop('acct_1'),
      { start: '2026-04-01T00:00:00Z', end: '2026-05-01T00:00:00Z' },
      new Date(),
    );
    expect(found.map((p) => [p.id, p.status])).toEqual([
      ['po_3', 'paid'],
      ['po_1', 'in_transit'],
    ]);
    expect(calls[0]?.url.searchParams.get('created[gte]')).toBe(String(Date.parse('2026-04-01T00:00:00Z') / 1000));
    expect(calls[1]?.url.searchParams.get('starting_after')).toBe('po_2');
  });

  it('tomorrow = payouts whose arrival date (midnight UTC) is tomorrow’s NZ date', async () => {
    const { fn, calls } = fakeFetch({ '/v1/payouts': [{ data: [], has_more: false }] });
    const adapter = stripePayments({ secretKey: 'sk', fetch: fn });
    // Sun 5 Apr 23:30 NZST → tomorrow is Mon 6 Apr
    await adapter.tomorrowPayouts(shop('acct_1'), new Date('2026-04-05T11:30:00Z'));
    expect(calls[0]?.url.searchParams.get('arrival_date[gte]')).toBe(String(Date.parse('2026-04-06T00:00:00Z') / 1000));
    expect(calls[0]?.url.searchParams.get('arrival_date[lt]')).toBe(String(Date.parse('2026-04-07T00:00:00Z') / 1000));
  });

  it('a shop without a connected account has nothing at Stripe', async () => {
    const { fn, calls } = fakeFetch({});
    const adapter = stripePayments({ secretKey: 'sk', fetch: fn });
    expect(await adapter.getBalance(shop(), new Date())).toEqual({ available: 0, pending: 0, currency: 'nzd' });
    expect(await adapter.listPayouts(shop(), { start: '2026-04-01T00:00:00Z', end: '2026-04-02T00:00:00Z' }, new Date())).toEqual(
      [],
    );
    expect(calls).toEqual([]);
  });

  it('Stripe errors surface with their status', async () => {
    const adapter = stripePayments({ secretKey: 'sk', fetch: fakeFetch({}).fn });
    const error = await adapter.getBalance(shop('acct_1'), new Date()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StripeError);
    expect(error).toMatchObject({
      statusCode: 502,
      providerStatus: 404,
      message: 'The payment provider answered: No such thing',
    });
  });

  it('refunds a whole payment intent once (idempotency key per charge); a refusal throws', async () => {
    const { fn, calls } = fakeFetch({ '/v1/refunds': [{ id: 're_1', status: 'succeeded' }] });
    const adapter = stripePayments({ secretKey: 'sk_test_x', fetch: fn });
    await adapter.refundCharge('pi_123');
    expect(calls[0]?.url.pathname).toBe('/v1/refunds');
    expect(calls[0]?.headers['idempotency-key']).toBe('refund-pi_123');
    await expect(adapter.refundCharge('pi_404')).rejects.toBeInstanceOf(StripeError);
  });

  it('is chosen when STRIPE_SECRET_KEY is set', () => {
    const db = {} as never;
    expect(createPaymentsAdapter({ db, env: { STRIPE_SECRET_KEY: 'sk_test' } }).name).toBe('stripe');
    expect(createPaymentsAdapter({ db, env: {} }).name).toBe('local');
  });
});

describe('statementDescriptor', () => {
  it.each([
    ['Harbourside Espresso Bar', 'HARBOURSIDE ESPRESSO B'],
    ['Exact Café', 'EXACT CAFE'],
    ['Kai', null],
    ["Joe's <Cafe> *", 'JOES CAFE'],
  ])('%s → %s', (name, expected) => expect(statementDescriptor(name)).toBe(expected));
});
