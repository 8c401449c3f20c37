import { z } from 'zod';
import {
  REFUND_MESSAGES,
  REFUND_REASON_MAX_LENGTH,
  REFUND_REASON_PRESETS,
  refundAmountProblem,
  refundReason,
} from '../rules/refunds';

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

/**
 * The reject and refund dialogs' reason as the merchant gives it: one of the usual reasons and/or their own words,
 * sent as the one text the routes take (refundReason) and checked by the same rule (refundReasonText).
 */
export const refundReasonChoice = z
  .object({ preset: z.enum(REFUND_REASON_PRESETS).or(z.literal('')), details: z.string() })
  .transform((value) => refundReason(value.preset, value.details))
  .pipe(refundReasonText);

/** The reject dialog's form: its output is the route's body (rejectOrderRequest). */
export const rejectOrderForm = z.object({ reason: refundReasonChoice });

/**
 * The refund dialog's form for an order with `left` cents still refundable: the route's amount rule plus "at most
 * what is left" (refundAmountProblem, which the API runs again under the order's row lock); output is the body.
 */
export function refundOrderForm(left: number) {
  return z.object({
    amount: refundOrderRequest.shape.amount.superRefine((amount, context) => {
      const problem = refundAmountProblem(amount, left);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
    reason: refundReasonChoice,
  });
}
