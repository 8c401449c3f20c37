import { phoneWithoutPrefix, phoneWithPrefix } from './phone';

describe('phone with the +64 prefix (spec 001 §5)', () => {
  it.each([
    ['21 555 0101', '+64 21 555 0101'],
    ['021 555 0101', '+64 21 555 0101'],
    ['  9   300  1234 ', '+64 9 300 1234'],
    ['+61 2 9876 5432', '+61 2 9876 5432'],
    ['', ''],
    ['0', ''],
  ])('typed %j is stored as %j', (typed, stored) => {
    expect(phoneWithPrefix(typed)).toBe(stored);
  });

  it.each([
    ['+64 21 555 0101', '21 555 0101'],
    ['+6421 555', '21 555'],
    ['+61 2 9876 5432', '+61 2 9876 5432'],
    [undefined, ''],
  ])('stored %j shows as %j after the prefix', (stored, shown) => {
    expect(phoneWithoutPrefix(stored)).toBe(shown);
  });

  it('round-trips', () => {
    expect(phoneWithPrefix(phoneWithoutPrefix('+64 21 555 0101'))).toBe('+64 21 555 0101');
  });
});
