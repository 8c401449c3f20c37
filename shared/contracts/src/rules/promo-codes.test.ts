import { newPromoCodeDefaults } from '../entities/promo-code';
import {
  generatePromoCode,
  type PromoCodeDraft,
  promoCodeDetails,
  promoCodeProblem,
  promoCodeRestrictions,
  promoCodeStatus,
  promoCodeStepProblem,
  promoCodeUsers,
  promoExpiryProblem,
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

describe('promoCodeStepProblem: each step of the editor before Next (spec 001 §4)', () => {
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  it.each([
    // step 1 (0): code name and type hold nothing that can be wrong here (the input keeps to the pattern)
    [0, { discount: 0 }, null],
    [1, {}, null],
    [1, { discount: 0 }, { field: 'discount', message: 'Discount must be more than 0' }],
    [1, { discount: -5 }, { field: 'discount', message: 'Discount must be more than 0' }],
    [1, { discount: Number.NaN }, { field: 'discount', message: 'Discount must be more than 0' }],
    [1, { discountType: 'percentage' as const, discount: 100 }, null],
    [
      1,
      { discountType: 'percentage' as const, discount: 100.5 },
      { field: 'discount', message: 'A percentage discount cannot be more than 100' },
    ],
    [1, { discountType: 'fixed-cost' as const, discount: 150 }, null],
    [1, { type: 'free-product' as const, discount: 0 }, null],
    [
      2,
      { type: 'free-product' as const },
      { field: 'discountTargetType', message: 'A free-product code must target selected products' },
    ],
    [2, { discountTargetType: 'products' as const }, { field: 'rewardTargetProducts', message: 'Choose at least one product' }],
    [2, { discountTargetType: 'products' as const, rewardTargetProducts: ['p'] }, null],
    [3, {}, null],
    [3, { expiry: hourAgo }, { field: 'expiry', message: 'Expiry must be in the future' }],
    [3, { expiry: now.toISOString() }, { field: 'expiry', message: 'Expiry must be in the future' }],
    [3, { expiry: 'soon' }, { field: 'expiry', message: 'Expiry must be a date' }],
    [3, { minimumSpent: 0 }, null],
    [3, { minimumSpent: -0.01 }, { field: 'minimumSpent', message: 'Minimum spend must be 0 or more' }],
    [3, { minimumSpent: Number.NaN }, { field: 'minimumSpent', message: 'Minimum spend must be 0 or more' }],
    [4, { isStoreWide: false }, { field: 'users', message: 'Choose at least one customer' }],
    [4, { isStoreWide: false, users: ['u'] }, null],
    [4, { usageLimit: 1.5 }, { field: 'usageLimit', message: 'Usage limit must be a whole number' }],
    [4, { usageLimit: -3 }, null],
    [5, { discount: 0 }, null],
  ])('step %i of %j → %j', (step, patch, problem) => expect(promoCodeStepProblem(step, draft(patch), now)).toEqual(problem));

  it('without a clock a past expiry is no step problem (an edit that keeps its expiry); the API checks a sent one', () => {
    expect(promoCodeStepProblem(3, draft({ expiry: hourAgo }))).toBeNull();
    expect(promoCodeProblem(draft({ expiry: hourAgo }))).toBeNull();
    expect(promoCodeProblem(draft({ expiry: hourAgo }), now)).toBe('Expiry must be in the future');
    expect(promoExpiryProblem(hourAgo, now)).toEqual({ field: 'expiry', message: 'Expiry must be in the future' });
    expect(promoExpiryProblem(new Date(now.getTime() + 60_000).toISOString(), now)).toBeNull();
  });
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
