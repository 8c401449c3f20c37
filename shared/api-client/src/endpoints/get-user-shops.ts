import { SHOPS_LIST_LIMIT } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { parseShopList, type ShopList } from './envelopes';

/** GET /api/users/:userId/shops — spec 000 §7: limit 1000, sorted by name. */
export function getUserShops(userId: string): Promise<ShopList> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/shops`, {
    options: { limit: SHOPS_LIST_LIMIT, sort: 'name.normal' },
    parse: parseShopList,
  });
}
