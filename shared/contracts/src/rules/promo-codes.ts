import type { PromoCode } from '../entities/promo-code';
import { formatMoney } from '../money';

/**
 * Voucher rules shared by the Voucher Manager and the promo API. No zod (the browser imports these).
 *
 * Status values (spec 001 §3 leaves them to us), computed when read, never stored stale:
 * - `expired`: the expiry is at or before now;
 * - `used up`: the usage limit is above 0 and that many orders used the code;
 * - `active`: otherwise.
 */
export const PROMO_CODE_STATUSES = ['active', 'expired', 'used up'] as const;
export type PromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];

export function promoCodeStatus(promo: { expiry: string; usageLimit: number }, uses: number, now: Date): PromoCodeStatus {
  if (Date.parse(promo.expiry) <= now.getTime()) return 'expired';
  // spec 001 §5: a usage limit of 0 or less means unlimited
  if (promo.usageLimit > 0 && uses >= promo.usageLimit) return 'used up';
  return 'active';
}

/** Letters, digits, `-` and `_`; empty means "generate one" (spec 001 §5). */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]*$/;
export const PROMO_CODE_MAX_LENGTH = 40;

/** Each voucher rule's one sentence: the editor's steps and the API's schema (api/promo-codes.ts) say the same. */
export const PROMO_CODE_MESSAGES = {
  codeCharacters: 'Code may hold only letters, digits, - and _',
  codeLength: `Code must be at most ${PROMO_CODE_MAX_LENGTH} characters`,
  discount: 'Discount must be more than 0',
  percentage: 'A percentage discount cannot be more than 100',
  minimumSpent: 'Minimum spend must be 0 or more',
  usageLimit: 'Usage limit must be a whole number',
} as const;

/** The editor's values, flattened as POST /api/shops/{shopId}/promo-code takes them. */
export interface PromoCodeDraft {
  code: string;
  type: 'discount' | 'free-product';
  expiry: string;
  discountType: 'fixed-cost' | 'percentage';
  discount: number;
  discountTargetType: 'order' | 'products';
  rewardTargetProducts: string[];
  minimumSpent: number;
  isStoreWide: boolean;
  users: string[];
  usageLimit: number;
}

/** A problem with a draft, named by the editor field it belongs to (the form shows it under that field). */
export interface PromoCodeProblem {
  field: keyof PromoCodeDraft;
  message: string;
}

/** Spec 001 §4: a voucher must not be created (or moved) already expired. */
export function promoExpiryProblem(expiry: string, now: Date): PromoCodeProblem | null {
  const at = Date.parse(expiry);
  if (Number.isNaN(at)) return { field: 'expiry', message: 'Expiry must be a date' };
  if (at <= now.getTime()) return { field: 'expiry', message: 'Expiry must be in the future' };
  return null;
}

/**
 * What must hold before the editor's step `step` (0-based, `PROMO_STEPS` of the editor: spec 001 §4) lets Next
 * through; the same checks the API runs on the whole draft. `now`: the clock for "expiry in the future" — the API
 * passes it only when an expiry was sent (an edit that leaves the expiry alone is not refused for it).
 * - 2 discount: more than 0; a percentage at most 100 (a free product has no amount);
 * - 3 target: a free-product code targets selected products (§4), and selected products need one;
 * - 4 expiry and minimum spend: a date in the future; a minimum spend of 0 or more;
 * - 5 customers: selected customers need one; the usage limit a whole number (0 or less: unlimited, §5).
 */
export function promoCodeStepProblem(step: number, draft: PromoCodeDraft, now?: Date): PromoCodeProblem | null {
  switch (step) {
    case 0: {
      const code = draft.code.trim();
      if (code.length > PROMO_CODE_MAX_LENGTH) return { field: 'code', message: PROMO_CODE_MESSAGES.codeLength };
      if (!PROMO_CODE_PATTERN.test(code)) return { field: 'code', message: PROMO_CODE_MESSAGES.codeCharacters };
      return null;
    }
    case 1:
      if (draft.type !== 'discount') return null;
      if (!(draft.discount > 0)) return { field: 'discount', message: PROMO_CODE_MESSAGES.discount };
      if (draft.discountType === 'percentage' && draft.discount > 100)
        return { field: 'discount', message: PROMO_CODE_MESSAGES.percentage };
      return null;
    case 2:
      if (draft.type === 'free-product' && draft.discountTargetType === 'order')
        return { field: 'discountTargetType', message: 'A free-product code must target selected products' };
      if (draft.discountTargetType === 'products' && draft.rewardTargetProducts.length === 0)
        return { field: 'rewardTargetProducts', message: 'Choose at least one product' };
      return null;
    case 3:
      if (now) {
        const expiry = promoExpiryProblem(draft.expiry, now);
        if (expiry) return expiry;
      } else if (Number.isNaN(Date.parse(draft.expiry))) return { field: 'expiry', message: 'Expiry must be a date' };
      if (!(draft.minimumSpent >= 0)) return { field: 'minimumSpent', message: PROMO_CODE_MESSAGES.minimumSpent };
      return null;
    case 4:
      if (!draft.isStoreWide && draft.users.length === 0) return { field: 'users', message: 'Choose at least one customer' };
      if (!Number.isInteger(draft.usageLimit)) return { field: 'usageLimit', message: PROMO_CODE_MESSAGES.usageLimit };
      return null;
    default:
      return null;
  }
}

