import { type ReportQuery, type ReportRange, useReport } from '@backoffice/api-client';
import { REPORTS, type ReportColumn, type ReportKind, type ReportRows } from '@backoffice/contracts';
import { useMemo } from 'react';
import type { ReportResult } from '../common/ReportPanel';
import { buildReportTable, type ReportTable } from './report-table';
import type { ReportsView } from './useReportsView';

export interface LoadedReport {
  table: ReportTable;
  /** Rows matching in all, when the API says so (a list stops at the API's limit). */
  matching: number | null;
}

/**
 * A kind's rows as its table, through its descriptor's columns. `REPORTS` holds a descriptor for every kind, typed
 * by the kind's rows, so a kind without one, or rows of another kind, is a type error rather than a fall-through.
 */
export function reportTable<K extends ReportKind>(kind: K, rows: readonly ReportRows[K][]): ReportTable {
  const columns: readonly ReportColumn<ReportRows[K]>[] = REPORTS[kind].columns;
  return buildReportTable(columns, rows);
}

/** A kind's call, as its descriptor says (route, parameters, where the rows are). */
function useKindReport<K extends ReportKind>(kind: K, query: ReportQuery) {
  return useReport<ReportRows[K]>(REPORTS[kind], query);
}

/** The selected report's call and its table. */
export function useReportTable({ kind, status }: ReportsView, range: ReportRange): ReportResult<LoadedReport> {
  const report = useKindReport(kind, { status, ...range });
  const data = useMemo(
    () => report.data && { table: reportTable(kind, report.data.rows), matching: report.data.matching },
    [kind, report.data],
  );
  return { data, error: report.error, isLoading: report.isLoading, mutate: report.mutate };
}
