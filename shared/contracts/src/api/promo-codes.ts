import { z } from 'zod';
import { id, isoDate } from '../entities/common';
import { promoCode } from '../entities/promo-code';
import { PROMO_CODE_MAX_LENGTH, PROMO_CODE_MESSAGES, PROMO_CODE_PATTERN } from '../rules/promo-codes';
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
export type PromoCodeCreate = z.infer<typeof promoCodeCreate>;

export const promoCodeUpdate = z.strictObject(promoFields).partial();
export type PromoCodeUpdate = z.infer<typeof promoCodeUpdate>;
/** PUT /api/promo-codes/{id}: `promoCodeInfo` (JSON text or object) with the same flattened fields, any subset. */
export const updatePromoCodeRequest = z.strictObject({ promoCodeInfo: jsonTextOr(promoCodeUpdate, 'promoCodeInfo') });

export const promoCodeResponse = z.object({ promoCode });
