import { z } from 'zod';
import { id, isoDate } from '../entities/common';
import { promoCode } from '../entities/promo-code';
import {
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_MESSAGES,
  PROMO_CODE_PATTERN,
  PROMO_FIELD_STEPS,
  promoCodeDraftProblem,
  promoCodeStepProblem,
} from '../rules/promo-codes';
import { optionsParam, queryOptions } from './options';
import { jsonTextOr } from './query';

export const PROMO_CODES_SORT = ['createdAt', 'expiry', 'code'] as const;
export const PROMO_CODES_MAX_LIMIT = 1000;
export const promoCodesQuery = z.strictObject({
  options: optionsParam(queryOptions({ sort: PROMO_CODES_SORT, maxLimit: PROMO_CODES_MAX_LIMIT })),
});
export const promoCodesResponse = z.object({ promoCodes: z.array(promoCode), count: z.number().int().min(0) });
export type PromoCodesResponse = z.infer<typeof promoCodesResponse>;

/**
 * The promo-code body, flattened (spec 001 §7: POST sends rewardConfig and targetUsersConfig fields at the top
 * level, plus type, expiry and code). Amounts are dollars as the editor shows them (the demo data and spec 001 §4
 * defaults: discount 1, minimum spend 10); percentages are 0–100.
 */
const promoFields = {
  code: z
    .string()
    .trim()
    .max(PROMO_CODE_MAX_LENGTH, PROMO_CODE_MESSAGES.codeLength)
    .regex(PROMO_CODE_PATTERN, PROMO_CODE_MESSAGES.codeCharacters),
  type: z.enum(['discount', 'free-product']),
  expiry: isoDate,
  discountType: z.enum(['fixed-cost', 'percentage']),
  // the step rules (rules/promo-codes.ts) in their words: a negative amount is the same mistake as 0
  discount: z.number(PROMO_CODE_MESSAGES.discount).min(0, PROMO_CODE_MESSAGES.discount).max(100_000),
  discountTargetType: z.enum(['order', 'products']),
  rewardTargetProducts: z.array(id).max(500),
  minimumSpent: z.number(PROMO_CODE_MESSAGES.minimumSpent).min(0, PROMO_CODE_MESSAGES.minimumSpent).max(100_000),
  isStoreWide: z.boolean(),
  users: z.array(id).max(1000),
  /** Spec 001 §5: 0 or less means unlimited. */
  usageLimit: z.number(PROMO_CODE_MESSAGES.usageLimit).int(PROMO_CODE_MESSAGES.usageLimit).min(-1_000_000).max(1_000_000),
};

export const promoCodeCreate = z.strictObject(promoFields).partial();

/**
 * The Voucher Manager's editor (the kit's useSchemaForm), one schema per step (0-based, the editor's six): the
 * route's field rules (`promoFields`) and what must hold before the step's Next (`promoCodeStepProblem`; on the
 * confirm step every step's, `promoCodeDraftProblem` — what the route runs on the whole draft), each message under
 * the field it names. `now`: the clock of "expiry in the future", read when the step is checked.
 */
export function promoCodeEditorForm(step: number, now: () => Date) {
  return z.object(promoFields).superRefine((draft, ctx) => {
    const problem =
      step >= PROMO_FIELD_STEPS.length ? promoCodeDraftProblem(draft, now()) : promoCodeStepProblem(step, draft, now());
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}
export type PromoCodeCreate = z.infer<typeof promoCodeCreate>;

export const promoCodeUpdate = z.strictObject(promoFields).partial();
export type PromoCodeUpdate = z.infer<typeof promoCodeUpdate>;
/** PUT /api/promo-codes/{id}: `promoCodeInfo` (JSON text or object) with the same flattened fields, any subset. */
export const updatePromoCodeRequest = z.strictObject({ promoCodeInfo: jsonTextOr(promoCodeUpdate, 'promoCodeInfo') });

export const promoCodeResponse = z.object({ promoCode });
