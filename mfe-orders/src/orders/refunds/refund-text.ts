import { formatMoney, type Order, REFUND_MESSAGES, refundableAmount, refundChannel, refundedAmount } from '@backoffice/contracts';

/** Where the money goes, said before the merchant confirms (reject or refund of `amount` cents). */
export function refundDestination(order: Order, amount: number): string {
  const channel = refundChannel(order);
  if (channel === 'none' || amount <= 0) return 'Nothing was paid for this order, so there is nothing to refund.';
  if (channel === 'counter') return `${REFUND_MESSAGES.cashAtCounter}: ${formatMoney(amount)}.`;
  return `${formatMoney(amount)} goes back to the customer's card.`;
}

/** The order's refunded state in a few words, or null when nothing was refunded. */
export function refundState(order: Order): string | null {
  const refunded = refundedAmount(order);
  if (refunded <= 0) return null;
  const left = refundableAmount(order);
  return left <= 0
    ? `Refunded in full (${formatMoney(refunded)})`
    : `Refunded ${formatMoney(refunded)} of ${formatMoney(order.totalPayment)}`;
}
