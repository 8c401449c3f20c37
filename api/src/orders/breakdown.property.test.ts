import { breakdownRows, type Order, type OrdersReportRow, orderBreakdown, ordersReportResponse } from '@backoffice/contracts';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { setLoyaltyPoints } from '../loyalty/cards';
import type { ShopSettings } from '../shops/settings';
import { bearer, createShop, createTestContext, createUser, type TestContext, withOptions } from '../test/app';
import { insertMenu, type TestMenu } from '../test/orders';
import { receiptMail } from './receipt';

/**
 * The one price breakdown, proven over orders placed through the real intake: random lines (options of every kind,
 * quantities), vouchers (fixed, percentage, products target, free product), pickup or delivery (a fee, or free from a
 * spend), a surcharge on one platform and not another, and the loyalty discount reward. For every order, the parts
 * the breakdown renders — on the order JSON, in the receipt e-mail, in the Orders report — add up to `totalPayment`
 * and equal what the intake stored, line by line and part by part. One shared database; a modest number of runs.
 */

const RUNS = 60;
const nz = (local: string) => DateTime.fromISO(local, { zone: 'Pacific/Auckland' }).toJSDate();
const NOW = nz('2026-03-02T10:00');

const SETTINGS = {
  orderingPreferences: { preparationTime: 5, feePercent: 15 },
  openingHours: { twentyFourSeven: true, openingDays: [] },
  pickup: { enabled: true, allowASAP: true },
  delivery: {
    enabled: true,
    deliveryType: 'self-delivery' as const,
    radius: 0,
    orderMinimum: 0,
    feeType: 'fixed' as const,
    fixedCost: 500,
    freeDeliveryMinSpend: 4000,
  },
  customerSurcharge: { enabled: true, percent: 2.5, platforms: ['web' as const] },
  loyalty: {
    enabled: true,
    type: 'order' as const,
    limit: 1,
    reward: { type: 'discount-percentage' as const, discountPercentage: 10 },
  },
} as ShopSettings;

/** The option sets of the Coffee category: one of each kind, values with and without an extra. */
const OPTION_SETS = [
  {
    id: 'pb-size',
    name: 'Size',
    type: 'wheel',
    values: [
      ['regular', 'Regular', 0],
      ['large', 'Large', 80],
    ],
  },
  {
    id: 'pb-milk',
    name: 'Milk',
    type: 'switch',
    values: [
      ['oat', 'Oat', 80],
      ['soy', 'Soy', 60],
      ['trim', 'Trim', 0],
    ],
  },
  {
    id: 'pb-extras',
    name: 'Extras',
    type: 'multi',
    values: [
      ['shot', 'Extra shot', 50],
      ['vanilla', 'Vanilla', 60],
      ['caramel', 'Caramel', 70],
    ],
  },
  { id: 'pb-syrup', name: 'Syrup pumps', type: 'increase', values: [['pump', 'Pump', 30]] },
] as const;

