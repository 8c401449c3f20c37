import { z } from 'zod';
import { id, isoDate } from './common';

export const promoCode = z.object({
  _id: id,
  code: z.string(),
  type: z.enum(['discount', 'free-product']),
  expiry: isoDate,
  status: z.string(),
  createdAt: isoDate,
  /** Ours: how many orders used the code (the Voucher Manager's "Used" column); absent where an order embeds its code. */
  timesUsed: z.number().int().min(0).optional(),
  rewardConfig: z.object({
    discountType: z.enum(['fixed-cost', 'percentage']),
    discount: z.number(),
    discountTargetType: z.enum(['order', 'products']),
    rewardTargetProducts: z.array(id),
    minimumSpent: z.number(),
  }),
  targetUsersConfig: z.object({
    isStoreWide: z.boolean(),
    users: z.array(id),
    /** Spec 001 §5: 0 or less means unlimited. */
    usageLimit: z.number().int(),
  }),
});
export type PromoCode = z.infer<typeof promoCode>;

/** Spec 001 §4: new-code defaults. Expiry one day from `now`. */
export function newPromoCodeDefaults(now: Date = new Date()) {
  return {
    code: '',
    type: 'discount' as const,
    discountType: 'fixed-cost' as const,
    discount: 1,
    minimumSpent: 10,
    discountTargetType: 'order' as const,
    isStoreWide: true,
    usageLimit: 0,
    expiry: new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString(),
  };
}
