import { newPromoCodeDefaults } from '../entities/promo-code';
import {
  generatePromoCode,
  type PromoCodeDraft,
  promoCodeDetails,
  promoCodeProblem,
  promoCodeRestrictions,
  promoCodeStatus,
  promoCodeUsers,
} from './promo-codes';

const now = new Date('2026-05-10T00:00:00.000Z');
const draft = (patch: Partial<PromoCodeDraft> = {}): PromoCodeDraft => ({
  ...newPromoCodeDefaults(now),
  rewardTargetProducts: [],
  users: [],
  ...patch,
});

describe('promoCodeStatus', () => {
  it.each([
    [{ expiry: '2026-05-11T00:00:00.000Z', usageLimit: 0 }, 99, 'active'],
    [{ expiry: '2026-05-10T00:00:00.000Z', usageLimit: 0 }, 0, 'expired'],
    [{ expiry: '2026-05-11T00:00:00.000Z', usageLimit: 2 }, 2, 'used up'],
    [{ expiry: '2026-05-11T00:00:00.000Z', usageLimit: 2 }, 1, 'active'],
    [{ expiry: '2026-05-11T00:00:00.000Z', usageLimit: -1 }, 5, 'active'],
  ])('%j with %i uses → %s', (promo, uses, status) => expect(promoCodeStatus(promo, uses, now)).toBe(status));
});

describe('promoCodeProblem (spec 001 §4/§5)', () => {
  it.each([
    [{}, null],
    [{ type: 'free-product' as const }, 'A free-product code must target selected products'],
    [{ type: 'free-product' as const, discountTargetType: 'products' as const, rewardTargetProducts: ['p'] }, null],
    [{ discountTargetType: 'products' as const }, 'Choose at least one product'],
    [{ discount: 0 }, 'Discount must be more than 0'],
    [{ discountType: 'percentage' as const, discount: 101 }, 'A percentage discount cannot be more than 100'],
    [{ isStoreWide: false }, 'Choose at least one customer'],
  ])('%j → %s', (patch, problem) => expect(promoCodeProblem(draft(patch))).toBe(problem));
});

describe('table columns', () => {
  const names = (id: string) => ({ p1: 'Brownie', p2: 'Scone' })[id];
  it.each([
    [{}, 'NZ$1.00 off the whole order'],
    [{ discountType: 'percentage' as const, discount: 15 }, '15% off the whole order'],
    [{ discountTargetType: 'products' as const, rewardTargetProducts: ['p1', 'p2'], discount: 2 }, 'NZ$2.00 off Brownie, Scone'],
    [
      { type: 'free-product' as const, discountTargetType: 'products' as const, rewardTargetProducts: ['p1', 'gone'] },
      'Free product: Brownie, a deleted product',
    ],
  ])('details of %j', (patch, text) => expect(promoCodeDetails(draft(patch), names)).toBe(text));
  it('restrictions and users', () => {
    expect(promoCodeRestrictions(draft())).toBe('Minimum spend NZ$10.00; unlimited uses');
    expect(promoCodeRestrictions(draft({ minimumSpent: 0, usageLimit: 1 }))).toBe('No minimum spend; up to 1 use');
    expect(promoCodeUsers(draft())).toBe('All customers');
    expect(promoCodeUsers(draft({ isStoreWide: false, users: ['a', 'b'] }))).toBe('2 selected customers');
  });
  it('generated codes are 8 characters without look-alikes', () => {
    let seed = 0;
    expect(generatePromoCode(() => (seed++ % 10) / 10)).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });
});
