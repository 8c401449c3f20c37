import type { PushSubscriptionRequest } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { envelope } from './envelopes';

/** GET /api/push/public-key (ours; docs/decisions/015-live-orders-events-and-customers.md) → the VAPID key a device subscribes with. */
export function getPushPublicKey(): Promise<string> {
  return apiFetch('/api/push/public-key', {
    parse: (data) => {
      const key = envelope(data).publicKey;
      if (typeof key !== 'string' || !key) throw new TypeError('unexpected response: "publicKey" is not a key');
      return key;
    },
  });
}

/** PUT /api/shops/:shopId/push-subscription: this device hears of the shop's new orders (when its toggle is on). */
export function savePushSubscription(shopId: string, subscription: PushSubscriptionRequest): Promise<void> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/push-subscription`, {
    method: 'PUT',
    body: subscription,
    parse: () => undefined,
  });
}

/** DELETE /api/shops/:shopId/push-subscription `{ endpoint }`: this device no longer does. */
export function deletePushSubscription(shopId: string, endpoint: string): Promise<void> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/push-subscription`, {
    method: 'DELETE',
    body: { endpoint },
    parse: () => undefined,
  });
}
