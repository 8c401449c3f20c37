import useSWR, { type SWRResponse } from 'swr';
import { useAuth, useCurrentShop } from '../bus/hooks';

/**
 * What every report call under /api/shops/:shopId/ has in common (spec 000 §7 "Reports"): the path, and an SWR
 * key that holds the shop, the user and every parameter — so a shop switch (topics.shop) or a new range refetches,
 * and the old shop's numbers never show under the new name.
 */

/** A venue-time range as UTC instants (ISO text): the API's `start` and `end`. */
export interface ReportRange {
  start: string;
  end: string;
}

export function shopReportPath(shopId: string, report: string): string {
  return `/api/shops/${encodeURIComponent(shopId)}/${report}`;
}

/**
 * A report of the current shop. `query` is what the call depends on besides the shop (range, status…); it goes
 * into the key (SWR hashes plain objects by value). null: not asked yet — no call. No call without a token or a
 * shop either.
 */
export function useShopReport<T, Q extends object>(
  report: string,
  query: Q | null,
  fetch: (shopId: string, query: Q) => Promise<T>,
): SWRResponse<T, Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  const key = auth && shopId && query ? ([report, shopId, auth.userId, query] as const) : null;
  return useSWR(key, ([, id, , q]) => fetch(id, q));
}
