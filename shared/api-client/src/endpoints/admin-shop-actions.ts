import type { LocationInput, Shop } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn, stringIn } from './envelopes';

/** DELETE /api/shops/:shopId (admin) → `{ message: 'Shop delete successful' }`. */
export function deleteShop(shopId: string): Promise<string> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}`, {
    method: 'DELETE',
    parse: (data) => stringIn(data, 'message'),
  });
}

/** POST /api/shops/:shopId/transfer-to/:userId (admin) → the shop with its new owner. */
export function transferShop(shopId: string, userId: string): Promise<Shop> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/transfer-to/${encodeURIComponent(userId)}`, {
    method: 'POST',
    parse: (data) => entityIn<Shop>(data, 'shop'),
  });
}

/** POST /api/shops/:shopId/stripe-location (admin): line1, line2, city, country, postCode → the updated shop. */
export function setShopStripeLocation(shopId: string, location: LocationInput): Promise<Shop> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/stripe-location`, {
    method: 'POST',
    body: location,
    parse: (data) => entityIn<Shop>(data, 'shop'),
  });
}
