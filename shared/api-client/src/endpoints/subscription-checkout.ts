import type { Shop } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn, envelope } from './envelopes';

/** POST /api/shops/:shopId/subscription-checkout → the provider's checkout URL the browser goes to. */
export function startSubscriptionCheckout(shopId: string, priceId: string): Promise<string> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/subscription-checkout`, {
    method: 'POST',
    body: { priceId },
    parse: (data) => {
      const { url } = envelope(data);
      if (typeof url !== 'string') throw new TypeError('unexpected response: no url');
      return url;
    },
  });
}

/** POST /api/shops/:shopId/subscription-checkout/complete: confirms a provider session after its redirect back. */
export function completeSubscriptionCheckout(shopId: string, sessionId: string): Promise<Shop> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/subscription-checkout/complete`, {
    method: 'POST',
    body: { sessionId },
    parse: (data) => entityIn<Shop>(data, 'shop'),
  });
}
