import { describeZodError } from '../api/options';
import { shop, shopUpdate } from './shop';
import {
  deliveryFieldVisibility,
  deliverySection,
  detailsSection,
  locationSection,
  loyaltyFieldVisibility,
  loyaltySection,
  orderingSection,
  pickupFieldVisibility,
  pickupSection,
  SAVED_SETTINGS_SECTIONS,
  settingsSectionSchema,
  tableOrderingSection,
  tabSection,
  yearlyPlanFee,
} from './shop-settings';

/** What a merchant's ordering form sends when left as it is. */
const ORDERING_PREFS = {
  preparationTime: 5,
  displayPreparationTime: false,
  disablePromoCodes: false,
  autoAccept: false,
  autoComplete: false,
  instructions: '',
};

const firstError = (result: { success: boolean; error?: Parameters<typeof describeZodError>[0] }) =>
  result.success || !result.error ? null : describeZodError(result.error);

describe('section schemas (what each form checks before saving)', () => {
  const details = {
    name: { normal: 'Harbour Cafe' },
    contact: { email: 'hi@harbour.nz', phone: '+64 (9) 555-0101 s2' },
    orderingPreferences: { GSTNumber: '111-111-11' },
    notesTitle: '',
  };
  test.each([
    [{}, null],
    [{ name: { normal: ' ' } }, 'Store Title is required'],
    [{ contact: { ...details.contact, email: '' } }, 'Contact Email is required'],
    [{ contact: { ...details.contact, email: 'nope' } }, 'Contact Email must be an e-mail address'],
    [{ contact: { ...details.contact, phone: '' } }, 'Contact Phone is required'],
    [
      { contact: { ...details.contact, phone: '021#55' } },
      'Contact Phone may hold digits, dash, plus, s, parentheses and spaces',
    ],
    [{ orderingPreferences: { GSTNumber: '' } }, 'GST number is required'],
  ])('details %j → %s', (change, expected) => {
    expect(firstError(detailsSection.safeParse({ ...details, ...change }))).toBe(expected);
  });

  test.each([
    [{ type: 'fixed', hideFromMap: false }, 'Address is required for a fixed shop'],
    [{ type: 'fixed', hideFromMap: false, address: { formatted_address: '1 Queen St, Auckland' } }, null],
    [{ type: 'dynamic', hideFromMap: true }, null],
  ])('location %j → %s', (value, expected) => {
    expect(firstError(locationSection.safeParse(value))).toBe(expected);
  });

  test('ordering: preparation time required and numeric; tab: the three required numbers', () => {
    const ordering = { orderingPreferences: ORDERING_PREFS };
    expect(orderingSection.safeParse(ordering).success).toBe(true);
    expect(
      firstError(
        orderingSection.safeParse({ orderingPreferences: { ...ordering.orderingPreferences, preparationTime: undefined } }),
      ),
    ).toBe('Preparation time is required and must be a number');
    expect(firstError(tabSection.safeParse({ tabSettings: { orderLifeSpan: 90, maximumAmount: 0 } }))).toBe(
      'Maximum per user per period is required and must be a number',
    );
    expect(firstError(tableOrderingSection.safeParse({ dineIn: { enabled: true } }))).toBe(
      'Preparation time is required and must be a number',
    );
  });
});

