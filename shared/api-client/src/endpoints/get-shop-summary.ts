import useSWR, { type SWRResponse } from 'swr';
import { z } from 'zod';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';

const tally = z.number().int().min(0);

export const shopSummary = z.object({
  orders: tally,
  ordersToday: tally,
  customers: tally,
  categories: tally,
  products: tally,
  promoCodes: tally,
  kiosks: tally,
});
/** Counts of a shop's things, one call for every area's headline figure. */
export type ShopSummary = z.infer<typeof shopSummary>;

/** GET /api/shops/:shopId/summary (ours; listed in api/README.md). "Today" is the venue's day, Pacific/Auckland. */
export function getShopSummary(shopId: string): Promise<ShopSummary> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/summary`, { parse: (data) => shopSummary.parse(data) });
}

/** The current shop's summary. Keyed by shop and user, so switching shop refetches; no call without a token or a shop. */
export function useShopSummary(): SWRResponse<ShopSummary, Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(auth && shopId ? (['shop-summary', shopId, auth.userId] as const) : null, ([, id]) => getShopSummary(id));
}
