import type { Order } from '../entities/order';
import { formatMoney } from '../money';

/**
 * Refunds (reject refunds in full; a completed order can be refunded in full or in part). Pure rules shared by the
 * API (which enforces them under the order's row lock) and the order screen (which explains them).
 */

/** The reasons offered first in the reject / refund dialog; "Other" asks for the reason in the merchant's words. */
export const REFUND_REASON_PRESETS = [
  'Out of stock',
  'Kitchen too busy',
  'Closing soon',
  'Customer asked to cancel',
  'Other',
] as const;
export type RefundReasonPreset = (typeof REFUND_REASON_PRESETS)[number];

export const REFUND_REASON_MAX_LENGTH = 200;

export const REFUND_MESSAGES = {
  reasonRequired: 'Please give a reason',
  reasonTooLong: `Please keep the reason under ${REFUND_REASON_MAX_LENGTH} characters`,
  amountRequired: 'Please enter an amount to refund',
  amountPositive: 'The refund must be more than NZ$0.00',
  nothingLeft: 'This order has been refunded in full already',
  onlyCompleted: 'Only a completed order can be refunded; reject a pending order instead',
  cashAtCounter: 'Refund in cash at the counter',
  aboveLeft: (left: number) => `You can refund at most ${formatMoney(left)} on this order`,
} as const;

/**
 * How an order's money goes back: `provider` through the payments adapter (the order was charged by card), `counter`
 * when the customer paid at the counter (cash, or any payment without a provider charge: nothing to call, the
 * merchant hands it back), `none` when nothing was paid (fully covered by a voucher or reward).
 */
export type RefundChannel = 'provider' | 'counter' | 'none';

export function refundChannel(order: Pick<Order, 'totalPayment' | 'stripeChargeId' | 'transactionResolution'>): RefundChannel {
  if (order.totalPayment <= 0) return 'none';
  if (order.transactionResolution?.isCashOrder) return 'counter';
  return order.stripeChargeId ? 'provider' : 'counter';
}

/** Cents given back so far. */
export function refundedAmount(order: Pick<Order, 'refunds'>): number {
  return (order.refunds ?? []).reduce((sum, refund) => sum + refund.amount, 0);
}

/** Cents that can still be refunded: what the customer paid less what was given back. */
export function refundableAmount(order: Pick<Order, 'totalPayment' | 'refunds'>): number {
  return Math.max(0, order.totalPayment - refundedAmount(order));
}

/** The stored reason from the dialog's choice: a preset, "<preset>: <details>", or the details alone for "Other". */
export function refundReason(preset: RefundReasonPreset | '', details: string): string {
  const text = details.trim();
  if (!preset) return text;
  if (preset === 'Other') return text;
  return text ? `${preset}: ${text}` : preset;
}

/** The dialog's check before it sends: a reason is always required (an empty reason is refused by the API too). */
export function refundReasonProblem(preset: RefundReasonPreset | '', details: string): string | null {
  const reason = refundReason(preset, details);
  if (!reason) return REFUND_MESSAGES.reasonRequired;
  if (reason.length > REFUND_REASON_MAX_LENGTH) return REFUND_MESSAGES.reasonTooLong;
  return null;
}

/** The amount check shared by the refund form and the API (which runs it again under the row lock). */
export function refundAmountProblem(amount: number, left: number): string | null {
  if (!Number.isInteger(amount) || amount <= 0) return REFUND_MESSAGES.amountPositive;
  if (left <= 0) return REFUND_MESSAGES.nothingLeft;
  if (amount > left) return REFUND_MESSAGES.aboveLeft(left);
  return null;
}