const VOUCHERS = [
  { code: 'B001TWO', type: 'discount', reward: { discountType: 'fixed-cost', discount: 2, discountTargetType: 'order' } },
  { code: 'PCT15', type: 'discount', reward: { discountType: 'percentage', discount: 15, discountTargetType: 'order' } },
  {
    code: 'MUFFINHALF',
    type: 'discount',
    target: 'Muffin',
    reward: { discountType: 'percentage', discount: 50, discountTargetType: 'products' },
  },
  {
    code: 'FREEFW',
    type: 'free-product',
    target: 'Flat White',
    reward: { discountType: 'fixed-cost', discount: 0, discountTargetType: 'products' },
  },
] as const;

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createUser>>;
let shopId: string;
let menu: TestMenu;
const product = (name: string) => {
  const found = menu.products.find((entry) => entry.name === name);
  if (!found) throw new Error(name);
  return found;
};

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  owner = await createUser(ctx.db);
  shopId = await createShop(ctx.db, owner.id, 'Property Café', SETTINGS);
  await ctx.db.query(`update shops set status = 'accepting orders' where id = $1`, [shopId]);
  menu = await insertMenu(ctx.db, shopId, {
    Coffee: [
      ['Flat White', 450],
      ['Latte', 500],
    ],
    Food: [
      ['Muffin', 495],
      ['Pie', 1050],
    ],
  });
  for (const [index, set] of OPTION_SETS.entries())
    await ctx.db.query(
      `insert into option_sets (id, shop_id, category_id, name, type, min_selection, max_selection, values, display_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
      [
        set.id,
        shopId,
        menu.categories[0]?.id,
        set.name,
        set.type,
        set.type === 'multi' ? 0 : null,
        set.type === 'multi' ? 3 : null,
        JSON.stringify(set.values.map(([id, name, price]) => ({ _id: id, name, price }))),
        index,
      ],
    );
  for (const voucher of VOUCHERS)
    await ctx.db.query(
      `insert into promo_codes (id, shop_id, code, type, expiry, reward_config, target_users_config)
       values ($1, $2, $3, $4, $5, $6::jsonb, '{"isStoreWide":true,"users":[],"usageLimit":0}'::jsonb)`,
      [
        `pb-${voucher.code}`,
        shopId,
        voucher.code,
        voucher.type,
        nz('2026-06-01T00:00').toISOString(),
        JSON.stringify({
          ...voucher.reward,
          rewardTargetProducts: 'target' in voucher ? [product(voucher.target).id] : [],
          minimumSpent: 0,
        }),
      ],
    );
});

afterAll(() => ctx.close());

// --- what a customer may send

const coffeeOptions = fc.record({
  size: fc.option(fc.constantFrom('regular', 'large'), { nil: undefined }),
  milk: fc.option(fc.constantFrom('oat', 'soy', 'trim'), { nil: undefined }),
  extras: fc.subarray(['shot', 'vanilla', 'caramel']),
  pumps: fc.integer({ min: 0, max: 3 }),
});
type CoffeeOptions = typeof coffeeOptions extends fc.Arbitrary<infer T> ? T : never;

const lineArb = fc.record({
  product: fc.constantFrom('Flat White', 'Latte', 'Muffin', 'Pie'),
  quantity: fc.integer({ min: 1, max: 3 }),
  options: coffeeOptions,
});
type GeneratedLine = typeof lineArb extends fc.Arbitrary<infer T> ? T : never;

const orderArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
  voucher: fc.option(fc.constantFrom(...VOUCHERS.map((voucher) => voucher.code)), { nil: null }),
  delivery: fc.boolean(),
  origin: fc.constantFrom('web', 'mobile-app'),
  loyalty: fc.boolean(),
});
type GeneratedOrder = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;

const isCoffee = (name: string) => name === 'Flat White' || name === 'Latte';

function chosenOptions(options: CoffeeOptions) {
  return [
    ...(options.size ? [{ option: 'pb-size', values: [options.size] }] : []),
    ...(options.milk ? [{ option: 'pb-milk', values: [options.milk] }] : []),
    ...(options.extras.length > 0 ? [{ option: 'pb-extras', values: options.extras }] : []),
    ...(options.pumps > 0 ? [{ option: 'pb-syrup', values: ['pump'], quantity: options.pumps }] : []),
  ];
}

/** Our own model of a line's price: the product, plus every chosen value's extra (a wheel defaults to its first). */
function modelLineTotal(line: GeneratedLine): number {
  const base = product(line.product).price;
  if (!isCoffee(line.product)) return base * line.quantity;
  const extra = (setId: string, valueId: string) =>
    OPTION_SETS.find((set) => set.id === setId)?.values.find(([id]) => id === valueId)?.[2] ?? 0;
  const unit =
    base +
    extra('pb-size', line.options.size ?? 'regular') +
    (line.options.milk ? extra('pb-milk', line.options.milk) : 0) +
    line.options.extras.reduce((sum, id) => sum + extra('pb-extras', id), 0) +
    line.options.pumps * 30;
  return unit * line.quantity;
}

function lineBodies(generated: GeneratedOrder): GeneratedLine[] {
  const lines = [...generated.lines];
  // a voucher for one product needs that product in the order (else the intake refuses it, rightly)
  const target = VOUCHERS.find((voucher) => voucher.code === generated.voucher);
  if (target && 'target' in target && !lines.some((line) => line.product === target.target))
    lines.push({ product: target.target, quantity: 1, options: { size: undefined, milk: undefined, extras: [], pumps: 0 } });
  return lines;
}

interface StoredParts {
  total: number;
  total_payment: number;
  discount: number;
  loyalty_discount: number;
  surcharge: number;
  delivery_fee: number;
}

/** "-NZ$1,234.56" → -123456 */
const centsOf = (text: string) => {
  const match = /^(-)?NZ\$([\d,]+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  return (match[1] ? -1 : 1) * (Number((match[2] ?? '').replace(/,/g, '')) * 100 + Number(match[3]));
};

const placed: Order[] = [];

test(`over ${RUNS} random intake orders, every rendered breakdown adds up to totalPayment and matches what was stored`, async () => {
  await fc.assert(
    fc.asyncProperty(orderArb, async (generated) => {
      const customer = await createUser(ctx.db, { roles: ['consumer'] });
      if (generated.loyalty) await setLoyaltyPoints(ctx.db, shopId, customer.id, 1);
      const lines = lineBodies(generated);
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/shops/${shopId}/orders`,
        headers: bearer(customer.token),
        payload: {
          orderType: generated.delivery ? 'delivery' : 'pickup',
          origin: generated.origin,
          ...(generated.delivery
            ? { deliveryInfo: { address: { formatted_address: '1 Cable Street, Wellington' } } }
            : { pickupType: 'dynamic' }),
          lineItems: lines.map((line) => ({
            product: product(line.product).id,
            quantity: line.quantity,
            ...(isCoffee(line.product) ? { options: chosenOptions(line.options) } : {}),
          })),
          ...(generated.voucher ? { promoCode: generated.voucher } : {}),
          ...(generated.loyalty ? { redeemLoyaltyReward: true } : {}),
          payment: { method: 'card' },
        },
      });
      expect(response.statusCode).toBe(201);
      const order = response.json().order as Order;
      placed.push(order);
      const breakdown = orderBreakdown(order);
      const [stored] = await ctx.db.query<StoredParts>(
        'select total, total_payment, discount, loyalty_discount, surcharge, delivery_fee from orders where id = $1',
        [order._id],
      );
      const storedLines = await ctx.db.query<{ line_total: number; quantity: number }>(
        'select line_total, quantity from order_line_items where order_id = $1 order by display_order',
        [order._id],
      );

      // lines: the breakdown's line totals are the stored ones and our own model's; they add up to the subtotal
      expect(breakdown.lines.map((line) => line.lineTotal)).toEqual(storedLines.map((line) => line.line_total));
      expect(breakdown.lines.map((line) => line.lineTotal)).toEqual(lines.map(modelLineTotal));
      expect(breakdown.lines.reduce((sum, line) => sum + line.lineTotal, 0)).toBe(breakdown.subtotal);

      // parts: each one as the intake stored it, nothing left unexplained, and they add up to what was paid
      expect({
        subtotal: breakdown.subtotal,
        voucher: breakdown.voucher?.amount ?? 0,
        loyalty: breakdown.loyaltyDiscount,
        surcharge: breakdown.surcharge,
        delivery: breakdown.deliveryFee,
        paid: breakdown.totalPaid,
      }).toEqual({
        subtotal: stored?.total,
        voucher: stored?.discount,
        loyalty: stored?.loyalty_discount,
        surcharge: stored?.surcharge,
        delivery: stored?.delivery_fee,
        paid: stored?.total_payment,
      });
      expect(breakdown.adjustment).toBe(0);
      const rows = breakdownRows(breakdown);
      const totalAt = rows.findIndex((row) => row.key === 'total');
      expect(rows.slice(0, totalAt).reduce((sum, row) => sum + row.amount, 0)).toBe(order.totalPayment);
      // a part the intake charged always has its row; a surcharge only on the platform it is set for
      if ((stored?.surcharge ?? 0) > 0) expect(rows.some((row) => row.key === 'surcharge')).toBe(true);
      if (generated.origin !== 'web') expect(breakdown.surcharge).toBe(0);
      if (!generated.delivery) expect(breakdown.deliveryFee).toBe(0);
      if (generated.voucher) expect(breakdown.voucher?.code).toBe(generated.voucher);

      // the receipt e-mail: its lines and rows, read back as amounts, are the same parts and add up the same way
      const text = receiptMail(order, 'Property Café', 'x@example.test', { name: 'Test Person', role: 'shop' }).text.split('\n');
      const receiptLines = text.filter((line) => / x .* {2}(NZ\$|Reward)/.test(line));
      expect(receiptLines.map((line) => centsOf(line.split('  ').at(-1) ?? ''))).toEqual(
        breakdown.lines.map((line) => line.lineTotal),
      );
      const amountRows = text
        .filter((line) => /^[A-Z][^:]*: -?NZ\$/.test(line))
        .map((line) => centsOf(line.slice(line.lastIndexOf(': ') + 2)));
      expect(amountRows).toEqual(rows.map((row) => row.amount));
    }),
    { numRuns: RUNS, seed: 20260302 },
  );

  // the Orders report (and its CSV, built from the same columns): each row carries the same parts
  const report = await ctx.app.inject({
    url: withOptions(`/api/shops/${shopId}/reports?start=2026-03-01&end=2026-03-03`, { type: 'orders', limit: 1000 }),
    headers: bearer(owner.token),
  });
  expect(report.statusCode).toBe(200);
  const rows = new Map(ordersReportResponse.parse(report.json()).rows.map((row) => [row._id, row] as const));
  for (const order of placed) {
    const row = rows.get(order._id) as OrdersReportRow;
    const breakdown = orderBreakdown(order);
    expect([row.subtotal, row.discount, row.loyaltyDiscount, row.surcharge, row.deliveryFee, row.total]).toEqual([
      breakdown.subtotal,
      breakdown.voucher?.amount ?? 0,
      breakdown.loyaltyDiscount,
      breakdown.surcharge,
      breakdown.deliveryFee,
      breakdown.totalPaid,
    ]);
    expect(row.voucherCode).toBe(breakdown.voucher?.code ?? null);
  }
  expect(placed).toHaveLength(RUNS);
});
