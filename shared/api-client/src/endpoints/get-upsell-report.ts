import type { ProductReportRow } from '@backoffice/contracts';
import type { SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { listIn } from './envelopes';
import { type ReportRange, shopReportPath, useShopReport } from './shop-report';

/**
 * GET /api/shops/:shopId/upsell-report?start&end → `{ data }`: product rows (spec 000 §3: `_id.product`,
 * count, total in cents) for the dashboard's Upsell Products table.
 */
export function getUpsellReport(shopId: string, { start, end }: ReportRange): Promise<ProductReportRow[]> {
  return apiFetch(shopReportPath(shopId, 'upsell-report'), {
    query: { start, end },
    parse: (data) => listIn<ProductReportRow>(data, 'data', { withId: false }),
  });
}

/** The current shop's rows over `range` (null: no call yet). */
export function useUpsellReport(range: ReportRange | null): SWRResponse<ProductReportRow[], Error> {
  return useShopReport('upsell-report', range, getUpsellReport);
}
