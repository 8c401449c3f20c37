import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  applyVoucher,
  type Checked,
  checkDineIn,
  checkOrderHours,
  checkPickup,
  checkProductAvailable,
  checkShopAccepting,
  haversineKm,
  loyaltyDiscountFor,
  type MenuOptionSet,
  orderTotals,
  type PricedLine,
  type ProductFacts,
  priceOptions,
  quoteDelivery,
  surchargeFor,
  type VoucherFacts,
} from './pricing';

const nz = (local: string) => DateTime.fromISO(local, { zone: 'Pacific/Auckland' }).toJSDate();
const NOW = nz('2026-03-02T10:00'); // Monday, 10:00 in Auckland

function value<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new Error(`refused: ${checked.refusal.message}`);
  return checked.value;
}
function refusal<T>(checked: Checked<T>): string {
  if (checked.ok) throw new Error('expected a refusal');
  return `${checked.refusal.status} ${checked.refusal.message}`;
}

const SIZE: MenuOptionSet = {
  _id: 'size',
  name: 'Size',
  type: 'wheel',
  values: [
    { _id: 'regular', name: 'Regular', price: 0 },
    { _id: 'large', name: 'Large', price: 80, default: false },
  ],
};
const MILK: MenuOptionSet = {
  _id: 'milk',
  name: 'Milk',
  type: 'multi',
  minSelection: 0,
  maxSelection: 1,
  values: [
    { _id: 'trim', name: 'Trim', price: 0 },
    { _id: 'oat', name: 'Oat', price: 80 },
    { _id: 'soy', name: 'Soy', price: 70 },
  ],
};
const SAUCES: MenuOptionSet = {
  _id: 'sauces',
  name: 'Sauces',
  type: 'multi',
  minSelection: 1,
  maxSelection: 2,
  values: [
    { _id: 'aioli', name: 'Aioli', price: 50 },
    { _id: 'tomato', name: 'Tomato', price: 0 },
    { _id: 'bbq', name: 'BBQ', price: 60 },
  ],
};
const SHOT: MenuOptionSet = {
  _id: 'shot',
  name: 'Extra shot',
  type: 'increase',
  values: [{ _id: 'shot1', name: 'Shot', price: 70 }],
};
const HOT: MenuOptionSet = {
  _id: 'hot',
  name: 'Extra hot',
  type: 'switch',
  values: [{ _id: 'yes', name: 'Extra hot', price: 0 }],
};
const COFFEE_SETS = [SIZE, MILK, SHOT, HOT];

