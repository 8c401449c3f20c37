import type { CustomerListItem, LoyaltyCard } from '@backoffice/contracts';
import type { LoyaltyCardRow } from '../loyalty/cards';
import { toIso } from '../sql';
import { toUser } from '../users/serialize';
import type { CustomerRow } from './repo';

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

export function toCustomerListItem(row: CustomerRow): CustomerListItem {
  const user = toUser(row);
  return {
    ...user,
    ...(row.is_guest ? { isGuest: true, roles: [], cart: [] } : {}),
    visits: row.visits,
    totalSpend: row.total_spend,
    lastOrderAt: row.last_order_at ? toIso(row.last_order_at) : null,
  };
}