/** The editor's steps that hold fields (the sixth only confirms). Step 0: the code name (empty: generated). */
export const PROMO_FIELD_STEPS = [0, 1, 2, 3, 4] as const;

/**
 * Everything that must hold for a code to be saved: every step's checks in order; the first problem, or null.
 * `now` as for `promoCodeStepProblem`.
 */
export function promoCodeDraftProblem(draft: PromoCodeDraft, now?: Date): PromoCodeProblem | null {
  for (const step of PROMO_FIELD_STEPS) {
    const problem = promoCodeStepProblem(step, draft, now);
    if (problem) return problem;
  }
  return null;
}

/** `promoCodeDraftProblem`'s message alone (the API's 400, the confirm step). */
export function promoCodeProblem(draft: PromoCodeDraft, now?: Date): string | null {
  return promoCodeDraftProblem(draft, now)?.message ?? null;
}

/** The nested entity shape → the flattened draft the editor and the API work with. */
export function promoCodeToDraft(promo: PromoCode): PromoCodeDraft {
  return {
    code: promo.code,
    type: promo.type,
    expiry: promo.expiry,
    discountType: promo.rewardConfig.discountType,
    discount: promo.rewardConfig.discount,
    discountTargetType: promo.rewardConfig.discountTargetType,
    rewardTargetProducts: [...promo.rewardConfig.rewardTargetProducts],
    minimumSpent: promo.rewardConfig.minimumSpent,
    isStoreWide: promo.targetUsersConfig.isStoreWide,
    users: [...promo.targetUsersConfig.users],
    usageLimit: promo.targetUsersConfig.usageLimit,
  };
}

const dollars = (amount: number) => formatMoney(Math.round(amount * 100));

/** The table's Details column: what the code gives. `productName` resolves product ids (unknown → "a deleted product"). */
export function promoCodeDetails(
  promo: Pick<PromoCodeDraft, 'type' | 'discountType' | 'discount' | 'discountTargetType' | 'rewardTargetProducts'>,
  productName: (id: string) => string | undefined,
): string {
  const names = promo.rewardTargetProducts.map((id) => productName(id) ?? 'a deleted product').join(', ');
  if (promo.type === 'free-product') return `Free product: ${names}`;
  const amount = promo.discountType === 'percentage' ? `${promo.discount}% off` : `${dollars(promo.discount)} off`;
  return promo.discountTargetType === 'order' ? `${amount} the whole order` : `${amount} ${names}`;
}

/** The Restrictions column: minimum spend and usage limit. */
export function promoCodeRestrictions(promo: Pick<PromoCodeDraft, 'minimumSpent' | 'usageLimit'>): string {
  const spend = promo.minimumSpent > 0 ? `Minimum spend ${dollars(promo.minimumSpent)}` : 'No minimum spend';
  const uses = promo.usageLimit > 0 ? `up to ${promo.usageLimit} use${promo.usageLimit === 1 ? '' : 's'}` : 'unlimited uses';
  return `${spend}; ${uses}`;
}

/** The Users column. Spec 001 §5: each user may use a code once. */
export function promoCodeUsers(promo: Pick<PromoCodeDraft, 'isStoreWide' | 'users'>): string {
  if (promo.isStoreWide) return 'All customers';
  return `${promo.users.length} selected customer${promo.users.length === 1 ? '' : 's'}`;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A generated code for an empty code name (spec 001 §5): 8 characters without look-alikes (0/O, 1/I). */
export function generatePromoCode(random: () => number = Math.random): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)];
  return code;
}
