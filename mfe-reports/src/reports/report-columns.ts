import type {
  CategoryReportRow,
  Covid19Row,
  OrdersReportRow,
  Payout,
  ProductsStockRow,
  SalesReportRow,
} from '@backoffice/contracts';
import { amountsBreakdown, formatMoney, LOCALE, orderNumber } from '@backoffice/contracts';
import { utcDateTime, venueDateTime } from '../common/venue-time';
import type { Column } from './report-table';

/**
 * What each report shows, column by column: headers in the merchant's words, amounts in dollars (formatMoney:
 * NZ$ and two decimals), times in New Zealand time (payouts also in UTC, spec 001 §9).
 */
const counts = new Intl.NumberFormat(LOCALE);
const count = (n: number) => counts.format(n);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, ' ');

const ORIGINS: Record<string, string> = { web: 'Web store', kiosk: 'Kiosk', 'mobile-app': 'Mobile app' };
// Spec 000 §2 (Ordering section): pickup is shown as Takeaway.
const ORDER_TYPES: Record<string, string> = { pickup: 'Takeaway', 'dine-in': 'Dine-in', delivery: 'Delivery' };

/**
 * The order's price breakdown (contracts `amountsBreakdown`, the same parts as the order detail and the receipt):
 * the money columns add up, Subtotal − Voucher discount − Loyalty discount + Surcharge + Delivery fee + Adjustment =
 * Total paid; Refunded comes after it. Adjustment is non-zero only for orders stored before the intake kept its parts.
 */
function orderPriceColumns(): Column<OrdersReportRow>[] {
  const parts = (r: OrdersReportRow) => amountsBreakdown({ ...r, totalPayment: r.total, total: r.subtotal }, r.voucherCode);
  const amount = (header: string, value: (b: ReturnType<typeof parts>) => number): Column<OrdersReportRow> => ({
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

export const ORDERS_COLUMNS: readonly Column<OrdersReportRow>[] = [
  // the number merchants read on the Orders screen and the docket; the full id stays, last, for reconciling
  { header: 'Order', value: (r) => orderNumber(r._id) },
  { header: 'Placed (NZ time)', value: (r) => venueDateTime(r.createdAt) },
  { header: 'Status', value: (r) => capitalised(r.status) },
  { header: 'Source', value: (r) => ORIGINS[r.origin] ?? r.origin },
  { header: 'Type', value: (r) => ORDER_TYPES[r.orderType] ?? r.orderType },
  { header: 'Customer', value: (r) => r.customer ?? 'Guest', wraps: true },
  { header: 'Items', value: (r) => count(r.items), numeric: true },
  ...orderPriceColumns(),
  { header: 'Order ID', value: (r) => r._id },
];

export const SALES_COLUMNS: readonly Column<SalesReportRow>[] = [
  { header: 'Date (NZ)', value: (r) => r.date },
  { header: 'Orders', value: (r) => count(r.orders), numeric: true },
  { header: 'Gross sales', value: (r) => formatMoney(r.total), numeric: true },
  { header: 'Net sales', value: (r) => formatMoney(r.net), numeric: true },
];

export const PRODUCTS_STOCK_COLUMNS: readonly Column<ProductsStockRow>[] = [
  { header: 'Product', value: (r) => r.name, wraps: true },
  { header: 'Category', value: (r) => r.category, wraps: true },
  // Spec 001 §9: stock -1 is unlimited.
  { header: 'Stock', value: (r) => (r.stock === -1 ? 'Unlimited' : count(r.stock)), numeric: true },
  { header: 'Sold', value: (r) => count(r.sold), numeric: true },
];

export const PAYOUTS_COLUMNS: readonly Column<Payout>[] = [
  { header: 'Payout', value: (r) => r.id },
  { header: 'Created (UTC)', value: (r) => utcDateTime(r.created) },
  { header: 'Created (NZ time)', value: (r) => venueDateTime(r.created) },
  { header: 'Arrival (UTC)', value: (r) => utcDateTime(r.arrival_date) },
  { header: 'Arrival (NZ time)', value: (r) => venueDateTime(r.arrival_date) },
  { header: 'Status', value: (r) => capitalised(r.status) },
  { header: 'Description', value: (r) => r.statement_descriptor ?? '', wraps: true },
  { header: 'Amount', value: (r) => formatMoney(r.amount), numeric: true },
];

export const CATEGORIES_COLUMNS: readonly Column<CategoryReportRow>[] = [
  { header: 'Category', value: (r) => r.name, wraps: true },
  { header: 'Quantity', value: (r) => count(r.quantity), numeric: true },
  { header: 'Total', value: (r) => formatMoney(r.total), numeric: true },
];

export const CONTACT_TRACING_COLUMNS: readonly Column<Covid19Row>[] = [
  { header: 'Ordered (NZ time)', value: (r) => venueDateTime(r.createdAt) },
  { header: 'Name', value: (r) => r.name ?? '', wraps: true },
  { header: 'Email', value: (r) => r.email ?? '', wraps: true },
  { header: 'Phone', value: (r) => r.phone ?? '' },
];