describe('priceOptions (server prices; wheel / switch / increase / multi rules)', () => {
  it.each([
    ['nothing chosen: wheel takes its first value', COFFEE_SETS, [], 0, ['Size: Regular']],
    [
      'large + oat',
      COFFEE_SETS,
      [
        { option: 'size', values: ['large'] },
        { option: 'milk', values: ['oat'] },
      ],
      160,
      ['Size: Large', 'Milk: Oat'],
    ],
    [
      '3 extra shots',
      COFFEE_SETS,
      [{ option: 'shot', values: ['shot1'], quantity: 3 }],
      210,
      ['Size: Regular', 'Extra shot: 3 × Shot'],
    ],
    ['switch on', COFFEE_SETS, [{ option: 'hot', values: ['yes'] }], 0, ['Size: Regular', 'Extra hot: Extra hot']],
    ['two sauces', [SAUCES], [{ option: 'sauces', values: ['aioli', 'bbq'] }], 110, ['Sauces: Aioli+BBQ']],
  ])('%s → %i c', (_label, sets, chosen, cents, summary) => {
    const result = value(priceOptions('Flat White', sets, chosen));
    expect(result.optionsPrice).toBe(cents);
    expect(
      result.config.map(
        (entry) =>
          `${entry.option.name}: ${Array.isArray(entry.value) ? entry.value.map((v) => v.name).join('+') : entry.value.name}`,
      ),
    ).toEqual(summary);
  });

  it('a wheel with a default value uses it when nothing is chosen', () => {
    const withDefault = { ...SIZE, values: [SIZE.values[0], { ...SIZE.values[1], default: true }] } as MenuOptionSet;
    expect(value(priceOptions('Latte', [withDefault], [])).optionsPrice).toBe(80);
  });

  it.each([
    [
      'a value not on the product’s option set',
      COFFEE_SETS,
      [{ option: 'milk', values: ['almond'] }],
      '400 Milk: that choice is not available for Flat White',
    ],
    [
      'an option set not on the product',
      COFFEE_SETS,
      [{ option: 'sauces', values: ['aioli'] }],
      '400 That option is not available for Flat White',
    ],
    ['two sizes on a wheel', COFFEE_SETS, [{ option: 'size', values: ['regular', 'large'] }], '400 Size: choose one'],
    ['multi above max', COFFEE_SETS, [{ option: 'milk', values: ['oat', 'soy'] }], '422 Milk: choose at most 1 for Flat White'],
    ['multi below min', [SAUCES], [], '422 Sauces: choose at least 1 for Flat White'],
    [
      'increase beyond 10',
      COFFEE_SETS,
      [{ option: 'shot', values: ['shot1'], quantity: 11 }],
      '400 Extra shot: choose between 1 and 10',
    ],
    ['quantity on a wheel', COFFEE_SETS, [{ option: 'size', values: ['large'], quantity: 2 }], '400 Size cannot be counted'],
    [
      'the same set twice',
      COFFEE_SETS,
      [
        { option: 'size', values: ['large'] },
        { option: 'size', values: ['large'] },
      ],
      '400 An option of Flat White was chosen twice',
    ],
    [
      'the same value twice',
      [SAUCES],
      [{ option: 'sauces', values: ['aioli', 'aioli'] }],
      '400 Sauces: a choice is listed twice',
    ],
  ])('refuses %s', (_label, sets, chosen, message) => expect(refusal(priceOptions('Flat White', sets, chosen))).toBe(message));
});

const product = (overrides: Partial<ProductFacts> = {}): ProductFacts => ({
  _id: 'p1',
  name: 'Flat White',
  price: 550,
  enabled: true,
  stock: -1,
  categoryId: 'c1',
  categoryName: 'Coffee',
  ...overrides,
});

describe('checkProductAvailable', () => {
  it.each([
    ['enabled, unlimited stock', product(), 5, null],
    ['disabled', product({ enabled: false }), 1, '422 Flat White is not available'],
    [
      'available from tomorrow',
      product({ availableFrom: '2026-03-03T00:00:00+13:00' }),
      1,
      '422 Flat White is not available yet',
    ],
    ['available since yesterday', product({ availableFrom: '2026-03-01T00:00:00+13:00' }), 1, null],
    ['sold out until noon', product({ soldOutUntil: nz('2026-03-02T12:00') }), 1, '422 Flat White is sold out'],
    ['sold out until 9:00 (over)', product({ soldOutUntil: nz('2026-03-02T09:00') }), 1, null],
    ['stock 0', product({ stock: 0 }), 1, '422 Flat White is sold out'],
    ['stock 2, wants 3', product({ stock: 2 }), 3, '422 Only 2 Flat White left'],
    ['stock 3, wants 3', product({ stock: 3 }), 3, null],
  ])('%s', (_label, facts, quantity, expected) => {
    const result = checkProductAvailable(facts, quantity, NOW);
    expect(result.ok ? null : `${result.refusal.status} ${result.refusal.message}`).toBe(expected);
  });
});

// Harbourside (Queens Wharf, Wellington)
const SHOP = { lat: -41.2847, lng: 174.7781 };
const TE_PAPA = { lat: -41.2906, lng: 174.7824 }; // 0.748 km
const PETONE = { lat: -41.2267, lng: 174.8706 }; // ~10 km

