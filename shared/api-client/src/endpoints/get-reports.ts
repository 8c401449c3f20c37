import type { ReportStatusFilter, ReportsResponseOf, ReportType } from '@backoffice/contracts';
import type { SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { countIn, listIn } from './envelopes';
import { type ReportRange, shopReportPath, useShopReport } from './shop-report';

export interface ReportsQuery<T extends ReportType> extends ReportRange {
  type: T;
  status: ReportStatusFilter;
}

/**
 * GET /api/shops/:shopId/reports?start&end&status&options={"type"} → `{ rows, count }` (spec 000 §7, 001 §7): the
 * Orders, Sales By Sales and Categories reports. `count` is every matching row; `rows` stops at the API's limit.
 */
export function getReports<T extends ReportType>(shopId: string, { start, end, status, type }: ReportsQuery<T>) {
  return apiFetch<ReportsResponseOf<T>>(shopReportPath(shopId, 'reports'), {
    query: { start, end, status },
    options: { type },
    parse: (data) => ({ rows: listIn(data, 'rows', { withId: false }), count: countIn(data, 'count') }) as ReportsResponseOf<T>,
  });
}

/** One report of the current shop (null: no call). */
export function useReports<T extends ReportType>(query: ReportsQuery<T> | null): SWRResponse<ReportsResponseOf<T>, Error> {
  return useShopReport('reports', query, getReports<T>);
}
