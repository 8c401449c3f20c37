import type { Shop } from '@backoffice/contracts';
import { HttpError } from '../../http/errors';
import type { AccountLink, AccountLinkUrls } from './account-links';

/**
 * Stripe Connect onboarding link, over Stripe's REST API with `fetch` like the rest of `stripe.ts` (no SDK):
 * - a shop without a connected account (`transactional.stripeId`) gets an Express account first
 *   (POST /v1/accounts, country NZ, card payments + transfers), with an idempotency key per shop so two clicks do
 *   not make two accounts; the caller stores the new id on the shop;
 * - then POST /v1/account_links with type `account_onboarding` (Stripe's hosted onboarding, which also serves
 *   updates of an Express account) and the return / refresh URLs on PUBLIC_URL.
 */
/** A failed Stripe call: 502 with Stripe's message, as `StripeError` in `stripe.ts` does. */
export class StripeLinkError extends HttpError {
  constructor(
    readonly providerStatus: number,
    providerMessage: string,
  ) {
    super(502, `The payment provider answered: ${providerMessage}`);
    this.name = 'StripeLinkError';
  }
}

export interface StripeLinkOptions {
  secretKey: string;
  fetch?: typeof fetch;
  apiBase?: string;
}

export async function createStripeAccountLink(
  options: StripeLinkOptions,
  shop: Shop,
  urls: AccountLinkUrls,
): Promise<AccountLink> {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiBase ?? 'https://api.stripe.com';

  async function post<T>(path: string, form: Record<string, string | undefined>, idempotencyKey?: string): Promise<T> {
    const body = new URLSearchParams(
      Object.entries(form).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
    );
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body.toString(),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new StripeLinkError(0, 'no answer (network error or time-out)');
    }
    const json = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    if (!response.ok) throw new StripeLinkError(response.status, json.error?.message ?? `Stripe answered ${response.status}`);
    return json as T;
  }

  let account = shop.transactional?.stripeId || '';
  let createdAccountId: string | undefined;
  if (!account) {
    const created = await post<{ id: string }>(
      '/v1/accounts',
      {
        type: 'express',
        country: 'NZ',
        email: shop.contact?.email,
        'business_profile[name]': shop.name.normal,
        'capabilities[card_payments][requested]': 'true',
        'capabilities[transfers][requested]': 'true',
        'metadata[shopId]': shop._id,
      },
      `venue-backoffice-account-${shop._id}`,
    );
    account = created.id;
    createdAccountId = created.id;
  }
  const link = await post<{ url: string }>('/v1/account_links', {
    account,
    refresh_url: urls.refreshUrl,
    return_url: urls.returnUrl,
    type: 'account_onboarding',
  });
  return { url: link.url, ...(createdAccountId ? { createdAccountId } : {}) };
}
