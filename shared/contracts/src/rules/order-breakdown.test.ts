import type { Order } from '../entities/order';
import { breakdownRows, linePriceText, optionText, orderBreakdown, paymentMethodText, rowAmountText } from './order-breakdown';

const line = (
  id: string,
  name: string,
  price: number,
  quantity: number,
  config: NonNullable<Order['lineItems'][number]['config']> = [],
  reward = false,
): Order['lineItems'][number] => ({
  _id: id,
  quantity,
  status: 'pending',
  product: { _id: `p-${id}`, name, price },
  config,
  ...(reward ? { reward: true } : {}),
});

const option = (name: string, ...values: [string, number][]) => ({
  option: { _id: `o-${name}`, name },
  value:
    values.length === 1
      ? { name: values[0]?.[0] ?? '', price: values[0]?.[1] ?? 0 }
      : values.map(([n, p]) => ({ name: n, price: p })),
});

const base: Order = {
  _id: '00000000-0000-4000-8000-000000000001',
  shop: 'shop',
  status: 'pending',
  orderType: 'delivery',
  origin: 'web',
  isPOSOrder: false,
  createdAt: '2026-03-01T22:00:00.000Z',
  total: 0,
  totalPayment: 0,
  owner: null,
  seen: false,
  lineItems: [],
};

/** The receipt: 2 × Flat White (Oat +0.80, Extra shot +0.50, Vanilla +0.60) + 1 × Latte, B001TWO $2, delivery $5. */
const flatWhites: Order = {
  ...base,
  total: 2 * (450 + 80 + 50 + 60) + 500,
  totalPayment: 1780 - 200 + 500,
  discount: 200,
  deliveryFee: 500,
  promoCode: {
    _id: 'v1',
    code: 'B001TWO',
    type: 'discount',
    expiry: '2027-01-01T00:00:00.000Z',
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    rewardConfig: {},
    targetUsersConfig: {},
  } as Order['promoCode'],
  lineItems: [
    line('a', 'Flat White', 450, 2, [option('Milk', ['Oat', 80]), option('Extras', ['Extra shot', 50], ['Vanilla', 60])]),
    line('b', 'Latte', 500, 1),
  ],
};

describe('orderBreakdown', () => {
  it('lines carry their options with the extras per unit, and line totals with the extras in', () => {
    const { lines } = orderBreakdown(flatWhites);
    expect(lines.map((entry) => [entry.product, entry.quantity, entry.unitPrice, entry.lineTotal])).toEqual([
      ['Flat White', 2, 640, 1280],
      ['Latte', 1, 500, 500],
    ]);
    expect(lines[0]?.options.map(optionText)).toEqual(['Milk: Oat +NZ$0.80', 'Extras: Extra shot +NZ$0.50, Vanilla +NZ$0.60']);
    expect(lines.map(linePriceText)).toEqual(['NZ$12.80', 'NZ$5.00']);
  });

  it.each<[string, Partial<Order>, [string, string][]]>([
    [
      'voucher and delivery fee each on their own row',
      {},
      [
        ['Subtotal', 'NZ$17.80'],
        ['Voucher B001TWO', '-NZ$2.00'],
        ['Delivery fee', 'NZ$5.00'],
        ['Total paid', 'NZ$20.80'],
      ],
    ],
    [
      'a surcharge is never folded into the discount',
      { total: 1780, discount: 137, surcharge: 80, deliveryFee: 0, totalPayment: 1780 - 137 + 80 },
      [
        ['Subtotal', 'NZ$17.80'],
        ['Voucher B001TWO', '-NZ$1.37'],
        ['Surcharge', 'NZ$0.80'],
        ['Total paid', 'NZ$17.23'],
      ],
    ],
    [
      'loyalty discount',
      { promoCode: null, discount: 0, deliveryFee: 0, loyaltyDiscount: 178, totalPayment: 1780 - 178 },
      [
        ['Subtotal', 'NZ$17.80'],
        ['Loyalty discount', '-NZ$1.78'],
        ['Total paid', 'NZ$16.02'],
      ],
    ],
    [
      'an order stored without its parts: the difference is an adjustment, so the rows still add up',
      { promoCode: null, discount: undefined, deliveryFee: undefined, totalPayment: 1400 },
      [
        ['Subtotal', 'NZ$17.80'],
        ['Adjustment', '-NZ$3.80'],
        ['Total paid', 'NZ$14.00'],
      ],
    ],
    [
      'a voucher on an order stored without its parts is named on the adjustment',
      { discount: undefined, deliveryFee: undefined, totalPayment: 1580 },
      [
        ['Subtotal', 'NZ$17.80'],
        ['Adjustment (voucher B001TWO)', '-NZ$2.00'],
        ['Total paid', 'NZ$15.80'],
      ],
    ],
    [
      'refunds after the total, then what is left',
      {
        refunds: [
          { amount: 500, reason: 'Cold coffee', createdAt: '2026-03-01T23:00:00.000Z' },
          { amount: 80, reason: '', createdAt: '2026-03-01T23:10:00.000Z' },
        ],
      },
      [
        ['Subtotal', 'NZ$17.80'],
        ['Voucher B001TWO', '-NZ$2.00'],
        ['Delivery fee', 'NZ$5.00'],
        ['Total paid', 'NZ$20.80'],
        ['Refund (Cold coffee)', '-NZ$5.00'],
        ['Refund', '-NZ$0.80'],
        ['Paid after refunds', 'NZ$15.00'],
      ],
    ],
  ])('%s', (_name, change, expected) => {
    const order = { ...flatWhites, ...change } as Order;
    const rows = breakdownRows(orderBreakdown(order));
    expect(rows.map((row) => [row.label, rowAmountText(row)])).toEqual(expected);
    const beforeTotal = rows.slice(
      0,
      rows.findIndex((row) => row.key === 'total'),
    );
    expect(beforeTotal.reduce((sum, row) => sum + row.amount, 0)).toBe(order.totalPayment);
  });

  it('a reward line is given: priced 0, shown as Reward', () => {
    const [reward] = orderBreakdown({ ...base, lineItems: [line('r', 'Muffin', 495, 1, [], true)] }).lines;
    expect(reward?.lineTotal).toBe(0);
    expect(reward && linePriceText(reward)).toBe('Reward');
  });
});

describe('paymentMethodText', () => {
  it.each<[Partial<Order>, string]>([
    [{ transactionResolution: { isCashOrder: false, method: 'card' } }, 'Card'],
    [{ transactionResolution: { isCashOrder: true, method: 'cash' } }, 'Cash'],
    [{ transactionResolution: { method: 'eftpos' } }, 'EFTPOS'],
    [{ transactionResolution: { method: 'apple-pay' } }, 'Apple Pay'],
    [{ transactionResolution: { method: 'voucher-book' } }, 'Voucher-book'],
    [{ stripeChargeId: 'ch_1' }, 'Card'],
    [{}, 'Not recorded'],
  ])('%j → %s', (order, text) => expect(paymentMethodText(order)).toBe(text));
});
