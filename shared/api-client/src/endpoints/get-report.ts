import { REPORTS, type ReportKind, type ReportRows, type ReportStatusFilter } from '@backoffice/contracts';
import type { SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { countIn, listIn } from './envelopes';
import { type ReportRange, shopReportPath, useShopReport } from './shop-report';

/** A Reports-page report's parameters: the range, and the status filter (sent only to reports that take it). */
export interface ReportQuery extends ReportRange {
  status: ReportStatusFilter;
}

/** A report's rows, and how many match in all when the API says so (the list stops at the API's limit). */
export interface ReportAnswer<K extends ReportKind> {
  rows: ReportRows[K][];
  matching: number | null;
}

/**
 * Any report of the Reports page, as its descriptor in contracts (`REPORTS`) describes the call: GET
 * /api/shops/:shopId/<route>?start&end[&status][&options={"type"}] → `{ <rowsKey>: [...], count? }` (spec 000 §7,
 * spec 001 §7). Orders, Sales By Sales and Categories share the `reports` route and differ by `options.type`;
 * products-stock-report, payouts-report and covid19-report (contact tracing) have their own.
 */
export function getReport<K extends ReportKind>(shopId: string, kind: K, { start, end, status }: ReportQuery) {
  const report = REPORTS[kind];
  return apiFetch<ReportAnswer<K>>(shopReportPath(shopId, report.route), {
    query: { start, end, status: report.statusFilter ? status : undefined },
    ...(report.type ? { options: { type: report.type } } : {}),
    parse: (data) => ({
      rows: listIn<ReportRows[K]>(data, report.rowsKey),
      matching: report.counted ? countIn(data, 'count') : null,
    }),
  });
}

/** One report of the current shop (null: no call). The key holds the kind, so kinds sharing a route never mix. */
export function useReport<K extends ReportKind>(kind: K, query: ReportQuery | null): SWRResponse<ReportAnswer<K>, Error> {
  return useShopReport(`report:${kind}`, query, (shopId, q: ReportQuery) => getReport(shopId, kind, q));
}