describe('every settings refusal names its field and the rule (no zod default wording)', () => {
  test.each([
    [loyaltySection, { loyalty: { limit: 0 } }, 'Points needed for a reward must be at least 1'],
    [loyaltySection, { loyalty: { limit: 2.5 } }, 'Points needed for a reward must be a whole number'],
    [loyaltySection, { loyalty: { limit: 1001 } }, 'Points needed for a reward must be at most 1000'],
    [loyaltySection, { loyalty: { reward: { discountPercentage: 101 } } }, 'Discount % must be at most 100'],
    [loyaltySection, { loyalty: { reward: { discountAmount: -1 } } }, 'Discount must be at least 0'],
    [loyaltySection, { loyalty: { qrCode: { pointsPerScan: -1 } } }, 'Points per scan must be at least 0'],
    [loyaltySection, { loyalty: { qrCode: { scanDailyLimit: 'x' } } }, 'Scan daily limit must be a number'],
    [pickupSection, { pickup: { futureSettings: { cutOffHour: 24 } } }, 'Cut-off hour must be at most 23'],
    [pickupSection, { pickup: { futureSettings: { cutOffMinute: 60 } } }, 'Cut-off minute must be at most 59'],
    [pickupSection, { pickup: { futureSettings: { daysSpan: -1 } } }, 'Days span must be at least 0'],
    [pickupSection, { pickup: { futureSettings: { daysMargin: 1.5 } } }, 'Days margin must be a whole number'],
    [deliverySection, { delivery: { radius: 1001 } }, 'Radius must be at most 1000'],
    [deliverySection, { delivery: { fixedCost: -1 } }, 'Fixed cost must be at least 0'],
    [
      deliverySection,
      { delivery: { feeType: 'price-table', priceTable: [] } },
      'Price table needs at least one row when the fee type is Price table',
    ],
    [
      deliverySection,
      { delivery: { feeType: 'price-table' } },
      'Price table needs at least one row when the fee type is Price table',
    ],
    [
      tabSection,
      { tabSettings: { orderLifeSpan: 0, maximumAmount: 0, maximumPerUserPerPeriod: 0 } },
      'Order life span must be at least 1',
    ],
    [
      detailsSection,
      {
        name: { normal: 'x'.repeat(121) },
        contact: { email: 'a@b.nz', phone: '1' },
        orderingPreferences: { GSTNumber: '1' },
        notesTitle: '',
      },
      'Store Title must be at most 120 characters',
    ],
  ] as const)('%#: %j → %s', (schema, value, expected) => {
    expect(firstError(schema.safeParse(value))).toBe(expected);
  });

  test('ordering: fee % and preparation time bounds', () => {
    const prefs = ORDERING_PREFS;
    expect(firstError(orderingSection.safeParse({ orderingPreferences: { ...prefs, feePercent: 101 } }))).toBe(
      'Order fee % must be at most 100',
    );
    expect(firstError(orderingSection.safeParse({ orderingPreferences: { ...prefs, preparationTime: -5 } }))).toBe(
      'Preparation time must be at least 0',
    );
    expect(
      firstError(
        orderingSection.safeParse({
          orderingPreferences: prefs,
          customerSurcharge: { enabled: true, percent: 120, platforms: [] },
        }),
      ),
    ).toBe('Customer Surcharge % must be at most 100');
  });
});

describe('visibility rules', () => {
  test.each([
    [
      { deliveryType: 'self-delivery', feeType: 'fixed' },
      { radius: true, fixedCost: true, costPerKilometers: false, priceTable: false },
    ],
    [
      { deliveryType: 'self-delivery', feeType: 'cost-per-kilometers' },
      { fixedCost: false, costPerKilometers: true },
    ],
    [
      { deliveryType: 'self-delivery', feeType: 'price-table' },
      { priceTable: true, fixedCost: false },
    ],
    [
      { deliveryType: 'retail', feeType: 'cost-per-kilometers' },
      { radius: false, costPerKilometers: false, fixedCost: true },
    ],
    [{ deliveryType: 'retail', feeType: 'price-table' }, { priceTable: true }],
  ])('delivery %j', (value, expected) => {
    expect(deliveryFieldVisibility(value)).toMatchObject(expected);
  });

  test('cost-per-kilometers is offered only for self-delivery', () => {
    expect(deliveryFieldVisibility({ deliveryType: 'retail' }).feeTypes).toEqual(['fixed', 'price-table']);
    expect(deliveryFieldVisibility({ deliveryType: 'self-delivery' }).feeTypes).toContain('cost-per-kilometers');
  });

  test.each([
    [
      { type: 'same-day', futureSettings: { cutOffEnabled: true, allowTimeSelection: true, timeSelectionRange: 'custom' } },
      { futureSettings: false, cutOffTime: false, timeSelectionRange: false, customHours: false },
    ],
    [
      { type: 'hybrid', futureSettings: {} },
      { futureSettings: true, cutOffTime: false, timeSelectionRange: false, customHours: false },
    ],
    [{ type: 'future-only', futureSettings: { cutOffEnabled: true } }, { cutOffTime: true }],
    [
      { type: 'hybrid', futureSettings: { allowTimeSelection: true, timeSelectionRange: 'opening-hours' } },
      { timeSelectionRange: true, customHours: false },
    ],
    [{ type: 'hybrid', futureSettings: { allowTimeSelection: true, timeSelectionRange: 'custom' } }, { customHours: true }],
  ])('pickup %j', (value, expected) => {
    expect(pickupFieldVisibility(value)).toMatchObject(expected);
  });

  test.each([
    [
      { enabled: false, type: 'item-in-category', reward: { type: 'free-item' }, qrCode: { enabled: true } },
      { options: false, itemCategories: false, rewardItem: false, qrFields: false },
    ],
    [
      { enabled: true, type: 'order', reward: { type: 'free-item' } },
      { options: true, itemCategories: false, rewardItem: true, discountAmount: false },
    ],
    [
      { enabled: true, type: 'item-in-category', reward: { type: 'free-item-on-category' } },
      { itemCategories: true, rewardCategories: true },
    ],
    [
      { enabled: true, reward: { type: 'discount-percentage' } },
      { discountPercentage: true, discountAmount: false },
    ],
    [
      { enabled: true, reward: { type: 'discount-amount' }, qrCode: { enabled: true } },
      { discountAmount: true, qrFields: true },
    ],
  ])('loyalty %j', (value, expected) => {
    expect(loyaltyFieldVisibility(value)).toMatchObject(expected);
  });
});

