import { describeZodError } from '../api/options';
import {
  deliveryFieldVisibility,
  detailsSection,
  dineInTableLink,
  locationSection,
  loyaltyFieldVisibility,
  orderingSection,
  pickupFieldVisibility,
  tableOrderingSection,
  tabSection,
  yearlyPlanFee,
} from './shop-settings';

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
    [{ name: { normal: ' ' } }, 'name.normal: Store Title is required'],
    [{ contact: { ...details.contact, email: '' } }, 'contact.email: Contact Email is required'],
    [{ contact: { ...details.contact, email: 'nope' } }, 'contact.email: Contact Email must be an e-mail address'],
    [{ contact: { ...details.contact, phone: '' } }, 'contact.phone: Contact Phone is required'],
    [
      { contact: { ...details.contact, phone: '021#55' } },
      'contact.phone: Contact Phone may hold digits, dash, plus, s, parentheses and spaces',
    ],
    [{ orderingPreferences: { GSTNumber: '' } }, 'orderingPreferences.GSTNumber: GST number is required'],
  ])('details %j → %s', (change, expected) => {
    expect(firstError(detailsSection.safeParse({ ...details, ...change }))).toBe(expected);
  });

  test.each([
    [{ type: 'fixed', hideFromMap: false }, 'address: Address is required for a fixed shop'],
    [{ type: 'fixed', hideFromMap: false, address: { formatted_address: '1 Queen St, Auckland' } }, null],
    [{ type: 'dynamic', hideFromMap: true }, null],
  ])('location %j → %s', (value, expected) => {
    expect(firstError(locationSection.safeParse(value))).toBe(expected);
  });

  test('ordering: preparation time required and numeric; tab: the three required numbers', () => {
    const ordering = {
      orderingPreferences: {
        preparationTime: 5,
        displayPreparationTime: false,
        disablePromoCodes: false,
        autoAccept: false,
        autoComplete: false,
        instructions: '',
      },
    };
    expect(orderingSection.safeParse(ordering).success).toBe(true);
    expect(
      firstError(
        orderingSection.safeParse({ orderingPreferences: { ...ordering.orderingPreferences, preparationTime: undefined } }),
      ),
    ).toBe('orderingPreferences.preparationTime: Preparation time is required and must be a number');
    expect(firstError(tabSection.safeParse({ tabSettings: { orderLifeSpan: 90, maximumAmount: 0 } }))).toBe(
      'tabSettings.maximumPerUserPerPeriod: Maximum per user per period is required and must be a number',
    );
    expect(firstError(tableOrderingSection.safeParse({ dineIn: { enabled: true } }))).toBe(
      'dineIn.preparationTime: Preparation time is required and must be a number',
    );
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
  test.each([
    ['joes-cafe.venue.store', 't1', 'https://joes-cafe.venue.store?order-type=dine-in&table=t1'],
    ['https://order.joes.nz/', 'a b', 'https://order.joes.nz?order-type=dine-in&table=a%20b'],
  ])('%s + %s', (domain, table, link) => {
    expect(dineInTableLink(domain, table)).toBe(link);
  });
  test('yearly = 12 × monthly', () => {
    expect(yearlyPlanFee(4900)).toBe(58800);
  });
});