describe('haversineKm', () => {
  it('measures great-circle distance', () => {
    expect(haversineKm(SHOP, SHOP)).toBe(0);
    expect(haversineKm(SHOP, TE_PAPA)).toBeCloseTo(0.748, 3);
    expect(haversineKm({ lat: -36.8485, lng: 174.7633 }, { lat: -41.2865, lng: 174.7762 })).toBeCloseTo(493.5, 0); // Auckland–Wellington
  });
});

describe('quoteDelivery', () => {
  const base = {
    enabled: true,
    deliveryType: 'self-delivery' as const,
    radius: 5,
    orderMinimum: 2000,
    feeType: 'fixed' as const,
    fixedCost: 500,
    freeDeliveryMinSpend: 6000,
  };
  it.each([
    ['fixed fee', base, { location: TE_PAPA }, 2500, 500],
    ['free from $60', base, { location: TE_PAPA }, 6000, 0],
    ['freeDeliveryMinSpend 0 = never free', { ...base, freeDeliveryMinSpend: 0 }, { location: TE_PAPA }, 100_000, 500],
    [
      'price table row',
      {
        ...base,
        feeType: 'price-table' as const,
        priceTable: [
          { title: 'Near', fee: 450 },
          { title: 'Far', fee: 995 },
        ],
      },
      { location: TE_PAPA, priceTableRow: 'Far' },
      2500,
      995,
    ],
    [
      'per km (0.748 km × $2.00 = 149.6 → 150 c)',
      { ...base, feeType: 'cost-per-kilometers' as const, costPerKilometers: 200 },
      { location: TE_PAPA },
      2500,
      150,
    ],
    ['no radius: no position needed', { ...base, radius: 0 }, {}, 2500, 500],
  ])('%s → %d c', (_label, settings, request, subtotal, fee) =>
    expect(value(quoteDelivery(settings, SHOP, request, subtotal)).fee).toBe(fee),
  );

  it.each([
    ['disabled', { ...base, enabled: false }, { location: TE_PAPA }, 2500, '422 Delivery is not available at this shop'],
    ['too far', base, { location: PETONE }, 2500, '422 That address is outside our 5 km delivery area'],
    [
      'no position with a radius',
      base,
      {},
      2500,
      '422 Please choose a delivery address from the list so we can check the distance',
    ],
    ['under the minimum', base, { location: TE_PAPA }, 1999, '422 The minimum order for delivery is NZ$20.00'],
    [
      'price table without a choice',
      { ...base, feeType: 'price-table' as const, priceTable: [{ title: 'Near', fee: 450 }] },
      { location: TE_PAPA },
      2500,
      '422 Please choose a delivery option',
    ],
    [
      'per km on retail delivery',
      { ...base, deliveryType: 'retail' as const, feeType: 'cost-per-kilometers' as const, costPerKilometers: 200 },
      { location: TE_PAPA },
      2500,
      '422 Delivery is not available at this shop',
    ],
  ])('refuses %s', (_label, settings, request, subtotal, message) =>
    expect(refusal(quoteDelivery(settings, SHOP, request, subtotal))).toBe(message),
  );
});

