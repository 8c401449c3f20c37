import {
  type BalanceResponse,
  type CategoriesReportResponse,
  CONTACT_TRACING_STATUSES,
  type Covid19Response,
  covid19Query,
  type LoyaltyReportResponse,
  netVolume,
  noReportQuery,
  type OrdersReportResponse,
  type OriginBreakdownResponse,
  type PayoutsResponse,
  type ProductReportResponse,
  type ProductsStockResponse,
  productsStockQuery,
  REPORT_ROWS_MAX_LIMIT,
  type ReportsResponse,
  reportRangeQuery,
  reportStatuses,
  reportsQuery,
  SALES_STATUSES,
  type SalesPerHourResponse,
  type SalesReportResponse,
  type Shop,
  shopParams,
} from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentsAdapter } from '../adapters/payments';
import { createReadRouting, type ReadRouting } from '../db/read-routing';
import type { Db } from '../db/types';
import { queryOf } from '../http/validate';
import { toShop } from '../shops/serialize';
import { checkedShopOf, guardShopOfPath } from '../shops/shop-guard';
import type { SortTerms } from '../sql';
import {
  categoriesReport,
  contactTracing,
  countOrders,
  ordersReport,
  originBreakdown,
  productReport,
  productsStock,
  salesPerHour,
  salesPerVenueDay,
} from './queries';

export interface ReportRouteDeps {
  db: Db;
  payments: PaymentsAdapter;
  /** The clock ("today", "tomorrow"); tests pin it. */
  now: () => Date;
  /** Where the report queries read (db/read-routing.ts: a standby when READ_DATABASE_URL is set). Default: `db`. */
  reads?: ReadRouting;
}

/** Sorts by `sort` (`key` / `-key` terms in order, keys already whitelisted by the schema), then pages. */
function sortAndPage<T>(
  rows: T[],
  sort: SortTerms | undefined,
  fallback: string,
  keys: Record<string, (row: T) => string | number>,
  page: { limit?: number | undefined; skip?: number | undefined },
): T[] {
  const terms = (sort?.length ? sort : [fallback]).flatMap((term) => {
    const key = keys[term.replace(/^-/, '')];
    return key ? [{ key, sign: term.startsWith('-') ? -1 : 1 }] : [];
  });
  const sorted = [...rows].sort((a, b) => {
    for (const { key, sign } of terms) {
      const x = key(a);
      const y = key(b);
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      if (order !== 0) return sign * order;
    }
    return 0;
  });
  const skip = page.skip ?? 0;
  return sorted.slice(skip, skip + (page.limit ?? REPORT_ROWS_MAX_LIMIT));
}

/**
 * Report routes (spec 000 §7), mounted under /api behind the bearer-token hook. Each declares `reports.view` in the
 * path's shop (shops/shop-guard.ts: checked before the handler), then validates the query with the contracts schema. The Reports page's kinds are described in
 * contracts (`REPORTS`: route, status filter, whether "all" counts sales); the routes below serve them and read the
 * statuses from there (`reportStatuses`), and reports.test.ts checks every descriptor's route answers.
 */
