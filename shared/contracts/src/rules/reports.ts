import type { CategoryReportRow, Covid19Row, OrdersReportRow, Payout, ProductsStockRow, SalesReportRow } from '../api/reports';
import { VENUE_TIME_ZONE } from '../constants';
import type { OrderStatus } from '../entities/order';
import { parseCivilDate, parseIsoInZone, plusMonths, zonedInstant, zonedParts } from './calendar';
import {
  CATEGORIES_COLUMNS,
  CONTACT_TRACING_COLUMNS,
  ORDERS_COLUMNS,
  PAYOUTS_COLUMNS,
  PRODUCTS_STOCK_COLUMNS,
  type ReportColumn,
  SALES_COLUMNS,
} from './report-columns';
import { type ReportStatusFilter, statusesForFilter } from './sales';

export * from './report-columns';
export * from './report-origins';

/**
 * Report constants, the report descriptors and the range rule, shared by the Reports page, the API client and the
 * API. No zod here (the UI imports it; the row types are type-only imports).
 */

/** The rows each report kind lists (the contracts' row schemas). Adding a kind here demands its descriptor below. */
export interface ReportRows {
  orders: OrdersReportRow;
  sales: SalesReportRow;
  'products-stock': ProductsStockRow;
  payouts: Payout;
  categories: CategoryReportRow;
  'contact-tracing': Covid19Row;
}

/**
 * A report type of the Reports page. One word per report across the URL (`?type=`), the page, the API client and
 * the API: the spec's five (spec 001 §9) plus `contact-tracing`, the screen for the spec's covid19-report call
 * (spec 000 §7 lists the call but names no screen; the API path keeps the spec's name).
 */
export type ReportKind = keyof ReportRows;

/** `options.type` of GET /api/shops/{shopId}/reports: the kinds that route serves, named as the kinds are. */
export const REPORT_TYPES = ['orders', 'sales', 'categories'] as const satisfies readonly ReportKind[];
export type ReportType = (typeof REPORT_TYPES)[number];

/** Everything about one report kind; a new report is one of these plus its API query. */
export interface ReportDescriptor<Row> {
  /** In the spec's words: the Report type option and the table's heading. */
  label: string;
  /** Its part of the CSV file name: `<shop>-<csvName>-<from>-to-<to>.csv`. */
  csvName: string;
  /** The call: GET /api/shops/{shopId}/<route> (`start`, `end`, and `status` when it has a status filter). */
  route: string;
  /** For the shared `reports` route: its `options.type`. */
  type?: ReportType;
  /** The key of the answer holding the rows. */
  rowsKey: 'rows' | 'payouts';
  /** The answer also says how many rows match in all (`count`); the list itself stops at the API's limit. */
  counted: boolean;
  /** Takes the status filter (spec 001 §9: all, pending, accepted, rejected, completed). */
  statusFilter: boolean;
  /** Its "all" means all sales — accepted and completed (`statusesForFilter(…, 'sales')`); else every status. */
  countsSales: boolean;
  /** What the table and the CSV show, column by column. */
  columns: readonly ReportColumn<Row>[];
}

export type ReportDescriptors = { readonly [K in ReportKind]: ReportDescriptor<ReportRows[K]> };

/** The descriptors, one per kind: a kind without one (or one with the wrong row type) does not compile. */
export const REPORTS: ReportDescriptors = {
  orders: {
    label: 'Orders',
    csvName: 'orders',
    route: 'reports',
    type: 'orders',
    rowsKey: 'rows',
    counted: true,
    statusFilter: true,
    countsSales: false,
    columns: ORDERS_COLUMNS,
  },
  sales: {
    label: 'Sales By Sales',
    csvName: 'sales-by-sales',
    route: 'reports',
    type: 'sales',
    rowsKey: 'rows',
    counted: true,
    statusFilter: true,
    countsSales: true,
    columns: SALES_COLUMNS,
  },
  'products-stock': {
    label: 'Products Stock',
    csvName: 'products-stock',
    route: 'products-stock-report',
    rowsKey: 'rows',
    counted: false,
    statusFilter: true,
    countsSales: true,
    columns: PRODUCTS_STOCK_COLUMNS,
  },
  payouts: {
    label: 'Payouts',
    csvName: 'payouts',
    route: 'payouts-report',
    rowsKey: 'payouts',
    counted: false,
    statusFilter: false,
    countsSales: false,
    columns: PAYOUTS_COLUMNS,
  },
  categories: {
    label: 'Categories',
    csvName: 'categories',
    route: 'reports',
    type: 'categories',
    rowsKey: 'rows',
    counted: true,
    statusFilter: true,
    countsSales: true,
    columns: CATEGORIES_COLUMNS,
  },
  'contact-tracing': {
    label: 'Contact tracing',
    csvName: 'contact-tracing',
    route: 'covid19-report',
    rowsKey: 'rows',
    counted: true,
    statusFilter: false,
    countsSales: false,
    columns: CONTACT_TRACING_COLUMNS,
  },
};