describe('checkPickup', () => {
  const at = (local: string) => nz(local).toISOString();
  it.each([
    [
      'ASAP, no time: now',
      { enabled: true, allowASAP: true },
      { pickupType: 'dynamic' as const },
      NOW.toISOString(),
      'opening-hours',
    ],
    [
      'ASAP 2 minutes behind now',
      { enabled: true },
      { pickupType: 'dynamic' as const, pickupTime: at('2026-03-02T09:58') },
      at('2026-03-02T09:58'),
      'opening-hours',
    ],
    [
      'same-day later today',
      { type: 'same-day' as const },
      { pickupType: 'scheduled' as const, pickupTime: at('2026-03-02T12:30') },
      at('2026-03-02T12:30'),
      'opening-hours',
    ],
    [
      'hybrid tomorrow',
      { type: 'hybrid' as const },
      { pickupType: 'scheduled' as const, pickupTime: at('2026-03-03T09:00') },
      at('2026-03-03T09:00'),
      'opening-hours',
    ],
    [
      'future-only in 3 days, custom hours',
      { type: 'future-only' as const, futureSettings: { daysSpan: 5, timeSelectionRange: 'custom' as const } },
      { pickupType: 'scheduled' as const, pickupTime: at('2026-03-05T09:00') },
      at('2026-03-05T09:00'),
      'custom',
    ],
    [
      'future without time selection',
      { type: 'hybrid' as const, futureSettings: { allowTimeSelection: false } },
      { pickupType: 'scheduled' as const, pickupTime: at('2026-03-04T09:00') },
      at('2026-03-04T09:00'),
      'none',
    ],
  ])('%s', (_label, settings, request, pickupTime, range) => {
    const result = value(checkPickup(settings, request, NOW));
    expect(result.pickupTime.toISOString()).toBe(pickupTime);
    expect(result.range).toBe(range);
  });

  it.each([
    ['pickup off', { enabled: false }, { pickupType: 'dynamic' as const }, '422 Pickup is not available at this shop'],
    [
      'ASAP off',
      { allowASAP: false },
      { pickupType: 'dynamic' as const },
      '422 Please choose a pickup time: ASAP pickup is not available',
    ],
    [
      'ASAP 2 min 1 s behind',
      {},
      { pickupType: 'dynamic' as const, pickupTime: new Date(NOW.getTime() - 121_000).toISOString() },
      '422 That pickup time has already passed',
    ],
    ['scheduled without a time', {}, { pickupType: 'scheduled' as const }, '400 Please choose a pickup time'],
    [
      'same-day tomorrow',
      { type: 'same-day' as const },
      { pickupType: 'scheduled' as const, pickupTime: at('2026-03-03T09:00') },
      '422 Pickup is for today only',
    ],
    [
      'future-only today',
      { type: 'future-only' as const },
      { pickupType: 'scheduled' as const, pickupTime: at('2026-03-02T13:00') },
      '422 Pickup orders here are for a later day',
    ],
    [
      'beyond daysSpan',
      { type: 'hybrid' as const, futureSettings: { daysSpan: 2 } },
      { pickupType: 'scheduled' as const, pickupTime: at('2026-03-05T09:00') },
      '422 Pickup can be booked at most 2 days ahead',
    ],
    [
      'inside daysMargin',
      { type: 'hybrid' as const, futureSettings: { daysMargin: 2 } },
      { pickupType: 'scheduled' as const, pickupTime: at('2026-03-03T09:00') },
      '422 That pickup day is too soon, please choose a later day',
    ],
    [
      'after the 9:30 cut-off, tomorrow is too soon',
      { type: 'future-only' as const, futureSettings: { cutOffEnabled: true, cutOffHour: 9, cutOffMinute: 30 } },
      { pickupType: 'scheduled' as const, pickupTime: at('2026-03-03T09:00') },
      '422 That pickup day is too soon, please choose a later day',
    ],
  ])('refuses %s', (_label, settings, request, message) => expect(refusal(checkPickup(settings, request, NOW))).toBe(message));

  it('before the cut-off, tomorrow is fine', () => {
    const settings = { type: 'future-only' as const, futureSettings: { cutOffEnabled: true, cutOffHour: 11, cutOffMinute: 0 } };
    expect(checkPickup(settings, { pickupType: 'scheduled', pickupTime: at('2026-03-03T09:00') }, NOW).ok).toBe(true);
  });
});

