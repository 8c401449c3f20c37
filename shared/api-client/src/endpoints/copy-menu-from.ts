import { apiFetch } from '../api-fetch';
import { stringIn } from './envelopes';

/** POST /api/shops/:shopId/copy-menu-from/:targetId: copies the menu of `fromShopId` into `shopId` → the message. */
export function copyMenuFrom(shopId: string, fromShopId: string): Promise<string> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/copy-menu-from/${encodeURIComponent(fromShopId)}`, {
    method: 'POST',
    parse: (data) => stringIn(data, 'message'),
  });
}
