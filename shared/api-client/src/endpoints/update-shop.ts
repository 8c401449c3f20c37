import { SHOP_UPDATE_TIMEOUT_MS, type Shop, type ShopUpdate, type UpdateShopRequest } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn } from './envelopes';

/**
 * PUT /api/shops/:shopId with a partial shopInfo → `{ shop }`. Spec 000 §7/§9: this call gets 60 s, not 30.
 * `options.section` names the settings section a form saves (the API then checks that section's schema).
 */
export function updateShop(shopId: string, shopInfo: ShopUpdate, options?: UpdateShopRequest['options']): Promise<Shop> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}`, {
    method: 'PUT',
    body: { shopInfo, options },
    timeoutMs: SHOP_UPDATE_TIMEOUT_MS,
    parse: (data) => entityIn<Shop>(data, 'shop'),
  });
}
