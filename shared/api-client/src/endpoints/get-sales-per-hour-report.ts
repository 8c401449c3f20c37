import type { SalesPerHourRow } from '@backoffice/contracts';
import type { SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { listIn } from './envelopes';
import { type ReportRange, shopReportPath, useShopReport } from './shop-report';

/**
 * GET /api/shops/:shopId/sales-per-hour-report?start&end → `{ result }`: one row per UTC hour that had sales
 * (spec 000 §3: `_id` { hour, day, month, year } in UTC, totalAmount in cents, count of orders).
 */
export function getSalesPerHourReport(shopId: string, { start, end }: ReportRange): Promise<SalesPerHourRow[]> {
  return apiFetch(shopReportPath(shopId, 'sales-per-hour-report'), {
    query: { start, end },
    parse: (data) => listIn<SalesPerHourRow>(data, 'result', { withId: false }),
  });
}

/** Sales per hour of the current shop over `range` (null: no call yet). */
export function useSalesPerHourReport(range: ReportRange | null): SWRResponse<SalesPerHourRow[], Error> {
  return useShopReport('sales-per-hour-report', range, getSalesPerHourReport);
}
