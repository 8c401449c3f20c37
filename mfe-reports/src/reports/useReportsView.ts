import { REPORT_KINDS, REPORT_STATUS_FILTERS, type ReportKind, type ReportStatusFilter } from '@backoffice/contracts';
import { useUrlState } from '@backoffice/ui';
import * as z from 'zod/mini';
import { type PeriodState, usePeriod } from '../period/usePeriod';

/**
 * The Reports page's query parameters besides the period (`?type=payouts&status=completed`), read and written by the
 * screen kit so a report can be linked and reloaded. Unknown values fall back to the defaults (Orders, all), which
 * stay out of the URL. The report types themselves are the descriptors in contracts (`REPORTS`). zod/mini, in this
 * page's own lazy chunk: the full zod build weighs several times more.
 */
const reportQuery = z.object({
  type: z._default(z.enum(REPORT_KINDS), 'orders'),
  status: z._default(z.enum(REPORT_STATUS_FILTERS), 'all'),
});

export interface ReportsView {
  kind: ReportKind;
  status: ReportStatusFilter;
}

export interface ReportsViewState extends PeriodState {
  view: ReportsView;
  setKind: (kind: ReportKind) => void;
  setStatus: (status: ReportStatusFilter) => void;
}

/** The Reports page's whole state, from the URL: report type, status filter and period. */
export function useReportsView(): ReportsViewState {
  const [{ type, status }, setQuery] = useUrlState(reportQuery);
  return {
    ...usePeriod(),
    view: { kind: type, status },
    setKind: (kind) => setQuery({ type: kind }),
    setStatus: (next) => setQuery({ status: next }),
  };
}
