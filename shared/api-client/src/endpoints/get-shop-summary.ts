import type { ShopSummary } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';
import { countIn } from './envelopes';

/** Counts of a shop's things, one call for every area's headline figure (the contracts type; imported as a type only). */
export type { ShopSummary };

/** Every count must be a whole number, 0 or more; the return type makes sure no key is forgotten. */
function readShopSummary(data: unknown): ShopSummary {
  return {
    orders: countIn(data, 'orders'),
    ordersToday: countIn(data, 'ordersToday'),
    customers: countIn(data, 'customers'),
    categories: countIn(data, 'categories'),
    products: countIn(data, 'products'),
    promoCodes: countIn(data, 'promoCodes'),
    kiosks: countIn(data, 'kiosks'),
  };
}

/** GET /api/shops/:shopId/summary (ours; api/ROUTES.md). "Today" is the venue's day, Pacific/Auckland. */
export function getShopSummary(shopId: string): Promise<ShopSummary> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/summary`, { parse: readShopSummary });
}

/** The current shop's summary. Keyed by shop and user, so switching shop refetches; no call without a token or a shop. */
export function useShopSummary(): SWRResponse<ShopSummary, Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(auth && shopId ? (['shop-summary', shopId, auth.userId] as const) : null, ([, id]) => getShopSummary(id));
}
