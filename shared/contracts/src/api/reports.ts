import { z } from 'zod';
import { cents, id, isoDate, orderSource } from '../entities/common';
import { orderStatus } from '../entities/order';
import { ORDER_TYPES } from '../entities/shop';
import { REPORT_ROWS_MAX_LIMIT, REPORT_TYPES, type ReportType, reportRangeProblem } from '../rules/reports';
import { REPORT_STATUS_FILTERS } from '../rules/sales';
import { optionsParam, queryOptions, sortOption } from './options';

/**
 * Report calls (spec 000 §7, spec 001 §7/§9), all GET /api/shops/{shopId}/…, bearer, owner or admin.
 *
 * `start` and `end` are ISO 8601 date-times with an offset (UTC instants) and the range is HALF-OPEN
 * `[start, end)`: pass the first instant of the first venue day and the first instant after the last one — exactly
 * what `venueRange()` / `venueDayRange()` in contracts return. Malformed, missing, `end` before `start`, or longer
 * than two years → 400 `{ message }`. Amounts are integer cents. "Sales" = accepted + completed orders
 * (`SALES_STATUSES`). Gross amounts are what customers paid (`totalPayment`); product totals are line totals.
 */

const rangeFields = { start: z.string().max(64).optional(), end: z.string().max(64).optional() };

/** Checks `start`/`end` with `reportRangeProblem` and normalises both to ISO UTC (`…Z`). */
function checkRange<V extends { start?: string | undefined; end?: string | undefined }>(
  value: V,
  ctx: z.RefinementCtx,
): Omit<V, 'start' | 'end'> & { start: string; end: string } {
  const problem = reportRangeProblem(value.start, value.end);
  if (problem || value.start === undefined || value.end === undefined) {
    ctx.addIssue({ code: 'custom', message: problem ?? 'start and end are required' });
    return z.NEVER;
  }
  return { ...value, start: new Date(value.start).toISOString(), end: new Date(value.end).toISOString() };
}

/** sales-per-hour, most-sold-products, upsell, loyalty, origin-breakdown and payouts reports: `start`, `end`. */
export const reportRangeQuery = z.strictObject(rangeFields).transform(checkRange);
export type ReportRangeQuery = z.output<typeof reportRangeQuery>;

/** balance-report and tomorrow-payout-report take no parameters ("today" / "tomorrow" are the venue's). */
export const noReportQuery = z.strictObject({});

const statusFilter = z.enum(REPORT_STATUS_FILTERS);

/** Sort keys `options.sort` accepts per report type (± prefix); anything else is a 400. */
export const REPORTS_SORT: Record<ReportType, readonly string[]> = {
  orders: ['createdAt', 'total'],
  sales: ['date', 'total'],
  categories: ['total', 'quantity', 'name'],
};
const allSortKeys = [...new Set(Object.values(REPORTS_SORT).flat())];

export const reportsOptions = z
  .strictObject({
    type: z.enum(REPORT_TYPES).default('orders'),
    limit: z.number().int().min(1).max(REPORT_ROWS_MAX_LIMIT).optional(),
    skip: z.number().int().min(0).max(1_000_000).optional(),
    sort: sortOption(allSortKeys).optional(),
  })
  .superRefine((options, ctx) => {
    const keys = (options.sort ?? []).map((term) => term.replace(/^-/, ''));
    if (keys.some((key) => !REPORTS_SORT[options.type].includes(key)))
      ctx.addIssue({
        code: 'custom',
        path: ['sort'],
        message: `The ${options.type} report sorts by ${REPORTS_SORT[options.type].join(', ')} only`,
      });
  });

/**
 * GET …/reports: `status` (all | pending | accepted | rejected | completed; default all) and `options`
 * `{ type: 'orders' | 'sales' | 'categories' (default orders), limit ≤ 1000 (default 1000), skip, sort }`.
 */
export const reportsQuery = z
  .strictObject({ ...rangeFields, status: statusFilter.optional(), options: optionsParam(reportsOptions) })
  .transform(checkRange);
export type ReportsQuery = z.output<typeof reportsQuery>;

/** GET …/products-stock-report: `status` as for reports (all = sales), `options` `{ sort: name | sold | stock, limit, skip }`. */
export const PRODUCTS_STOCK_SORT = ['name', 'sold', 'stock'] as const;
export const productsStockQuery = z
  .strictObject({
    ...rangeFields,
    status: statusFilter.optional(),
    options: optionsParam(queryOptions({ sort: PRODUCTS_STOCK_SORT, maxLimit: REPORT_ROWS_MAX_LIMIT })),
  })
  .transform(checkRange);
export type ProductsStockQuery = z.output<typeof productsStockQuery>;

/** GET …/covid19-report: `options` `{ sort: createdAt (±), limit ≤ 1000 (default 1000), skip }`. */
export const covid19Query = z
  .strictObject({
    ...rangeFields,
    options: optionsParam(queryOptions({ sort: ['createdAt'] as const, maxLimit: REPORT_ROWS_MAX_LIMIT })),
  })
  .transform(checkRange);
export type Covid19Query = z.output<typeof covid19Query>;

const count = z.number().int().min(0);

/** Sales-per-hour row (spec 000 §3): the UTC hour, gross cents and order count. */
export const salesPerHourRow = z.object({
  _id: z.object({
    hour: z.number().int().min(0).max(23),
    day: z.number().int().min(1).max(31),
    month: z.number().int().min(1).max(12),
    year: z.number().int(),
  }),
  totalAmount: cents,
  count,
});
export type SalesPerHourRow = z.infer<typeof salesPerHourRow>;
export const salesPerHourResponse = z.object({ result: z.array(salesPerHourRow) });
export type SalesPerHourResponse = z.infer<typeof salesPerHourResponse>;