describe('table links and plan prices', () => {
  test('yearly = 12 × monthly', () => {
    expect(yearlyPlanFee(4900)).toBe(58800);
  });
});

describe('settingsSectionSchema: the one schema a section save is checked with, by the form and by the API', () => {
  const ordering = { orderingPreferences: ORDERING_PREFS };
  test('every saved section has its schema; ordering needs order fee % from an admin only', () => {
    for (const section of SAVED_SETTINGS_SECTIONS) expect(settingsSectionSchema(section, { isAdmin: false })).toBeDefined();
    expect(settingsSectionSchema('ordering', { isAdmin: false }).safeParse(ordering).success).toBe(true);
    expect(firstError(settingsSectionSchema('ordering', { isAdmin: true }).safeParse(ordering))).toBe(
      'Order fee % is required and must be a number',
    );
    expect(settingsSectionSchema('tab', { isAdmin: true })).toBe(tabSection);
  });
});

describe('spec 000 §5 and §9 steps: checked on every write, never on a shop read back', () => {
  const prefs = ORDERING_PREFS;
  const row = (fee: number) => ({ title: 'Zone A', description: 'Up to 3 km', fee });

  test.each([
    [12.3, null],
    [15.7, null],
    [99.9, null],
    [12.55, 'Order fee % must be in steps of 0.1'],
  ])('order fee %s → %s (section and shopUpdate)', (feePercent, expected) => {
    expect(firstError(orderingSection.safeParse({ orderingPreferences: { ...prefs, feePercent } }))).toBe(expected);
    expect(firstError(shopUpdate.safeParse({ orderingPreferences: { feePercent } }))).toBe(expected);
  });

  test.each([
    [2.5, null],
    [0.7, null],
    [4.32, 'Customer Surcharge % must be in steps of 0.1'],
  ])('surcharge %s → %s (section and shopUpdate)', (percent, expected) => {
    const surcharge = { enabled: true, percent, platforms: ['kiosk'] };
    expect(firstError(orderingSection.safeParse({ orderingPreferences: prefs, customerSurcharge: surcharge }))).toBe(expected);
    expect(firstError(shopUpdate.safeParse({ customerSurcharge: surcharge }))).toBe(expected);
  });

  // fees are integer cents (NZ$10.00 = 1000); the refusal speaks in dollars, as the merchant typed it
  test.each([
    [1000, null],
    [435, null],
    [123455, null],
    [432, 'Fee must be in steps of 0.05'],
    [1, 'Fee must be in steps of 0.05'],
    [4.35, 'Fee can have at most two decimal places'],
    [10_000_005, 'Fee must be at most 100000'],
  ])('price-table fee %s c → %s (section and shopUpdate)', (fee, expected) => {
    const value = { delivery: { feeType: 'price-table', priceTable: [row(fee)] } };
    expect(firstError(deliverySection.safeParse(value))).toBe(expected);
    expect(firstError(shopUpdate.safeParse(value))).toBe(expected);
  });

  test('a shop stored before the rule still reads back, off-step values and all', () => {
    const stored = {
      _id: '64b000000000000000000001',
      name: { normal: 'Harbour Cafe' },
      status: 'Active',
      type: 'dynamic',
      createdAt: '2026-01-01T00:00:00.000Z',
      owner: '64b000000000000000000002',
      orderingPreferences: { feePercent: 12.55 },
      customerSurcharge: { enabled: true, percent: 4.32, platforms: ['web'] },
      delivery: { feeType: 'price-table', priceTable: [row(432)] },
    };
    expect(firstError(shop.safeParse(stored))).toBeNull();
  });
});
