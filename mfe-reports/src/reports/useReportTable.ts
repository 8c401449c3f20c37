import { type ReportRange, useCovid19Report, usePayoutsReport, useProductsStockReport, useReports } from '@backoffice/api-client';
import { useMemo } from 'react';
import type { ReportResult } from '../common/ReportPanel';
import {
  CATEGORIES_COLUMNS,
  CONTACT_TRACING_COLUMNS,
  ORDERS_COLUMNS,
  PAYOUTS_COLUMNS,
  PRODUCTS_STOCK_COLUMNS,
  SALES_COLUMNS,
} from './report-columns';
import type { ReportsView } from './report-kinds';
import { buildReportTable, type ReportTable } from './report-table';

export interface LoadedReport {
  table: ReportTable;
  /** Rows matching in all, when the API says so (a list stops at the API's limit). */
  matching: number | null;
}

/**
 * The selected report's call and its table. Every report's hook is called (hooks cannot be conditional), but only
 * the selected one has a query; the others stay idle.
 */
export function useReportTable({ kind, status }: ReportsView, range: ReportRange): ReportResult<LoadedReport> {
  const orders = useReports(kind === 'orders' ? { type: 'orders', status, ...range } : null);
  const sales = useReports(kind === 'sales' ? { type: 'sales', status, ...range } : null);
  const categories = useReports(kind === 'categories' ? { type: 'categories', status, ...range } : null);
  const stock = useProductsStockReport(kind === 'products-stock' ? { status, ...range } : null);
  const payouts = usePayoutsReport(kind === 'payouts' ? range : null);
  const tracing = useCovid19Report(kind === 'contact-tracing' ? range : null);

  const data = useMemo((): LoadedReport | undefined => {
    switch (kind) {
      case 'orders':
        return orders.data && { table: buildReportTable(ORDERS_COLUMNS, orders.data.rows), matching: orders.data.count };
      case 'sales':
        return sales.data && { table: buildReportTable(SALES_COLUMNS, sales.data.rows), matching: sales.data.count };
      case 'categories':
        return (
          categories.data && {
            table: buildReportTable(CATEGORIES_COLUMNS, categories.data.rows),
            matching: categories.data.count,
          }
        );
      case 'products-stock':
        return stock.data && { table: buildReportTable(PRODUCTS_STOCK_COLUMNS, stock.data), matching: null };
      case 'payouts':
        return payouts.data && { table: buildReportTable(PAYOUTS_COLUMNS, payouts.data), matching: null };
      default:
        return tracing.data && { table: buildReportTable(CONTACT_TRACING_COLUMNS, tracing.data), matching: null };
    }
  }, [kind, orders.data, sales.data, categories.data, stock.data, payouts.data, tracing.data]);

  const active = { orders, sales, categories, 'products-stock': stock, payouts, 'contact-tracing': tracing }[kind];
  return { data, error: active.error, isLoading: active.isLoading, mutate: active.mutate };
}
