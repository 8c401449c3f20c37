import { type Balance, type PaymentAccount, type Payout, type Shop, venueDate, venueTomorrow } from '@backoffice/contracts';
import { DateTime } from 'luxon';
import { HttpError } from '../../http/errors';
import { createStripeAccountLink } from './stripe-account-links';
import { createStripeCheckout, retrieveStripeCheckout } from './stripe-checkout';
import { setStripeTerminalLocation } from './stripe-locations';
import { refundStripeOrder } from './stripe-refunds';
import type { PaymentsAdapter } from './types';

/**
 * Stripe, over its REST API with `fetch` (no SDK dependency): the shop's connected account is
 * `shop.transactional.stripeId`, read with the platform's secret key and the `Stripe-Account` header.
 * A shop without a connected account has nothing at Stripe: zero balance, no payouts, everything due.
 * Payouts that are `canceled` or `failed` are left out (the contract lists paid / in_transit / pending).
 */
export interface StripeOptions {
  secretKey: string;
  fetch?: typeof fetch;
  apiBase?: string;
  /** Most pages of 100 payouts read for one report (a year of daily payouts is 4). */
  maxPages?: number;
}

interface StripeList<T> {
  data: T[];
  has_more: boolean;
}

interface StripePayout {
  id: string;
  amount: number;
  currency: string;
  status: string;
  created: number;
  arrival_date: number;
  statement_descriptor: string | null;
}

/** A failed Stripe call: answered as 502 with Stripe's own message (the toast shows it); its status is kept. */
export class StripeError extends HttpError {
  constructor(
    readonly providerStatus: number,
    providerMessage: string,
  ) {
    super(502, `The payment provider answered: ${providerMessage}`);
    this.name = 'StripeError';
  }
}

const SHOWN = new Set(['paid', 'in_transit', 'pending']);

