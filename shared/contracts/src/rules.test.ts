import { z } from 'zod';
import { describeZodError, optionsParam, queryOptions } from './api/options';
import { newPromoCodeDefaults } from './entities/promo-code';
import { shopUpdate } from './entities/shop';
import { formatMoney } from './money';
import { remoteForPath } from './routes';
import { sanitiseShopDomain } from './rules/embed-store';
import { navShopName } from './rules/shop-name';
import { isTrialExpired } from './rules/trial';
import { shortDisplayName } from './rules/user-display';

describe('formatMoney (cents → NZ$ with 2 decimals)', () => {
  it.each([
    [1250, 'NZ$12.50'],
    [0, 'NZ$0.00'],
    [5, 'NZ$0.05'],
    [123456789, 'NZ$1,234,567.89'],
    [-250, '-NZ$2.50'],
  ])('%i → %s', (cents, text) => expect(formatMoney(cents)).toBe(text));
});

describe('isTrialExpired (spec 000 §4)', () => {
  const now = new Date('2026-03-31T12:00:00Z');
  it.each([
    ['no shop loaded', null, true],
    ['created today', { createdAt: '2026-03-31T00:00:00Z' }, false],
    ['created a month and 3 days ago', { createdAt: '2026-02-27T12:00:00Z' }, true],
    ['created 20 days ago', { createdAt: '2026-03-11T12:00:00Z' }, false],
    ['created 2 months ago', { createdAt: '2026-01-31T12:00:00Z' }, true],
    ['unreadable date', { createdAt: 'not a date' }, true],
  ])('%s → %s', (_label, shop, expected) => expect(isTrialExpired(shop, now)).toBe(expected));

  it('counts the month on the venue calendar: exactly one month is not yet "more than"', () => {
    const shop = { createdAt: '2026-01-14T23:30:00Z' }; // 15 Jan 12:30 in Auckland
    expect(isTrialExpired(shop, new Date('2026-02-14T23:30:00Z'))).toBe(false);
    expect(isTrialExpired(shop, new Date('2026-02-14T23:30:00.001Z'))).toBe(true);
  });
});

describe('navShopName', () => {
  it('keeps the first 15 characters', () => {
    expect(navShopName('Harbourside Espresso Bar')).toBe('Harbourside Esp');
    expect(navShopName('Kai Cart')).toBe('Kai Cart');
  });
});

describe('shortDisplayName', () => {
  it('is the given name plus the family initial', () => {
    expect(shortDisplayName({ name: { given: 'Mere', family: 'tamihana' } })).toBe('Mere T.');
  });
});

describe('sanitiseShopDomain (spec 001 §2)', () => {
  it('drops non-alphanumerics, turns spaces to hyphens and lowercases', () => {
    expect(sanitiseShopDomain("Joe's  Cafe & Bar!")).toBe('joes-cafe-bar');
  });
});

describe('promo code defaults (spec 001 §4)', () => {
  it('expire one day from now', () => {
    const d = newPromoCodeDefaults(new Date('2026-01-01T00:00:00Z'));
    expect(d).toMatchObject({
      type: 'discount',
      discountType: 'fixed-cost',
      discount: 1,
      minimumSpent: 10,
      usageLimit: 0,
      isStoreWide: true,
    });
    expect(d.expiry).toBe('2026-01-02T00:00:00.000Z');
  });
});

describe('remoteForPath', () => {
  it.each([
    ['/dashboard', 'reports'],
    ['/shop/reports', 'reports'],
    ['/shop/customers/42', 'orders'],
    ['/shop/menu/1/products/2', 'menu'],
    ['/shop/promo-codes', 'menu'],
    ['/shop/table-ordering', 'settings'],
    ['/shop/kiosks/9', 'embedEditor'],
    ['/admin/users/3', 'admin'],
    ['/my-account', null],
    ['/shop/ordersx', null],
  ])('%s → %s', (path, remote) => expect(remoteForPath(path)).toBe(remote));
});

describe('options query parameter', () => {
  const schema = optionsParam(queryOptions({ sort: ['name.normal'], populate: ['owner'], maxLimit: 1000 }));
  it('parses JSON text and whitelists sort, populate and limit', () => {
    expect(schema.parse('{"sort":"-name.normal","limit":10,"populate":"owner"}')).toEqual({
      sort: ['-name.normal'],
      limit: 10,
      populate: ['owner'],
    });
    expect(schema.parse(undefined)).toEqual({});
  });
  it.each([
    ['not json', 'must be JSON text'],
    ['{"sort":"password"}', 'Sort accepts'],
    ['{"limit":5000}', 'Limit must be at most 1000'],
    ['{"populate":"secrets"}', 'Populate accepts'],
    ['{"where":{}}', 'Unknown field: where'],
  ])('%s is refused with a message naming the problem', (text, fragment) => {
    const result = schema.safeParse(text);
    expect(result.success).toBe(false);
    if (!result.success) expect(describeZodError(result.error)).toContain(fragment);
  });
});

describe('shop update schema', () => {
  it('rejects unknown fields and accepts a partial settings save', () => {
    expect(shopUpdate.safeParse({ owner: 'someone-else' }).success).toBe(false);
    expect(shopUpdate.safeParse({ orderingPreferences: { preparationTime: 10 } }).success).toBe(true);
    expect(shopUpdate.safeParse({ contact: { phone: 'call me maybe!' } }).success).toBe(false);
  });
  it('is a zod schema', () => expect(shopUpdate).toBeInstanceOf(z.ZodObject));
});
