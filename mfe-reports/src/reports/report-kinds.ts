import { isReportKind, REPORT_STATUS_FILTERS, type ReportKind, type ReportStatusFilter } from '@backoffice/contracts';
import { type Period, readPeriod, writePeriod } from '../period/period';

/**
 * The Reports page's view. Its report types, their labels, calls, columns and status rules are the descriptors in
 * contracts (`REPORTS`, `REPORT_KINDS`); this file only reads and writes the view in the URL.
 */
export interface ReportsView {
  kind: ReportKind;
  status: ReportStatusFilter;
  period: Period;
}

const DEFAULT_KIND: ReportKind = 'orders';
const DEFAULT_STATUS: ReportStatusFilter = 'all';

/**
 * The Reports page's whole state, from the URL query (`?type=payouts&status=completed&range=previous-month`), so a
 * report can be linked and reloaded; unknown values fall back to the defaults (Orders, all, this week).
 */
export function readReportsView(params: URLSearchParams): ReportsView {
  const type = params.get('type');
  const status = params.get('status');
  return {
    kind: isReportKind(type) ? type : DEFAULT_KIND,
    status: REPORT_STATUS_FILTERS.find((s) => s === status) ?? DEFAULT_STATUS,
    period: readPeriod(params),
  };
}

/** The query for a view; defaults are left out, so the plain page URL is the default report. */
export function writeReportsView(params: URLSearchParams, view: ReportsView): URLSearchParams {
  const next = writePeriod(params, view.period);
  next.delete('type');
  next.delete('status');
  if (view.kind !== DEFAULT_KIND) next.set('type', view.kind);
  if (view.status !== DEFAULT_STATUS) next.set('status', view.status);
  return next;
}
