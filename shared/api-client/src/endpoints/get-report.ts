import type { ReportDescriptor, ReportStatusFilter } from '@backoffice/contracts';
import type { SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { countIn, listIn } from './envelopes';
import { type ReportRange, shopReportPath, useShopReport } from './shop-report';

/** A Reports-page report's parameters: the range, and the status filter (sent only to reports that take it). */
export interface ReportQuery extends ReportRange {
  status: ReportStatusFilter;
}

/** A report's rows, and how many match in all when the API says so (the list stops at the API's limit). */
export interface ReportAnswer<Row> {
  rows: Row[];
  matching: number | null;
}

/** The part of a report descriptor (contracts `REPORTS`) that says how to call it. */
export type ReportCall<Row> = Pick<ReportDescriptor<Row>, 'route' | 'type' | 'rowsKey' | 'counted' | 'statusFilter'>;

/** What the call sends besides the shop: the range, its status when it takes one, its `options.type` if any. */
function callQuery<Row>(
  report: ReportCall<Row>,
  { start, end, status }: ReportQuery,
): { start: string; end: string; status?: ReportStatusFilter; type?: string } {
  return { start, end, ...(report.statusFilter ? { status } : {}), ...(report.type ? { type: report.type } : {}) };
}

/**
 * Any report of the Reports page, called as its descriptor says (pass `REPORTS[kind]`; the descriptors stay out of
 * this module, which loads on every page): GET /api/shops/:shopId/<route>?start&end[&status][&options={"type"}] →
 * `{ <rowsKey>: [...], count? }` (spec 000 §7, spec 001 §7). Orders, Sales By Sales and Categories share the
 * `reports` route and differ by `options.type`; products-stock-report, payouts-report and covid19-report (contact
 * tracing) have their own.
 */
export function getReport<Row>(shopId: string, report: ReportCall<Row>, query: ReportQuery): Promise<ReportAnswer<Row>> {
  return fetchReport(shopId, report, callQuery(report, query));
}

function fetchReport<Row>(
  shopId: string,
  report: ReportCall<Row>,
  { type, ...params }: ReturnType<typeof callQuery>,
): Promise<ReportAnswer<Row>> {
  return apiFetch(shopReportPath(shopId, report.route), {
    query: params,
    ...(type ? { options: { type } } : {}),
    parse: (data) => ({
      rows: listIn<Row>(data, report.rowsKey),
      matching: report.counted ? countIn(data, 'count') : null,
    }),
  });
}

/** One report of the current shop (null: no call); the key holds its route, type and parameters. */
export function useReport<Row>(report: ReportCall<Row>, query: ReportQuery | null): SWRResponse<ReportAnswer<Row>, Error> {
  return useShopReport(`report ${report.route}`, query && callQuery(report, query), (shopId, q) =>
    fetchReport(shopId, report, q),
  );
}
