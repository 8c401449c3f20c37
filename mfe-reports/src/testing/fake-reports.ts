import type { FakeRoute, RecordedRequest } from '@backoffice/api-client/testing';
import type { ProductReportRow, SalesPerHourRow } from '@backoffice/contracts';

/**
 * Report answers for component tests: one shop's fake report routes. A route may depend on the request's range,
 * so a test can tell which period a table was drawn from.
 */
export function salesRow(utc: string, totalAmount: number, count: number): SalesPerHourRow {
  const d = new Date(utc);
  return {
    _id: { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours() },
    totalAmount,
    count,
  };
}

export function productRow(id: string, name: string, count: number, total: number): ProductReportRow {
  return { _id: { product: { _id: id, name } }, count, total };
}

export interface ShopReports {
  /** Rows for the today-versus-yesterday call and for the period call (chosen by the request's start). */
  salesPerHour?: (request: RecordedRequest) => SalesPerHourRow[];
  mostSold?: (request: RecordedRequest) => ProductReportRow[];
  upsell?: ProductReportRow[];
  loyalty?: ProductReportRow[];
  origins?: Record<string, { count: number; totalAmount: number }[]>;
  balance?: { available: number; pending: number };
  tomorrow?: { id: string; amount: number; arrival_date: number; created: number }[];
}

const NO_ORIGINS = {
  web: [{ count: 0, totalAmount: 0 }],
  kiosk: [{ count: 0, totalAmount: 0 }],
  'mobile-app': [{ count: 0, totalAmount: 0 }],
};

export function dashboardRoutes(shopId: string, reports: ShopReports = {}): Record<string, FakeRoute> {
  const base = `GET /api/shops/${shopId}`;
  return {
    [`${base}/sales-per-hour-report`]: (request) => ({ body: { result: reports.salesPerHour?.(request) ?? [] } }),
    [`${base}/most-sold-products-report`]: (request) => ({ body: { data: reports.mostSold?.(request) ?? [] } }),
    [`${base}/upsell-report`]: { data: reports.upsell ?? [] },
    [`${base}/loyalty-report`]: { orders: reports.loyalty ?? [] },
    [`${base}/origin-breakdown-report`]: { data: reports.origins ?? NO_ORIGINS },
    [`${base}/balance-report`]: { balance: { available: 0, pending: 0, currency: 'nzd', ...reports.balance } },
    [`${base}/tomorrow-payout-report`]: {
      payouts: (reports.tomorrow ?? []).map((p) => ({ status: 'pending', statement_descriptor: null, ...p })),
    },
  };
}
