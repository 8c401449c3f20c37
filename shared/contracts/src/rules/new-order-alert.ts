import { formatMoney } from '../money';

/** The short order number merchants read ("#6EFCD4"): the last six hex digits of the order id, upper case. */
export function orderNumber(orderId: string): string {
  return `#${orderId.replace(/-/g, '').slice(-6).toUpperCase()}`;
}

/**
 * What a new pending order says wherever it is announced — the back-office toast on every page and the Web Push
 * notification alike: "New order #6EFCD4 · NZ$20.80".
 */
export function newOrderAlertTitle(order: { _id: string; totalPayment: number }): string {
  return `New order ${orderNumber(order._id)} · ${formatMoney(order.totalPayment)}`;
}
