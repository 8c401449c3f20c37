import { apiFetch } from '../api-fetch';

/** PUT /api/shops/:shopId/categories/display-order (ours): every category id, in the new order, in one call. */
export function reorderCategories(shopId: string, ids: readonly string[]): Promise<void> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/categories/display-order`, {
    method: 'PUT',
    body: { ids },
    parse: () => undefined,
  });
}
