import type { ProductsStockRow, ReportStatusFilter } from '@backoffice/contracts';
import type { SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { listIn } from './envelopes';
import { type ReportRange, shopReportPath, useShopReport } from './shop-report';

export interface StatusReportQuery extends ReportRange {
  status: ReportStatusFilter;
}

/**
 * GET /api/shops/:shopId/products-stock-report?start&end&status → `{ rows }` (spec 001 §7): each product's stock
 * (-1 is unlimited, spec 001 §9) and how many sold in the range among orders of that status.
 */
export function getProductsStockReport(shopId: string, { start, end, status }: StatusReportQuery): Promise<ProductsStockRow[]> {
  return apiFetch(shopReportPath(shopId, 'products-stock-report'), {
    query: { start, end, status },
    parse: (data) => listIn<ProductsStockRow>(data, 'rows'),
  });
}

/** The current shop's products stock report (null: no call). */
export function useProductsStockReport(query: StatusReportQuery | null): SWRResponse<ProductsStockRow[], Error> {
  return useShopReport('products-stock-report', query, getProductsStockReport);
}