export async function reportRoutes(app: FastifyInstance, deps: ReportRouteDeps): Promise<void> {
  const { db, payments, now } = deps;
  const reads = deps.reads ?? createReadRouting({ primary: db, standby: null });

  // every report is `reports.view` in the path's shop, checked before the handler reads its query
  const guard = { config: { shopPermission: 'reports.view' }, preHandler: guardShopOfPath(db) } as const;
  const shopOf = (request: FastifyRequest): Shop => toShop(checkedShopOf(request));

  app.get(
    '/shops/:shopId/sales-per-hour-report',
    { schema: { params: shopParams, querystring: reportRangeQuery }, ...guard },
    async (request): Promise<SalesPerHourResponse> => {
      const shop = shopOf(request);
      const db = reads.forShop(shop._id);
      const range = queryOf(request);
      return { result: await salesPerHour(db, shop._id, range, SALES_STATUSES) };
    },
  );

  app.get(
    '/shops/:shopId/most-sold-products-report',
    { schema: { params: shopParams, querystring: reportRangeQuery }, ...guard },
    async (request): Promise<ProductReportResponse> => {
      const shop = shopOf(request);
      const db = reads.forShop(shop._id);
      const range = queryOf(request);
      return { data: await productReport(db, shop._id, range, SALES_STATUSES, 'most-sold') };
    },
  );

  app.get(
    '/shops/:shopId/upsell-report',
    { schema: { params: shopParams, querystring: reportRangeQuery }, ...guard },
    async (request): Promise<ProductReportResponse> => {
      const shop = shopOf(request);
      const db = reads.forShop(shop._id);
      const range = queryOf(request);
      return { data: await productReport(db, shop._id, range, SALES_STATUSES, 'upsell') };
    },
  );

  app.get(
    '/shops/:shopId/loyalty-report',
    { schema: { params: shopParams, querystring: reportRangeQuery }, ...guard },
    async (request): Promise<LoyaltyReportResponse> => {
      const shop = shopOf(request);
      const db = reads.forShop(shop._id);
      const range = queryOf(request);
      return { orders: await productReport(db, shop._id, range, SALES_STATUSES, 'loyalty') };
    },
  );

  app.get(
    '/shops/:shopId/origin-breakdown-report',
    { schema: { params: shopParams, querystring: reportRangeQuery }, ...guard },
    async (request): Promise<OriginBreakdownResponse> => {
      const shop = shopOf(request);
      const db = reads.forShop(shop._id);
      const range = queryOf(request);
      return { data: await originBreakdown(db, shop._id, range, SALES_STATUSES) };
    },
  );

  app.get(
    '/shops/:shopId/balance-report',
    { schema: { params: shopParams, querystring: noReportQuery }, ...guard },
    async (request): Promise<BalanceResponse> => {
      const shop = shopOf(request);
      queryOf(request);
      return { balance: await payments.getBalance(shop, now()) };
    },
  );

  app.get(
    '/shops/:shopId/payouts-report',
    { schema: { params: shopParams, querystring: reportRangeQuery }, ...guard },
    async (request): Promise<PayoutsResponse> => {
      const shop = shopOf(request);
      const range = queryOf(request);
      return { payouts: await payments.listPayouts(shop, range, now()) };
    },
  );

  app.get(
    '/shops/:shopId/tomorrow-payout-report',
    { schema: { params: shopParams, querystring: noReportQuery }, ...guard },
    async (request): Promise<PayoutsResponse> => {
      const shop = shopOf(request);
      queryOf(request);
      return { payouts: await payments.tomorrowPayouts(shop, now()) };
    },
  );

  app.get(
    '/shops/:shopId/reports',
    { schema: { params: shopParams, querystring: reportsQuery }, ...guard },
    async (request): Promise<ReportsResponse> => {
      const shop = shopOf(request);
      const db = reads.forShop(shop._id);
      const { start, end, status, options } = queryOf(request);
      const range = { start, end };
      const page = { limit: options.limit ?? REPORT_ROWS_MAX_LIMIT, skip: options.skip ?? 0 };
      switch (options.type) {
        case 'orders': {
          const statuses = reportStatuses('orders', status);
          const [rows, count] = await Promise.all([
            ordersReport(db, shop._id, range, statuses, { ...page, ...(options.sort ? { sort: options.sort } : {}) }),
            countOrders(db, shop._id, range, statuses),
          ]);
          return { rows, count } satisfies OrdersReportResponse;
        }
        case 'sales': {
          const days = await salesPerVenueDay(db, shop._id, range, reportStatuses('sales', status));
          const all = days.map((day) => ({
            date: day.date,
            orders: day.orders,
            total: day.gross,
            net: netVolume(day.gross, shop),
          }));
          const rows = sortAndPage(all, options.sort, 'date', { date: (row) => row.date, total: (row) => row.total }, page);
          return { rows, count: all.length } satisfies SalesReportResponse;
        }
        case 'categories': {
          const all = await categoriesReport(db, shop._id, range, reportStatuses('categories', status));
          const rows = sortAndPage(
            all,
            options.sort,
            '-total',
            { total: (row) => row.total, quantity: (row) => row.quantity, name: (row) => row.name },
            page,
          );
          return { rows, count: all.length } satisfies CategoriesReportResponse;
        }
      }
    },
  );

  app.get(
    '/shops/:shopId/products-stock-report',
    { schema: { params: shopParams, querystring: productsStockQuery }, ...guard },
    async (request): Promise<ProductsStockResponse> => {
      const shop = shopOf(request);
      const db = reads.forShop(shop._id);
      const { start, end, status, options } = queryOf(request);
      const all = await productsStock(db, shop._id, { start, end }, reportStatuses('products-stock', status));
      if (!options.sort && options.limit === undefined && options.skip === undefined) return { rows: all };
      const byName = (row: (typeof all)[number]) => row.name;
      const rows = options.sort
        ? sortAndPage(all, options.sort, 'name', { name: byName, sold: (row) => row.sold, stock: (row) => row.stock }, options)
        : all.slice(options.skip ?? 0, (options.skip ?? 0) + (options.limit ?? REPORT_ROWS_MAX_LIMIT));
      return { rows };
    },
  );

  app.get(
    '/shops/:shopId/covid19-report',
    { schema: { params: shopParams, querystring: covid19Query }, ...guard },
    async (request): Promise<Covid19Response> => {
      const shop = shopOf(request);
      const db = reads.forShop(shop._id);
      const { start, end, options } = queryOf(request);
      const range = { start, end };
      const page = {
        limit: options.limit ?? REPORT_ROWS_MAX_LIMIT,
        skip: options.skip ?? 0,
        ...(options.sort ? { sort: options.sort } : {}),
      };
      const [rows, count] = await Promise.all([
        contactTracing(db, shop._id, range, CONTACT_TRACING_STATUSES, page),
        countOrders(db, shop._id, range, CONTACT_TRACING_STATUSES),
      ]);
      return { rows, count };
    },
  );
}