/** The kinds in the Report type list's order: the spec's five in its order, then contact tracing. */
export const REPORT_KINDS = [
  'orders',
  'sales',
  'products-stock',
  'payouts',
  'categories',
  'contact-tracing',
] as const satisfies readonly ReportKind[];

export function isReportKind(value: unknown): value is ReportKind {
  return typeof value === 'string' && Object.hasOwn(REPORTS, value);
}

/**
 * The order statuses a report with a status filter reads: its descriptor decides whether "all" means every status
 * or all sales (`statusesForFilter`, the one rule for that).
 */
export function reportStatuses(kind: ReportKind, filter: ReportStatusFilter | undefined): OrderStatus[] {
  const { statusFilter, countsSales } = REPORTS[kind];
  return statusesForFilter(statusFilter ? filter : undefined, countsSales ? 'sales' : 'orders');
}

/** Longest range a report accepts: two calendar years on the venue calendar. */
export const MAX_REPORT_RANGE_YEARS = 2;
/** Rows a list report returns at most per call (`options.limit` cap and default). */
export const REPORT_ROWS_MAX_LIMIT = 1000;

export const REPORT_RANGE_MESSAGES = {
  start: 'Start must be a UTC date (2026-04-04) or an ISO 8601 date-time with a time zone, e.g. 2026-04-04T11:00:00.000Z',
  end: 'End must be a UTC date (2026-04-11) or an ISO 8601 date-time with a time zone, e.g. 2026-04-11T12:00:00.000Z',
  order: 'End must not be before start',
  tooLong: `The date range can be at most ${MAX_REPORT_RANGE_YEARS} years`,
} as const;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const UTC_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A report bound as a Date, or null: an ISO 8601 date-time with an offset (`Z` or ±hh:mm), or a plain date, which
 * the spec calls a "UTC date string" and which is read as ISO 8601 and JavaScript read it: 00:00 UTC that day.
 */
export function parseInstant(text: string | undefined): Date | null {
  if (text === undefined) return null;
  if (UTC_DATE.test(text)) {
    const day = parseCivilDate(text);
    return day ? new Date(Date.UTC(day.year, day.month - 1, day.day)) : null;
  }
  if (!ISO_DATE_TIME.test(text)) return null;
  try {
    return new Date(parseIsoInZone(text, 'UTC')); // the pattern requires an offset, so the zone never applies
  } catch {
    return null;
  }
}

/**
 * Why a report range is not acceptable, or null when it is: both present, ISO date-times with an offset, `end` not
 * before `start` (the range is half-open: equal ends make an empty range), and `end` no later than `start` plus two
 * calendar years in Pacific/Auckland (so "1 Jan 2025 00:00 NZ → 1 Jan 2027 00:00 NZ" is allowed).
 */
export function reportRangeProblem(start: string | undefined, end: string | undefined): string | null {
  const from = parseInstant(start);
  if (!from) return REPORT_RANGE_MESSAGES.start;
  const to = parseInstant(end);
  if (!to) return REPORT_RANGE_MESSAGES.end;
  if (to.getTime() < from.getTime()) return REPORT_RANGE_MESSAGES.order;
  const latest = zonedInstant(
    plusMonths(zonedParts(from.getTime(), VENUE_TIME_ZONE), 12 * MAX_REPORT_RANGE_YEARS),
    VENUE_TIME_ZONE,
  );
  if (to.getTime() > latest) return REPORT_RANGE_MESSAGES.tooLong;
  return null;
}
