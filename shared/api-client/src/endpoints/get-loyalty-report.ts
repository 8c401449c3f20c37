import type { ProductReportRow } from '@backoffice/contracts';
import type { SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { listIn } from './envelopes';
import { type ReportRange, shopReportPath, useShopReport } from './shop-report';

/**
 * GET /api/shops/:shopId/loyalty-report?start&end → `{ orders }` (spec 000 §7 "reads orders"): the products given
 * as loyalty rewards, in the same row shape as the other product reports.
 */
export function getLoyaltyReport(shopId: string, { start, end }: ReportRange): Promise<ProductReportRow[]> {
  return apiFetch(shopReportPath(shopId, 'loyalty-report'), {
    query: { start, end },
    parse: (data) => listIn<ProductReportRow>(data, 'orders', { withId: false }),
  });
}

/** The current shop's loyalty products over `range` (null: no call yet). */
export function useLoyaltyReport(range: ReportRange | null): SWRResponse<ProductReportRow[], Error> {
  return useShopReport('loyalty-report', range, getLoyaltyReport);
}
