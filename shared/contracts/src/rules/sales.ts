import type { OrderStatus } from '../entities/order';

/**
 * Which orders count as SALES — decided once, here, and used by every report, the API's SQL and the UI.
 *
 * - `accepted` and `completed` count: the venue has taken the order and the customer has been charged.
 * - `pending` does not count yet: the venue has not accepted it and may still reject it. It starts counting the
 *   moment it is accepted (the hourly roll-ups move it in the same transaction as the status change).
 * - `rejected` never counts.
 *
 * So "sales", "gross volume", "orders" on the dashboard, the products tables, the loyalty table, the origin
 * breakdown and the per-day sales report all read accepted + completed orders only. Payouts are stricter: the
 * local payments adapter pays out `completed` orders only (an accepted order may still be cancelled before it
 * is handed over).
 */
export const SALES_STATUSES = ['accepted', 'completed'] as const satisfies readonly OrderStatus[];
export type SalesStatus = (typeof SALES_STATUSES)[number];

/** Orders the local payments adapter pays out (see above). */
export const PAYOUT_STATUSES = ['completed'] as const satisfies readonly OrderStatus[];

export function isSale(status: OrderStatus): boolean {
  return (SALES_STATUSES as readonly string[]).includes(status);
}

/**
 * The contact-tracing (covid19) report lists everybody who ordered, except orders the venue rejected (those
 * customers never came for their order); pending ones are listed, the person may well have been there.
 */
export const CONTACT_TRACING_STATUSES = ['pending', 'accepted', 'completed'] as const satisfies readonly OrderStatus[];

/** The Reports page's status filter (spec 001 §9): all, pending, accepted, rejected, completed. */
export const REPORT_STATUS_FILTERS = ['all', 'pending', 'accepted', 'rejected', 'completed'] as const;
export type ReportStatusFilter = (typeof REPORT_STATUS_FILTERS)[number];

const EVERY_STATUS: readonly OrderStatus[] = ['pending', 'accepted', 'rejected', 'completed'];

/**
 * Which order statuses a report reads for a status filter.
 * - `orders` (a list of orders) and `contact-tracing`: `all` is every status, literally.
 * - `sales` (the per-day sales report, categories, products stock): `all` means all SALES (accepted +
 *   completed) — a rejected order was never a sale. Choosing one status narrows the figures to orders in that
 *   status, so "rejected" shows what was turned away and "pending" what is still waiting.
 */
export function statusesForFilter(filter: ReportStatusFilter | undefined, kind: 'orders' | 'sales'): OrderStatus[] {
  if (filter === undefined || filter === 'all') return kind === 'orders' ? [...EVERY_STATUS] : [...SALES_STATUSES];
  return [filter];
}
