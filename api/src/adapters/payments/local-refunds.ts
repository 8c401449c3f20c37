import { formatMoney } from '@backoffice/contracts';
import { HttpError } from '../../http/errors';
import type { OrderRefund } from './types';

/** The local provider's charge id of an order (local.ts `chargeOrder`). */
export const localChargeId = (orderId: string) => `ch_local_${orderId.replace(/-/g, '')}`;

/**
 * The local provider's refund, computed from our own records as a provider would from its own: it refuses a charge
 * that is not the order's, and more than is left on it (what the customer paid less what was given back), with a
 * provider-style message (422) the merchant sees. Its answer is the same for the same idempotency key.
 */
export async function localRefundOrder(refund: OrderRefund): Promise<{ id: string }> {
  if (refund.chargeId !== localChargeId(refund.orderId))
    throw new HttpError(422, `The payment provider refused the refund: no such charge ${refund.chargeId}`);
  const left = refund.totalPayment - refund.alreadyRefunded;
  if (refund.amount > left)
    throw new HttpError(
      422,
      `The payment provider refused the refund: ${formatMoney(refund.amount)} is more than the ${formatMoney(left)} left on the charge`,
    );
  return { id: `re_local_${refund.idempotencyKey.replace(/[^A-Za-z0-9]/g, '').slice(-40)}` };
}
