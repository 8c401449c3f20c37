import type { ProductReportRow } from '@backoffice/contracts';
import type { SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { listIn } from './envelopes';
import { type ReportRange, shopReportPath, useShopReport } from './shop-report';

/**
 * GET /api/shops/:shopId/most-sold-products-report?start&end → `{ data }`: product rows (spec 000 §3: `_id.product`,
 * count, total in cents) for the dashboard's Most Sold Products table.
 */
export function getMostSoldProductsReport(shopId: string, { start, end }: ReportRange): Promise<ProductReportRow[]> {
  return apiFetch(shopReportPath(shopId, 'most-sold-products-report'), {
    query: { start, end },
    parse: (data) => listIn<ProductReportRow>(data, 'data', { withId: false }),
  });
}

/** The current shop's rows over `range` (null: no call yet). */
export function useMostSoldProductsReport(range: ReportRange | null): SWRResponse<ProductReportRow[], Error> {
  return useShopReport('most-sold-products-report', range, getMostSoldProductsReport);
}