export function stripePayments(options: StripeOptions): PaymentsAdapter {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiBase ?? 'https://api.stripe.com';
  const maxPages = options.maxPages ?? 10;

  async function get<T>(path: string, params: Record<string, string | number>, account?: string): Promise<T> {
    const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
    let response: Response;
    try {
      response = await doFetch(`${base}${path}${query ? `?${query}` : ''}`, {
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          ...(account ? { 'stripe-account': account } : {}),
        },
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new StripeError(0, 'no answer (network error or time-out)');
    }
    const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    if (!response.ok) throw new StripeError(response.status, body.error?.message ?? `Stripe answered ${response.status}`);
    return body as T;
  }

  async function payouts(account: string, filter: Record<string, string | number>): Promise<Payout[]> {
    const found: Payout[] = [];
    let after: string | undefined;
    for (let page = 0; page < maxPages; page++) {
      const list = await get<StripeList<StripePayout>>(
        '/v1/payouts',
        { ...filter, limit: 100, ...(after ? { starting_after: after } : {}) },
        account,
      );
      for (const payout of list.data) {
        if (!SHOWN.has(payout.status) || payout.currency !== 'nzd') continue;
        found.push({
          id: payout.id,
          amount: payout.amount,
          status: payout.status as Payout['status'],
          created: payout.created,
          arrival_date: payout.arrival_date,
          statement_descriptor: payout.statement_descriptor ?? null,
        });
      }
      after = list.data.at(-1)?.id;
      if (!list.has_more || !after) break;
    }
    return found.sort((a, b) => b.created - a.created);
  }

  const accountOf = (shop: Shop) => shop.transactional?.stripeId || null;
  const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

  return {
    name: 'stripe',

    async chargeOrder({ shop, orderId, amount, applicationFee, paymentMethod }) {
      if (!paymentMethod) throw new HttpError(422, 'Please enter your card details');
      const account = accountOf(shop);
      if (!account) throw new HttpError(422, 'This shop cannot take card payments yet');
      const form = new URLSearchParams({
        amount: String(amount),
        currency: 'nzd',
        payment_method: paymentMethod,
        confirm: 'true',
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
        'transfer_data[destination]': account,
        application_fee_amount: String(Math.min(applicationFee, amount)),
        'metadata[order_id]': orderId,
      });
      let response: Response;
      try {
        response = await doFetch(`${base}/v1/payment_intents`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            // a retried order never charges twice
            'idempotency-key': `order-${orderId}`,
          },
          body: form.toString(),
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        throw new StripeError(0, 'no answer (network error or time-out)');
      }
      const body = (await response.json().catch(() => ({}))) as {
        id?: string;
        status?: string;
        error?: { message?: string; type?: string };
      };
      if (body.error?.type === 'card_error') throw new HttpError(422, body.error.message ?? 'Your card was declined');
      if (!response.ok || !body.id)
        throw new StripeError(response.status, body.error?.message ?? `Stripe answered ${response.status}`);
      if (body.status !== 'succeeded' && body.status !== 'requires_capture' && body.status !== 'processing')
        throw new HttpError(422, 'Your card payment did not go through');
      return { id: body.id };
    },

    async refundCharge(chargeId) {
      const response = await doFetch(`${base}/v1/refunds`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': `refund-${chargeId}`,
        },
        body: new URLSearchParams({ payment_intent: chargeId, reason: 'requested_by_customer' }).toString(),
        signal: AbortSignal.timeout(15_000),
      }).catch(() => null);
      if (!response?.ok) throw new StripeError(response?.status ?? 0, `refund of ${chargeId} failed`);
    },

    refundOrder: (refund) => refundStripeOrder({ secretKey: options.secretKey, fetch: doFetch, apiBase: base }, refund),

    createAccountLink: (shop, urls) =>
      createStripeAccountLink({ secretKey: options.secretKey, fetch: doFetch, apiBase: base }, shop, urls),

    createSubscriptionCheckout: (request) =>
      createStripeCheckout({ secretKey: options.secretKey, fetch: doFetch, apiBase: base }, request),

    retrieveSubscriptionCheckout: (sessionId) =>
      retrieveStripeCheckout({ secretKey: options.secretKey, fetch: doFetch, apiBase: base }, sessionId),
    setLocation: (shop, location) =>
      setStripeTerminalLocation({ secretKey: options.secretKey, fetch: doFetch, apiBase: base }, shop, location),

    async getAccount(shop: Shop): Promise<PaymentAccount> {
      const account = accountOf(shop);
      if (!account) return { id: '', requirements: { currently_due: ['external_account', 'business_profile.address'] } };
      const found = await get<{ id: string; requirements?: { currently_due?: string[] } }>(`/v1/accounts/${account}`, {});
      return { id: found.id, requirements: { currently_due: found.requirements?.currently_due ?? [] } };
    },

    async getBalance(shop: Shop): Promise<Balance> {
      const account = accountOf(shop);
      if (!account) return { available: 0, pending: 0, currency: 'nzd' };
      const balance = await get<{
        available: { amount: number; currency: string }[];
        pending: { amount: number; currency: string }[];
      }>('/v1/balance', {}, account);
      const nzd = (list: { amount: number; currency: string }[]) =>
        list.filter((entry) => entry.currency === 'nzd').reduce((sum, entry) => sum + entry.amount, 0);
      return { available: nzd(balance.available), pending: nzd(balance.pending), currency: 'nzd' };
    },

    async listPayouts(shop: Shop, range: { start: string; end: string }): Promise<Payout[]> {
      const account = accountOf(shop);
      if (!account) return [];
      return payouts(account, { 'created[gte]': seconds(range.start), 'created[lt]': seconds(range.end) });
    },

    async tomorrowPayouts(shop: Shop, now: Date): Promise<Payout[]> {
      const account = accountOf(shop);
      if (!account) return [];
      // Stripe's arrival_date is midnight UTC of the arrival date: ask for tomorrow's NZ date as a UTC day.
      const from = DateTime.fromISO(venueDate(venueTomorrow(now).start), { zone: 'UTC' });
      return payouts(account, {
        'arrival_date[gte]': Math.floor(from.toMillis() / 1000),
        'arrival_date[lt]': Math.floor(from.plus({ days: 1 }).toMillis() / 1000),
      });
    },
  };
}
