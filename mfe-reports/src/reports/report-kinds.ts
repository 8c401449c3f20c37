import { REPORT_KINDS, REPORT_STATUS_FILTERS, type ReportKind, type ReportStatusFilter } from '@backoffice/contracts';
import { type Period, readPeriod, writePeriod } from '../period/period';

/**
 * The Reports page's report types: the spec's five (spec 001 §9, `REPORT_KINDS` in contracts, in its order and
 * words) plus contact tracing, the covid19-report of spec 000 §7, which the spec lists as a call but names no
 * screen for.
 */
export const CONTACT_TRACING = 'contact-tracing';
export type ReportsPageKind = ReportKind | typeof CONTACT_TRACING;

export const PAGE_KINDS: readonly { value: ReportsPageKind; label: string }[] = [
  ...REPORT_KINDS.map(({ value, label }) => ({ value, label })),
  { value: CONTACT_TRACING, label: 'Contact tracing' },
];

/** Reports that read the status filter; payouts and contact tracing have no order status to filter by. */
export function usesStatus(kind: ReportsPageKind): boolean {
  return kind !== 'payouts' && kind !== CONTACT_TRACING;
}

/** Reports whose "all" means all sales (accepted + completed), per `statusesForFilter` in contracts. */
export function countsSales(kind: ReportsPageKind): boolean {
  return kind === 'sales' || kind === 'categories' || kind === 'products-stock';
}

export interface ReportsView {
  kind: ReportsPageKind;
  status: ReportStatusFilter;
  period: Period;
}

const DEFAULT_KIND: ReportsPageKind = 'orders';
const DEFAULT_STATUS: ReportStatusFilter = 'all';

/**
 * The Reports page's whole state, from the URL query (`?type=payouts&status=completed&range=previous-month`), so a
 * report can be linked and reloaded; unknown values fall back to the defaults (Orders, all, this week).
 */
export function readReportsView(params: URLSearchParams): ReportsView {
  const type = params.get('type');
  const status = params.get('status');
  return {
    kind: PAGE_KINDS.find((k) => k.value === type)?.value ?? DEFAULT_KIND,
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
