import { apiFetch } from '../api-fetch';
import { stringIn } from './envelopes';

/**
 * POST /api/shops/:shopId/categories/:categoryId/sync-products: every product of the category gets the category's
 * option sets, keeping each product's selected/default values (docs/decisions/011-menu-and-vouchers.md) → the server's message.
 */
export function syncCategoryProducts(shopId: string, categoryId: string): Promise<string> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/categories/${encodeURIComponent(categoryId)}/sync-products`, {
    method: 'POST',
    parse: (data) => stringIn(data, 'message'),
  });
}
