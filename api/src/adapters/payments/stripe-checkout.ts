import { HttpError } from '../../http/errors';
import type { CompletedCheckout, SubscriptionCheckoutRequest } from './checkout';

/**
 * Stripe Checkout in subscription mode, over the REST API with `fetch` like the rest of the Stripe adapter. The
 * success URL carries `checkout_session={CHECKOUT_SESSION_ID}` (Stripe fills it in), so the settings page can ask
 * the API to confirm the session (POST …/subscription-checkout/complete) when the person comes back.
 */
export interface StripeCheckoutOptions {
  secretKey: string;
  fetch?: typeof fetch;
  apiBase?: string;
}

export class StripeCheckoutError extends HttpError {
  constructor(providerMessage: string) {
    super(502, `The payment provider answered: ${providerMessage}`);
    this.name = 'StripeCheckoutError';
  }
}

async function call<T>(options: StripeCheckoutOptions, path: string, init: { method: 'GET' | 'POST'; form?: URLSearchParams }) {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiBase ?? 'https://api.stripe.com';
  let response: Response;
  try {
    response = await doFetch(`${base}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { body: init.form.toString() } : {}),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new StripeCheckoutError('no answer (network error or time-out)');
  }
  const json = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok) throw new StripeCheckoutError(json.error?.message ?? `Stripe answered ${response.status}`);
  return json as T;
}

export function withSessionPlaceholder(successUrl: string): string {
  return `${successUrl}${successUrl.includes('?') ? '&' : '?'}checkout_session={CHECKOUT_SESSION_ID}`;
}

export async function createStripeCheckout(
  options: StripeCheckoutOptions,
  request: SubscriptionCheckoutRequest,
): Promise<{ url: string }> {
  const form = new URLSearchParams({
    mode: 'subscription',
    'line_items[0][price]': request.priceId,
    'line_items[0][quantity]': '1',
    client_reference_id: request.clientReferenceId,
    customer_email: request.customerEmail,
    success_url: withSessionPlaceholder(request.successUrl),
    cancel_url: request.cancelUrl,
  });
  const session = await call<{ url?: string }>(options, '/v1/checkout/sessions', { method: 'POST', form });
  if (!session.url) throw new StripeCheckoutError('no checkout URL');
  return { url: session.url };
}

interface StripeSession {
  status?: string;
  mode?: string;
  client_reference_id?: string | null;
  subscription?: string | { id: string } | null;
  line_items?: { data?: { price?: { id?: string } }[] };
}

/** The session when Stripe reports it complete (paid), else null. */
export async function retrieveStripeCheckout(
  options: StripeCheckoutOptions,
  sessionId: string,
): Promise<CompletedCheckout | null> {
  const session = await call<StripeSession>(
    options,
    `/v1/checkout/sessions/${encodeURIComponent(sessionId)}?expand[]=line_items`,
    { method: 'GET' },
  );
  const priceId = session.line_items?.data?.[0]?.price?.id;
  const subscription = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (
    session.status !== 'complete' ||
    session.mode !== 'subscription' ||
    !session.client_reference_id ||
    !priceId ||
    !subscription
  )
    return null;
  return { clientReferenceId: session.client_reference_id, priceId, subscriptionId: subscription };
}
