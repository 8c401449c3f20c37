import { z } from 'zod';
import { id, isoDate } from './common';

/**
 * Loyalty card (spec 001 §3: `rewardNumber`; "the rest of its shape is not shown", so the rest is ours): one card per
 * customer and shop. `points` are the stamps on it; `rewardsClaimed` counts the rewards it has paid for.
 */
export const loyaltyCard = z.object({
  _id: id,
  shop: id,
  user: id,
  rewardNumber: z.string(),
  points: z.number().int().min(0),
  rewardsClaimed: z.number().int().min(0),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type LoyaltyCard = z.infer<typeof loyaltyCard>;
