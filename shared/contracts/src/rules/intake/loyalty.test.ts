import { canClaimLoyaltyReward, isLoyaltyRewardProduct, type LoyaltyLine, loyaltyPointsEarned } from './loyalty';

const line = (quantity: number, categoryId: string | null, isReward = false): LoyaltyLine => ({
  productId: 'p',
  categoryId,
  quantity,
  isReward,
});
const lines = [line(2, 'coffee'), line(1, 'food'), line(1, 'coffee', true)];

describe('loyaltyPointsEarned (shop loyalty type)', () => {
  it.each([
    ['disabled', { enabled: false, type: 'order' as const }, lines, 0],
    ['no type', { enabled: true }, lines, 0],
    ['per order', { enabled: true, type: 'order' as const }, lines, 1],
    ['per order, only a reward line', { enabled: true, type: 'order' as const }, [line(1, 'coffee', true)], 0],
    ['per item (reward lines never earn)', { enabled: true, type: 'item' as const }, lines, 3],
    ['per item in category', { enabled: true, type: 'item-in-category' as const, itemCategories: ['coffee'] }, lines, 2],
    ['per item in category, none listed', { enabled: true, type: 'item-in-category' as const }, lines, 0],
  ])('%s → %i', (_label, settings, orderLines, expected) => expect(loyaltyPointsEarned(settings, orderLines)).toBe(expected));
});

describe('canClaimLoyaltyReward (the card must hold `limit` points)', () => {
  it.each([
    [{ enabled: true, limit: 10 }, 9, false],
    [{ enabled: true, limit: 10 }, 10, true],
    [{ enabled: true, limit: 10 }, 25, true],
    [{ enabled: false, limit: 10 }, 25, false],
    [{ enabled: true }, 1000, false],
  ])('%j with %i points → %s', (settings, points, expected) => expect(canClaimLoyaltyReward(settings, points)).toBe(expected));
});

describe('isLoyaltyRewardProduct', () => {
  it.each([
    [{ reward: { type: 'free-item' as const, item: 'p1' } }, 'p1', 'c', true],
    [{ reward: { type: 'free-item' as const, item: 'p1' } }, 'p2', 'c', false],
    [{ reward: { type: 'free-item-on-category' as const, categories: ['c'] } }, 'p2', 'c', true],
    [{ reward: { type: 'free-item-on-category' as const, categories: ['d'] } }, 'p2', 'c', false],
    [{ itemCategories: ['c'], reward: { type: 'free-item-on-category' as const } }, 'p2', 'c', true],
    [{ reward: { type: 'discount-amount' as const, discountAmount: 5 } }, 'p2', 'c', false],
  ])('%j, product %s in %s → %s', (settings, productId, categoryId, expected) =>
    expect(isLoyaltyRewardProduct(settings, { productId, categoryId })).toBe(expected),
  );
});