describe('checkDineIn', () => {
  const tables = [
    { _id: 't1', number: '1' },
    { _id: 't12', number: '12' },
  ];
  it.each([
    ['table number', { enabled: true, servingIdentifier: 'table-number' as const, tables }, '12', 'table-number 12 t12'],
    ['table id', { enabled: true, tables }, 't1', 'table-number 1 t1'],
    ['pin', { enabled: true, servingIdentifier: 'pin-number' as const }, ' 4821 ', 'pin-number 4821 null'],
    ['name', { enabled: true, servingIdentifier: 'name' as const }, 'Aroha', 'name Aroha null'],
  ])('%s', (_label, settings, input, expected) => {
    const serving = value(checkDineIn(settings, input));
    expect(`${serving.servingIdentifier} ${serving.value} ${serving.tableId}`).toBe(expected);
  });
  it.each([
    ['disabled', { enabled: false, tables }, '1', '422 Dine-in is not available at this shop'],
    ['unknown table', { enabled: true, tables }, '7', '422 There is no table 7 here'],
    ['no table', { enabled: true, tables }, '', '422 Please choose your table'],
    ['no name', { enabled: true, servingIdentifier: 'name' as const }, ' ', '422 Please tell us your name'],
  ])('refuses %s', (_label, settings, input, message) => expect(refusal(checkDineIn(settings, input))).toBe(message));
});

const line = (productId: string, quantity: number, unitTotal: number, isReward = false): PricedLine => ({
  productId,
  name: productId,
  quantity,
  unitTotal,
  lineTotal: isReward ? 0 : quantity * unitTotal,
  isReward,
});
const LINES = [line('flat-white', 2, 630), line('muffin', 1, 450)]; // 1260 + 450 = 1710

const voucher = (
  overrides: Partial<VoucherFacts> = {},
  reward: Partial<VoucherFacts['rewardConfig']> = {},
  users: Partial<VoucherFacts['targetUsersConfig']> = {},
): VoucherFacts => ({
  _id: 'v1',
  code: 'KIA ORA',
  type: 'discount',
  expiry: nz('2026-03-03T00:00').toISOString(),
  status: 'active',
  ...overrides,
  rewardConfig: {
    discountType: 'fixed-cost',
    discount: 5,
    discountTargetType: 'order',
    rewardTargetProducts: [],
    minimumSpent: 10,
    ...reward,
  },
  targetUsersConfig: { isStoreWide: true, users: [], usageLimit: 0, ...users },
});
const context = { now: NOW, userId: 'u1', promoCodesDisabled: false, timesUsed: 0, usedByCustomer: false };

