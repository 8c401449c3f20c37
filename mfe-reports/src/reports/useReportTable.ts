import { type ReportRange, useReport } from '@backoffice/api-client';
import { REPORTS, type ReportColumn, type ReportKind, type ReportRows } from '@backoffice/contracts';
import { useMemo } from 'react';
import type { ReportResult } from '../common/ReportPanel';
import type { ReportsView } from './report-kinds';
import { buildReportTable, type ReportTable } from './report-table';

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

/** The selected report's call (the descriptor says which route and parameters) and its table. */
export function useReportTable({ kind, status }: ReportsView, range: ReportRange): ReportResult<LoadedReport> {
  const report = useReport(kind, { status, ...range });
  const data = useMemo(
    () => report.data && { table: reportTable(kind, report.data.rows), matching: report.data.matching },
    [kind, report.data],
  );
  return { data, error: report.error, isLoading: report.isLoading, mutate: report.mutate };
}
