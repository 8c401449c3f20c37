/**
 * The merchant's stamp card on the customer page (spec 001 §2 Loyalty tab, §5): the card shows `limit` stamps and
 * the merchant assigns a point by choosing the stamp the customer has reached. Spec 001 §5: "a stamp count at or
 * below the current points cannot be assigned" — stamps only move forward; taking points off is "claim a reward"
 * or "set the card".
 */
export type AssignStampRefusal = { reason: 'not-above-current' | 'above-limit'; message: string };

export function assignStampRefusal(current: number, stamp: number, limit: number | undefined): AssignStampRefusal | null {
  if (stamp <= current)
    return {
      reason: 'not-above-current',
      message: `This card already has ${current} ${current === 1 ? 'point' : 'points'}; choose a stamp above ${current}.`,
    };
  if (limit !== undefined && stamp > limit)
    return { reason: 'above-limit', message: `This card holds at most ${limit} ${limit === 1 ? 'point' : 'points'}.` };
  return null;
}

export const LOYALTY_MESSAGES = {
  disabled: 'Loyalty is not enabled for this shop.',
  notEnoughPoints: (points: number, cost: number) =>
    `This card has ${points} ${points === 1 ? 'point' : 'points'}; a reward needs ${cost}.`,
  rewardNumberInUse: 'Another loyalty card already has this number.',
  customerNotFound: 'Customer not found',
} as const;
