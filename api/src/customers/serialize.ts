import type { LoyaltyCard } from '@backoffice/contracts';
import type { LoyaltyCardRow } from '../loyalty/cards';
import { toIso } from '../sql';

export function toLoyaltyCard(row: LoyaltyCardRow): LoyaltyCard {
  return {
    _id: row.id,
    shop: row.shop_id,
    user: row.user_id,
    rewardNumber: row.reward_number,
    points: row.points,
    rewardsClaimed: row.rewards_claimed,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
