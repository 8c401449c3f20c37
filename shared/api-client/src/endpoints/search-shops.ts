import { ADMIN_PAGE_SIZE } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { parseShopList, type ShopList } from './envelopes';

/**
 * GET /api/shops with `search` (spec 000 §7): the caller's own shops, or every venue for an admin (the API decides),
 * matched by venue name or owner name / e-mail, a page at a time, with the owner. `type=all`: fixed and dynamic.
 */
export function searchShops({
  search,
  skip = 0,
  limit = ADMIN_PAGE_SIZE,
}: {
  search: string;
  skip?: number;
  limit?: number;
}): Promise<ShopList> {
  return apiFetch('/api/shops', {
    query: { search, type: 'all' },
    options: { limit, skip, sort: 'name.normal', populate: 'owner' },
    parse: parseShopList,
  });
}
