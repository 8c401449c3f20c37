/**
 * Loyalty rules (spec 000 §2 loyalty section, spec 001 §3 loyalty card). Pure: the API's loyalty module and the
 * customer screen both use them. No zod here (the UI imports it).
 */

/** The parts of a shop's `loyalty` settings these rules read (a contracts `Shop['loyalty']` fits). */
export interface LoyaltySettings {
  enabled?: boolean;
  type?: 'order' | 'item' | 'item-in-category';
  limit?: number;
  itemCategories?: readonly string[];
  reward?: {
    type?: 'free-item' | 'free-item-on-category' | 'discount-percentage' | 'discount-amount';
    item?: string;
    categories?: readonly string[];
    discountPercentage?: number;
    discountAmount?: number;
  };
}

/** A line of a completed order, as far as points go. */
export interface LoyaltyLine {
  productId: string | null;
  categoryId: string | null;
  quantity: number;
  /** Reward lines are paid with points and never earn more. */
  isReward: boolean;
}

/**
 * Points a completed order earns on the customer's card:
 * - `order`: 1 per order (that has at least one paid line);
 * - `item`: 1 per paid item (quantities added up);
 * - `item-in-category`: 1 per paid item whose category is in `itemCategories`.
 * Loyalty disabled (or no type): 0.
 */
export function loyaltyPointsEarned(settings: LoyaltySettings | null | undefined, lines: readonly LoyaltyLine[]): number {
  if (!settings?.enabled || !settings.type) return 0;
  const paid = lines.filter((line) => !line.isReward && line.quantity > 0);
  switch (settings.type) {
    case 'order':
      return paid.length > 0 ? 1 : 0;
    case 'item':
      return paid.reduce((sum, line) => sum + line.quantity, 0);
    case 'item-in-category': {
      const categories = new Set(settings.itemCategories ?? []);
      return paid
        .filter((line) => line.categoryId !== null && categories.has(line.categoryId))
        .reduce((sum, line) => sum + line.quantity, 0);
    }
    default:
      return 0;
  }
}

/** Points a reward costs: the shop's `limit` (at least 1). */
export function loyaltyRewardCost(settings: LoyaltySettings | null | undefined): number {
  const limit = settings?.limit;
  return typeof limit === 'number' && Number.isFinite(limit) && limit >= 1 ? Math.floor(limit) : Number.POSITIVE_INFINITY;
}

/** A card can pay for a reward only when loyalty is on and it holds at least `limit` points. */
export function canClaimLoyaltyReward(settings: LoyaltySettings | null | undefined, points: number): boolean {
  if (!settings?.enabled) return false;
  return points >= loyaltyRewardCost(settings);
}

/** Whether a product may be the free reward line: the reward's item, or a product of one of its categories. */
export function isLoyaltyRewardProduct(
  settings: LoyaltySettings | null | undefined,
  product: { productId: string; categoryId: string | null },
): boolean {
  const reward = settings?.reward;
  if (!reward?.type) return false;
  if (reward.type === 'free-item') return reward.item === product.productId;
  if (reward.type === 'free-item-on-category') {
    // no reward categories set: the categories that earn points
    const categories = reward.categories?.length ? reward.categories : (settings?.itemCategories ?? []);
    return product.categoryId !== null && categories.includes(product.categoryId);
  }
  return false;
}
