import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';
import { listIn } from './envelopes';

export interface CategoryChoice {
  _id: string;
  name: string;
  products: { _id: string; name: string }[];
}

/**
 * The shop's categories for pickers (spec 000 §3 "Category (for pickers): _id, name, products"), from
 * GET /api/shops/:shopId/categories. Silent: a picker without choices still leaves the form usable.
 */
export function getCategoryChoices(shopId: string): Promise<CategoryChoice[]> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/categories`, {
    options: { sort: 'displayOrder', populate: 'products' },
    silent: true,
    parse: (data) => listIn<CategoryChoice>(data, 'categories'),
  });
}

export function useCategoryChoices(): SWRResponse<CategoryChoice[], Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(auth && shopId ? (['category-choices', shopId, auth.userId] as const) : null, ([, id]) => getCategoryChoices(id));
}