/**
 * Product row (spec 000 §3): `count` is the quantity, `total` cents. `_id` is null for a product that has since
 * been deleted (grouped by the name it had on the orders).
 */
export const productReportRow = z.object({
  _id: z.object({ product: z.object({ _id: id.nullable(), name: z.string() }) }),
  count,
  total: cents,
});
export type ProductReportRow = z.infer<typeof productReportRow>;
/** most-sold-products-report and upsell-report. */
export const productReportResponse = z.object({ data: z.array(productReportRow) });
export type ProductReportResponse = z.infer<typeof productReportResponse>;
/** loyalty-report: the rewards redeemed; `total` is their menu value (what they would have cost). */
export const loyaltyReportResponse = z.object({ orders: z.array(productReportRow) });
export type LoyaltyReportResponse = z.infer<typeof loyaltyReportResponse>;

export const originFigures = z.object({ count, totalAmount: cents });
export type OriginFigures = z.infer<typeof originFigures>;
/** Origin breakdown (spec 000 §3): a map from source to a one-item list; every source is present ("embed" = web). */
export const originBreakdownResponse = z.object({
  data: z.object({
    web: z.array(originFigures).min(1),
    kiosk: z.array(originFigures).min(1),
    'mobile-app': z.array(originFigures).min(1),
  }),
});
export type OriginBreakdownResponse = z.infer<typeof originBreakdownResponse>;

export const balance = z.object({ available: cents, pending: cents, currency: z.literal('nzd') });
export type Balance = z.infer<typeof balance>;
export const balanceResponse = z.object({ balance });
export type BalanceResponse = z.infer<typeof balanceResponse>;

export const PAYOUT_STATUSES_SHOWN = ['paid', 'in_transit', 'pending'] as const;
/** Payout (spec 001 §3), Stripe's field names; `created` and `arrival_date` are unix seconds. */
export const payout = z.object({
  id: z.string(),
  amount: cents,
  status: z.enum(PAYOUT_STATUSES_SHOWN),
  created: z.number().int(),
  arrival_date: z.number().int(),
  statement_descriptor: z.string().nullable(),
});
export type Payout = z.infer<typeof payout>;
/** payouts-report (created in the range, newest first) and tomorrow-payout-report (arriving tomorrow, NZ date). */
export const payoutsResponse = z.object({ payouts: z.array(payout) });
export type PayoutsResponse = z.infer<typeof payoutsResponse>;

/** reports, type orders: one row per order; `total` is what the customer paid (with its parts); `items` the number of items. */
export const ordersReportRow = z.object({
  _id: id,
  createdAt: isoDate,
  status: orderStatus,
  origin: orderSource,
  orderType: z.enum(ORDER_TYPES),
  /** "Given Family" of the signed-in customer, else the contact-tracing name, else null (a guest). */
  customer: z.string().nullable(),
  items: count,
  total: cents,
  /**
   * The parts of `total` (cents), so the report renders the one price breakdown (rules/order-breakdown.ts):
   * subtotal − discount − loyaltyDiscount + surcharge + deliveryFee = total.
   */
  subtotal: cents,
  voucherCode: z.string().nullable(),
  discount: cents,
  loyaltyDiscount: cents,
  surcharge: cents,
  deliveryFee: cents,
  /** Cents given back to the customer so far (refunds); the API always sends it, absent reads as 0. */
  refunded: cents.optional(),
});
export type OrdersReportRow = z.infer<typeof ordersReportRow>;
export const ordersReportResponse = z.object({ rows: z.array(ordersReportRow), count });
export type OrdersReportResponse = z.infer<typeof ordersReportResponse>;

/** reports, type sales ("Sales By Sales"): one row per NZ day with sales; `net` = netVolume(total, shop). */
export const salesReportRow = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  orders: count,
  total: cents,
  net: cents,
});
export type SalesReportRow = z.infer<typeof salesReportRow>;
export const salesReportResponse = z.object({ rows: z.array(salesReportRow), count });
export type SalesReportResponse = z.infer<typeof salesReportResponse>;

/** reports, type categories: quantity and line totals per category (`_id` null: products since deleted). */
export const categoryReportRow = z.object({ _id: id.nullable(), name: z.string(), quantity: count, total: cents });
export type CategoryReportRow = z.infer<typeof categoryReportRow>;
export const categoriesReportResponse = z.object({ rows: z.array(categoryReportRow), count });
export type CategoriesReportResponse = z.infer<typeof categoriesReportResponse>;

export const reportsResponse = z.union([ordersReportResponse, salesReportResponse, categoriesReportResponse]);
export type ReportsResponse = OrdersReportResponse | SalesReportResponse | CategoriesReportResponse;

/** products-stock-report: every product on the menu now, with units handed over in the range (rewards included). */
export const productsStockRow = z.object({
  _id: id,
  name: z.string(),
  category: z.string(),
  stock: z.number().int().min(-1),
  sold: count,
});
export type ProductsStockRow = z.infer<typeof productsStockRow>;
export const productsStockResponse = z.object({ rows: z.array(productsStockRow) });
export type ProductsStockResponse = z.infer<typeof productsStockResponse>;

/**
 * covid19-report (the spec's name for the call; the Reports page's `contact-tracing` kind): who ordered
 * (contact-tracing details, else the customer's own), every order but rejected ones.
 */
export const covid19Row = z.object({
  _id: id,
  createdAt: isoDate,
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type Covid19Row = z.infer<typeof covid19Row>;
export const covid19Response = z.object({ rows: z.array(covid19Row), count });
export type Covid19Response = z.infer<typeof covid19Response>;
