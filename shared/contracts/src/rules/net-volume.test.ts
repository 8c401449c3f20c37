import { CARD_FEE_TEXT, cardFee, netVolume, platformFee, platformFeePercent } from './net-volume';

describe('platformFeePercent / netVolume (spec 000 §9)', () => {
  it.each([
    ['no settings → 15 %', {}, 15],
    ['null shop → 15 %', null, 15],
    ['feePercent', { orderingPreferences: { feePercent: 10 } }, 10],
    ['feePercent 0', { orderingPreferences: { feePercent: 0 } }, 0],
    ['subscription wins over feePercent', { subscription: { percent: 5 }, orderingPreferences: { feePercent: 10 } }, 5],
    ['subscription without a percent → feePercent', { subscription: {}, orderingPreferences: { feePercent: 12 } }, 12],
    ['subscription 2.5 %', { subscription: { percent: 2.5 } }, 2.5],
  ])('%s', (_label, shop, percent) => expect(platformFeePercent(shop)).toBe(percent));

  it.each([
    // gross, shop, fee, net
    [10_000, {}, 1_500, 8_500],
    [10_000, { subscription: { percent: 2.5 } }, 250, 9_750],
    [1_003, { subscription: { percent: 2.5 } }, 25, 978], // 25.075 → 25
    [1_010, { subscription: { percent: 2.5 } }, 25, 985], // 25.25 → 25
    [1_030, { subscription: { percent: 2.5 } }, 26, 1_004], // 25.75 → 26
    [1_020, { subscription: { percent: 2.5 } }, 26, 994], // 25.5 → 26 (half up)
    [333, { orderingPreferences: { feePercent: 15 } }, 50, 283], // 49.95 → 50
    [0, {}, 0, 0],
    [123_456_789, { orderingPreferences: { feePercent: 12.3 } }, 15_185_185, 108_271_604], // 15185185.047
  ])('%i cents with %j → fee %i, net %i', (gross, shop, fee, net) => {
    expect(platformFee(gross, shop)).toBe(fee);
    expect(netVolume(gross, shop)).toBe(net);
  });
});

describe('cardFee (spec 001 §9: under $15 3.5% + 5c, $15 and over 2.9% + 30c)', () => {
  it.each([
    [0, 0],
    [-100, 0],
    [1, 5], // 0.035 → 0, + 5
    [100, 9], // 3.5 → 4 (half up), + 5
    [1_000, 40], // 35 + 5
    [1_499, 57], // 52.465 → 52, + 5
    [1_500, 74], // 43.5 → 44, + 30
    [2_000, 88], // 58 + 30
    [10_000, 320], // 290 + 30
    [1_234_567, 35_832], // 35802.443 → 35802, + 30
  ])('%i cents → %i', (amount, fee) => expect(cardFee(amount)).toBe(fee));

  it('states the fees in the spec words', () => {
    expect(CARD_FEE_TEXT).toEqual(['Under $15: 3.5% + 5c', '$15 and over: 2.9% + 30c']);
  });
});
