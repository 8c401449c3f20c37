import type { CategoryReportRow, Covid19Row, OrdersReportRow, Payout, ProductsStockRow, SalesReportRow } from '../api/reports';
import { LOCALE, VENUE_TIME_ZONE } from '../constants';
import { formatMoney } from '../money';
import { civilDateText, parseIsoInZone, type ZonedParts, zonedParts } from './calendar';
import { orderNumber } from './new-order-alert';
import { amountsBreakdown } from './order-breakdown';
import { ORIGIN_LABELS } from './report-origins';

/**
 * One column of a report: its header and how a row's value reads. The Reports table and its CSV file are both
 * built from these (`buildReportTable` in mfe-reports), so the file holds exactly what the table shows.
 */
export interface ReportColumn<Row> {
  header: string;
  value: (row: Row) => string;
  /** Right-aligned on screen (amounts, counts). */
  numeric?: boolean;
  /** Free text that may wrap on screen (names, descriptions); other cells (times, ids, amounts) stay on one line. */
  wraps?: boolean;
}

/**
 * What each report shows, column by column: headers in the merchant's words, amounts in dollars (formatMoney:
 * NZ$ and two decimals), times in New Zealand time (payouts also in UTC, spec 001 §9). One time format for the
 * table and the CSV: `yyyy-MM-dd HH:mm`, which sorts as text and reads the same in every spreadsheet locale.
 */
const counts = new Intl.NumberFormat(LOCALE);
const count = (n: number) => counts.format(n);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, ' ');

/** An instant (ISO text, or unix seconds as payouts have them) as epoch ms. */
const instantMs = (instant: string | number) => (typeof instant === 'number' ? instant * 1000 : parseIsoInZone(instant, 'UTC'));
const pad = (n: number) => String(n).padStart(2, '0');
const dateTimeText = (t: ZonedParts) => `${civilDateText(t)} ${pad(t.hour)}:${pad(t.minute)}`;

/** Venue local time (Pacific/Auckland, whatever the browser's zone), e.g. `2026-05-12 14:05`. */
export function venueDateTime(instant: string | number): string {
  return dateTimeText(zonedParts(instantMs(instant), VENUE_TIME_ZONE));
}

/** The same instant in UTC (spec 001 §9: payout times in UTC and Pacific/Auckland). */
export function utcDateTime(instant: string | number): string {
  return dateTimeText(zonedParts(instantMs(instant), 'UTC'));
}

// Spec 000 §2 (Ordering section): pickup is shown as Takeaway.
const ORDER_TYPE_LABELS: Record<string, string> = { pickup: 'Takeaway', 'dine-in': 'Dine-in', delivery: 'Delivery' };

/**
 * The order's price breakdown (contracts `amountsBreakdown`, the same parts as the order detail and the receipt):
 * the money columns add up, Subtotal − Voucher discount − Loyalty discount + Surcharge + Delivery fee + Adjustment =
 * Total paid; Refunded comes after it. Adjustment is non-zero only for orders stored before the intake kept its parts.
 */
function orderPriceColumns(): ReportColumn<OrdersReportRow>[] {
  const parts = (r: OrdersReportRow) => amountsBreakdown({ ...r, totalPayment: r.total, total: r.subtotal }, r.voucherCode);
  const amount = (header: string, value: (b: ReturnType<typeof parts>) => number): ReportColumn<OrdersReportRow> => ({
    header,
    value: (r) => formatMoney(value(parts(r))),
    numeric: true,
  });
  return [
    amount('Subtotal', (b) => b.subtotal),
    { header: 'Voucher', value: (r) => r.voucherCode ?? '' },
    amount('Voucher discount', (b) => b.voucher?.amount ?? 0),
    amount('Loyalty discount', (b) => b.loyaltyDiscount),
    amount('Surcharge', (b) => b.surcharge),
    amount('Delivery fee', (b) => b.deliveryFee),
    amount('Adjustment', (b) => b.adjustment),
    amount('Total paid', (b) => b.totalPaid),
    { header: 'Refunded', value: (r) => formatMoney(r.refunded ?? 0), numeric: true },
  ];
}

export const ORDERS_COLUMNS: readonly ReportColumn<OrdersReportRow>[] = [
  // the number merchants read on the Orders screen and the docket; the full id stays, last, for reconciling
  { header: 'Order', value: (r) => orderNumber(r._id) },
  { header: 'Placed (NZ time)', value: (r) => venueDateTime(r.createdAt) },
  { header: 'Status', value: (r) => capitalised(r.status) },
  // the order's `origin`, in the merchant's word for it (spec 000 §2: "orders placed by source")
  { header: 'Source', value: (r) => ORIGIN_LABELS[r.origin] ?? r.origin },
  { header: 'Type', value: (r) => ORDER_TYPE_LABELS[r.orderType] ?? r.orderType },
  { header: 'Customer', value: (r) => r.customer ?? 'Guest', wraps: true },
  { header: 'Items', value: (r) => count(r.items), numeric: true },
  ...orderPriceColumns(),
  { header: 'Order ID', value: (r) => r._id },
];

export const SALES_COLUMNS: readonly ReportColumn<SalesReportRow>[] = [
  { header: 'Date (NZ)', value: (r) => r.date },
  { header: 'Orders', value: (r) => count(r.orders), numeric: true },
  { header: 'Gross sales', value: (r) => formatMoney(r.total), numeric: true },
  { header: 'Net sales', value: (r) => formatMoney(r.net), numeric: true },
];

export const PRODUCTS_STOCK_COLUMNS: readonly ReportColumn<ProductsStockRow>[] = [
  { header: 'Product', value: (r) => r.name, wraps: true },
  { header: 'Category', value: (r) => r.category, wraps: true },
  // Spec 001 §9: stock -1 is unlimited.
  { header: 'Stock', value: (r) => (r.stock === -1 ? 'Unlimited' : count(r.stock)), numeric: true },
  { header: 'Sold', value: (r) => count(r.sold), numeric: true },
];

export const PAYOUTS_COLUMNS: readonly ReportColumn<Payout>[] = [
  { header: 'Payout', value: (r) => r.id },
  { header: 'Created (UTC)', value: (r) => utcDateTime(r.created) },
  { header: 'Created (NZ time)', value: (r) => venueDateTime(r.created) },
  { header: 'Arrival (UTC)', value: (r) => utcDateTime(r.arrival_date) },
  { header: 'Arrival (NZ time)', value: (r) => venueDateTime(r.arrival_date) },
  { header: 'Status', value: (r) => capitalised(r.status) },
  { header: 'Description', value: (r) => r.statement_descriptor ?? '', wraps: true },
  { header: 'Amount', value: (r) => formatMoney(r.amount), numeric: true },
];

export const CATEGORIES_COLUMNS: readonly ReportColumn<CategoryReportRow>[] = [
  { header: 'Category', value: (r) => r.name, wraps: true },
  { header: 'Quantity', value: (r) => count(r.quantity), numeric: true },
  { header: 'Total', value: (r) => formatMoney(r.total), numeric: true },
];

export const CONTACT_TRACING_COLUMNS: readonly ReportColumn<Covid19Row>[] = [
  { header: 'Ordered (NZ time)', value: (r) => venueDateTime(r.createdAt) },
  { header: 'Name', value: (r) => r.name ?? '', wraps: true },
  { header: 'Email', value: (r) => r.email ?? '', wraps: true },
  { header: 'Phone', value: (r) => r.phone ?? '' },
];