describe('applyVoucher (spec 001 §3–§5)', () => {
  it.each([
    ['$5 off the order', voucher(), LINES, 500],
    ['$50 off a $17.10 order: capped', voucher({}, { discount: 50 }), LINES, 1710],
    ['10% off the order', voucher({}, { discountType: 'percentage', discount: 10, minimumSpent: 0 }), LINES, 171],
    ['12.5% of 1710 = 213.75 → 214', voucher({}, { discountType: 'percentage', discount: 12.5, minimumSpent: 0 }), LINES, 214],
    [
      '20% off flat whites only',
      voucher(
        {},
        { discountType: 'percentage', discount: 20, discountTargetType: 'products', rewardTargetProducts: ['flat-white'] },
      ),
      LINES,
      252,
    ],
    [
      '$20 off the muffin: capped at its line',
      voucher({}, { discount: 20, discountTargetType: 'products', rewardTargetProducts: ['muffin'] }),
      LINES,
      450,
    ],
    [
      'free product: one unit of the dearest match',
      voucher(
        { type: 'free-product' },
        { discountTargetType: 'products', rewardTargetProducts: ['flat-white', 'muffin'], minimumSpent: 0 },
      ),
      LINES,
      630,
    ],
    ['listed customer', voucher({}, {}, { isStoreWide: false, users: ['u1'] }), LINES, 500],
    ['usage limit 5, used 4', voucher({}, {}, { usageLimit: 5 }), LINES, 500],
    ['usage limit 0 = unlimited', voucher({}, {}, { usageLimit: 0 }), LINES, 500],
    ['usage limit -1 = unlimited', voucher({}, {}, { usageLimit: -1 }), LINES, 500],
    ['minimum spend exactly met', voucher({}, { minimumSpent: 17.1 }), LINES, 500],
  ])('%s → %i c', (_label, code, lines, cents) =>
    expect(value(applyVoucher(code, lines, { ...context, timesUsed: 4 }))).toBe(cents),
  );

  it('reward lines are not discounted by a products voucher', () => {
    const lines = [line('flat-white', 1, 630, true), line('muffin', 1, 450)];
    const code = voucher(
      { type: 'free-product' },
      { discountTargetType: 'products', rewardTargetProducts: ['flat-white'], minimumSpent: 0 },
    );
    expect(refusal(applyVoucher(code, lines, context))).toBe('422 Add the product the code KIA ORA is for');
  });

  it.each([
    ['promo codes disabled', voucher(), { promoCodesDisabled: true }, '422 Promo codes are not accepted at this shop'],
    ['expired (expiry = now)', voucher({ expiry: NOW.toISOString() }), {}, '422 The code KIA ORA has expired'],
    [
      'not a listed customer',
      voucher({}, {}, { isStoreWide: false, users: ['u2'] }),
      {},
      '422 The code KIA ORA is not available to you',
    ],
    [
      'a guest on a listed-customers code',
      voucher({}, {}, { isStoreWide: false, users: ['u1'] }),
      { userId: null },
      '422 The code KIA ORA is not available to you',
    ],
    ['used up (5 of 5)', voucher({}, {}, { usageLimit: 5 }), { timesUsed: 5 }, '422 The code KIA ORA has been used up'],
    ['used by this customer before', voucher(), { usedByCustomer: true }, '422 You have already used the code KIA ORA'],
    ['under the minimum spend', voucher({}, { minimumSpent: 20 }), {}, '422 Spend at least NZ$20.00 to use the code KIA ORA'],
    [
      'product not in the cart',
      voucher({}, { discountTargetType: 'products', rewardTargetProducts: ['scone'] }),
      {},
      '422 Add the product the code KIA ORA is for',
    ],
  ])('refuses %s', (_label, code, extra, message) =>
    expect(refusal(applyVoucher(code, LINES, { ...context, ...extra }))).toBe(message),
  );
});

describe('surcharge, loyalty discount, shop status', () => {
  it.each([
    [{ enabled: true, percent: 2.5, platforms: ['kiosk'] }, 'kiosk', 1710, 43],
    [{ enabled: true, percent: 2.5, platforms: ['kiosk'] }, 'web', 1710, 0],
    [{ enabled: false, percent: 2.5, platforms: ['kiosk'] }, 'kiosk', 1710, 0],
    [{ enabled: true, percent: 1.5, platforms: ['web', 'mobile-app'] }, 'mobile-app', 1000, 15],
  ])('surcharge %j on %s of %i → %i', (settings, origin, amount, cents) =>
    expect(surchargeFor(settings, origin, amount)).toBe(cents),
  );

  it.each([
    [{ type: 'discount-percentage', discountPercentage: 10 }, 1710, 171],
    [{ type: 'discount-amount', discountAmount: 300 }, 1710, 300],
    [{ type: 'discount-amount', discountAmount: 3000 }, 1710, 1710],
    [{ type: 'free-item' }, 1710, 0],
  ])('loyalty %j on %i → %i', (reward, amount, cents) => expect(loyaltyDiscountFor(reward, amount)).toBe(cents));

  it.each([
    ['accepting orders', null],
    ['Active', '409 Harbourside is not taking orders right now'],
    ['Deactive', '409 Harbourside is not taking orders right now'],
  ])('shop status %s', (status, expected) => {
    const result = checkShopAccepting({ name: 'Harbourside', status });
    expect(result.ok ? null : `${result.refusal.status} ${result.refusal.message}`).toBe(expected);
  });
});

