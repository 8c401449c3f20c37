import type { Location, Shop } from '@backoffice/contracts';
import { HttpError } from '../../http/errors';

/** A failed Stripe call: 502 with Stripe's message, like `StripeError` in `stripe.ts`. */
export class StripeLocationError extends HttpError {
  constructor(
    readonly providerStatus: number,
    providerMessage: string,
  ) {
    super(502, `The payment provider answered: ${providerMessage}`);
    this.name = 'StripeLocationError';
  }
}

/**
 * Stripe Terminal location of a shop, over the REST API with `fetch` (no SDK), on the platform account (terminal
 * readers are registered by the platform): POST /v1/terminal/locations creates one named after the shop; a shop
 * that already has one (`transactional.stripeLocation`) gets it updated in place (POST /v1/terminal/locations/:id),
 * so readers registered to it keep working.
 */
export async function setStripeTerminalLocation(
  options: { secretKey: string; fetch?: typeof fetch; apiBase?: string },
  shop: Shop,
  location: Location,
): Promise<{ id: string }> {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiBase ?? 'https://api.stripe.com';
  const existing = shop.transactional?.stripeLocation;
  const body = new URLSearchParams({
    display_name: shop.name.normal,
    'address[line1]': location.line1,
    'address[line2]': location.line2,
    'address[city]': location.city,
    'address[country]': location.country,
    'address[postal_code]': location.postCode,
    'metadata[shopId]': shop._id,
  });
  let response: Response;
  try {
    response = await doFetch(`${base}/v1/terminal/locations${existing ? `/${encodeURIComponent(existing)}` : ''}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: body.toString(),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new StripeLocationError(0, 'no answer (network error or time-out)');
  }
  const json = (await response.json().catch(() => ({}))) as { id?: string; error?: { message?: string } };
  if (!response.ok || !json.id)
    throw new StripeLocationError(response.status, json.error?.message ?? `Stripe answered ${response.status}`);
  return { id: json.id };
}
