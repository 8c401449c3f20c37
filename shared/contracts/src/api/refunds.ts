import { z } from 'zod';
import { REFUND_MESSAGES, REFUND_REASON_MAX_LENGTH } from '../rules/refunds';

/** Why money goes back: required, what the customer reads in the "declined and refunded" e-mail. */
export const refundReasonText = z
  .string({ error: REFUND_MESSAGES.reasonRequired })
  .trim()
  .min(1, REFUND_MESSAGES.reasonRequired)
  .max(REFUND_REASON_MAX_LENGTH, REFUND_MESSAGES.reasonTooLong);

/** PUT /api/orders/{id}/rejected (spec 001 §7 Reject): the reason is required; a paid order is refunded in full. */
export const rejectOrderRequest = z.strictObject({ reason: refundReasonText });
export type RejectOrderRequest = z.infer<typeof rejectOrderRequest>;

/** POST /api/orders/{id}/refunds (ours): a completed order, in full or in part (amount in cents, ≤ what is left). */
export const refundOrderRequest = z.strictObject({
  amount: z
    .number({ error: REFUND_MESSAGES.amountRequired })
    .int(REFUND_MESSAGES.amountPositive)
    .positive(REFUND_MESSAGES.amountPositive),
  reason: refundReasonText,
});
export type RefundOrderRequest = z.infer<typeof refundOrderRequest>;