describe('orderTotals', () => {
  it('total, discounts, surcharge and delivery fee add up to totalPayment (exact cents)', () => {
    expect(
      orderTotals({
        lineTotals: [1260, 450, 0],
        discount: 500,
        loyaltyDiscount: 0,
        surchargePercentOf: (a) => surchargeFor({ enabled: true, percent: 2.5, platforms: ['kiosk'] }, 'kiosk', a),
        deliveryFee: 500,
      }),
    ).toEqual({ total: 1710, discount: 500, loyaltyDiscount: 0, surcharge: 30, deliveryFee: 500, totalPayment: 1740 });
  });

  const arbLines = fc.array(
    fc.record({ quantity: fc.integer({ min: 1, max: 20 }), unit: fc.integer({ min: 0, max: 20_000 }), isReward: fc.boolean() }),
    { maxLength: 8 },
  );

  it('property: totalPayment = total − discount − loyaltyDiscount + surcharge + deliveryFee, nothing negative, discounts ≤ what they discount', () => {
    fc.assert(
      fc.property(
        arbLines,
        fc.integer({ min: -5000, max: 100_000 }),
        fc.integer({ min: -5000, max: 100_000 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.integer({ min: 0, max: 5000 }),
        (lines, discount, loyalty, percent, deliveryFee) => {
          const lineTotals = lines.map((l) => (l.isReward ? 0 : l.quantity * l.unit));
          const totals = orderTotals({
            lineTotals,
            discount,
            loyaltyDiscount: loyalty,
            surchargePercentOf: (amount) => surchargeFor({ enabled: true, percent, platforms: ['web'] }, 'web', amount),
            deliveryFee,
          });
          expect(totals.total).toBe(lineTotals.reduce((a, b) => a + b, 0));
          expect(totals.totalPayment).toBe(
            totals.total - totals.discount - totals.loyaltyDiscount + totals.surcharge + totals.deliveryFee,
          );
          for (const part of Object.values(totals)) expect(part).toBeGreaterThanOrEqual(0);
          expect(totals.discount + totals.loyaltyDiscount).toBeLessThanOrEqual(totals.total);
          expect(Number.isInteger(totals.totalPayment)).toBe(true);
        },
      ),
    );
  });

  it('property: a voucher never takes off more than what it discounts, and is a whole number of cents ≥ 0', () => {
    const products = ['a', 'b', 'c'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            productId: fc.constantFrom(...products),
            quantity: fc.integer({ min: 1, max: 9 }),
            unit: fc.integer({ min: 0, max: 5000 }),
            isReward: fc.boolean(),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.constantFrom('discount' as const, 'free-product' as const),
        fc.constantFrom('fixed-cost' as const, 'percentage' as const),
        fc.constantFrom('order' as const, 'products' as const),
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.subarray(products),
        (raw, type, discountType, target, discount, targets) => {
          const lines = raw.map((l) => line(l.productId, l.quantity, l.unit, l.isReward));
          const code = voucher(
            { type },
            {
              discountType,
              discount,
              discountTargetType: type === 'free-product' ? 'products' : target,
              rewardTargetProducts: targets,
              minimumSpent: 0,
            },
          );
          const result = applyVoucher(code, lines, context);
          if (!result.ok) return;
          const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
          const targeted = lines
            .filter((l) => !l.isReward && targets.includes(l.productId))
            .reduce((sum, l) => sum + l.lineTotal, 0);
          expect(Number.isInteger(result.value)).toBe(true);
          expect(result.value).toBeGreaterThanOrEqual(0);
          expect(result.value).toBeLessThanOrEqual(subtotal);
          if (type === 'free-product' || target === 'products') expect(result.value).toBeLessThanOrEqual(targeted);
        },
      ),
    );
  });

  it('property: option prices are the sum of the chosen values’ server prices', () => {
    fc.assert(
      fc.property(
        fc.subarray(['trim', 'oat', 'soy'], { maxLength: 1 }),
        fc.integer({ min: 1, max: 10 }),
        fc.boolean(),
        (milk, shots, large) => {
          const chosen = [
            { option: 'milk', values: milk },
            { option: 'shot', values: ['shot1'], quantity: shots },
            ...(large ? [{ option: 'size', values: ['large'] }] : []),
          ];
          const priced = value(priceOptions('Flat White', COFFEE_SETS, chosen));
          const milkPrice = MILK.values.find((v) => v._id === milk[0])?.price ?? 0;
          expect(priced.optionsPrice).toBe(milkPrice + shots * 70 + (large ? 80 : 0));
        },
      ),
    );
  });
});

describe('checkOrderHours: which hours govern the time an order is for', () => {
  const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
  // Opening hours every weekday 07:00–16:00; custom pickup hours only Tuesday and Thursday 11:00–13:30.
  const openingHours = {
    twentyFourSeven: false,
    openingDays: weekdays,
    ...Object.fromEntries(
      weekdays.flatMap((day) => [
        [`${day}From`, { hour: 7, min: 0 }],
        [`${day}To`, { hour: 16, min: 0 }],
      ]),
    ),
  };
  const timeSelectionHours = {
    openingDays: ['tuesday', 'thursday'],
    tuesdayFrom: { hour: 11, min: 0 },
    tuesdayTo: { hour: 13, min: 30 },
    thursdayFrom: { hour: 11, min: 0 },
    thursdayTo: { hour: 13, min: 30 },
  };
  const shop = {
    openingHours,
    pickup: { type: 'hybrid' as const, futureSettings: { timeSelectionRange: 'custom' as const, timeSelectionHours } },
  };
  it.each([
    // range, when (NOW is Monday 2 March 2026 10:00), expected
    ['custom', 'Tuesday 12:00, inside the custom hours', '2026-03-03T12:00', 'ok'],
    [
      'custom',
      'Tuesday 09:00: the shop is open, the custom hours are not',
      '2026-03-03T09:00',
      '422 Please choose a pickup time within our pickup hours',
    ],
    [
      'custom',
      'Tuesday 13:30, the custom To is exclusive',
      '2026-03-03T13:30',
      '422 Please choose a pickup time within our pickup hours',
    ],
    [
      'custom',
      'Wednesday 12:00, not a custom day',
      '2026-03-04T12:00',
      '422 Please choose a pickup time within our pickup hours',
    ],
    ['opening-hours', 'Tuesday 09:00, inside the opening hours', '2026-03-03T09:00', 'ok'],
    [
      'opening-hours',
      'Tuesday 17:00, after closing',
      '2026-03-03T17:00',
      '422 We are closed at that time. Please choose another pickup time.',
    ],
    [
      'opening-hours',
      'Saturday 12:00, closed day',
      '2026-03-07T12:00',
      '422 We are closed at that time. Please choose another pickup time.',
    ],
    ['none', 'Saturday 03:00: time selection off, nothing to check', '2026-03-07T03:00', 'ok'],
  ] as const)('%s: %s', (range, _label, local, expected) => {
    const checked = checkOrderHours(range, shop, nz(local), NOW);
    expect(checked.ok ? 'ok' : refusal(checked)).toBe(expected);
  });

  it('custom range without stored hours restricts nothing; ASAP outside opening hours says when the shop opens', () => {
    expect(checkOrderHours('custom', { openingHours }, nz('2026-03-07T03:00'), NOW).ok).toBe(true);
    const early = nz('2026-03-02T06:00');
    expect(refusal(checkOrderHours('opening-hours', { openingHours }, early, early))).toBe('422 We open at 7:00');
  });
});
