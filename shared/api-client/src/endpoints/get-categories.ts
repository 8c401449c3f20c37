import type { Category } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';
import { listIn } from './envelopes';

/** GET /api/shops/:shopId/categories with options and products populated, in displayOrder (spec 001 §7). */
export function getCategories(shopId: string): Promise<Category[]> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/categories`, {
    options: { populate: ['options', 'products'], sort: 'displayOrder' },
    parse: (data) => listIn<Category>(data, 'categories', { withId: true }),
  });
}

/** The current shop's menu. Keyed by shop and user; catalogue changes call `mutate` (spec 001 §7: each reloads categories). */
export function useCategories(): SWRResponse<Category[], Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(auth && shopId ? (['categories', shopId, auth.userId] as const) : null, ([, id]) => getCategories(id));
}
