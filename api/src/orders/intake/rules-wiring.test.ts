import { randomUUID } from 'node:crypto';
import type { Order } from '@backoffice/contracts';
import { DateTime } from 'luxon';
import { findLoyaltyCard, setLoyaltyPoints } from '../../loyalty/cards';
import type { ShopSettings } from '../../shops/settings';
import { bearer, createShop, createTestContext, createUser, message, type TestContext } from '../../test/app';
import { insertMenu, intakePayments, type TestMenu } from '../../test/orders';

/**
 * Line by line: every rule of the engine is a pure function with its own table (contracts
 * `rules/intake/*.test.ts`); this file proves the intake route WIRES each one to the stored facts — the setting
 * read from the shop, the column read from the menu, the clock of the order — with the customer's message and exact
 * cents. One test per rule the route tests in intake.test.ts did not reach: scheduled pickup, public holidays,
 * category availability (overnight), product facts (enabled / availableFrom / sold out until / stock −1), POS,
 * vouchers (disabled, another shop's code, expired, listed users, products target, free product, minimum spend),
 * delivery (minimum, free from, price table, off), surcharge per platform, the loyalty discount reward, and what
 * the card is charged (totalPayment, with the platform fee as the application fee).
 */

const nz = (local: string) => DateTime.fromISO(local, { zone: 'Pacific/Auckland' }).toJSDate();
/** Monday 2 March 2026, 10:00 in Auckland (not a public holiday). */
const NOW = nz('2026-03-02T10:00');
let clock = NOW;

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const hours = (from: number, to: number) =>
  Object.fromEntries(
    DAYS.flatMap((day) => [
      [`${day}From`, { hour: from, min: 0 }],
      [`${day}To`, { hour: to, min: 0 }],
    ]),
  );

const SETTINGS = {
  address: { formatted_address: '12 Queens Wharf, Wellington', location: { lat: -41.2847, lng: 174.7781 } },
  orderingPreferences: { preparationTime: 5, feePercent: 15 },
  openingHours: { twentyFourSeven: false, openingDays: DAYS, ...hours(7, 16) },
  pickup: { enabled: true, allowASAP: true, type: 'hybrid' as const, futureSettings: { daysSpan: 7 } },
  delivery: {
    enabled: true,
    deliveryType: 'self-delivery' as const,
    radius: 5,
    orderMinimum: 1000,
    feeType: 'fixed' as const,
    fixedCost: 500,
    freeDeliveryMinSpend: 3000,
  },
  customerSurcharge: { enabled: true, percent: 2.5, platforms: ['web' as const] },
  loyalty: {
    enabled: true,
    type: 'order' as const,
    limit: 3,
    reward: { type: 'discount-percentage' as const, discountPercentage: 10 },
  },
} as ShopSettings;

const TE_PAPA = { formatted_address: 'Te Papa, Cable Street, Wellington', location: { lat: -41.2906, lng: 174.7824 } };

let ctx: TestContext;
let customer: Awaited<ReturnType<typeof createUser>>;
let shopId: string;
let otherShopId: string;
let menu: TestMenu;
const charges: { amount: number; applicationFee: number }[] = [];

beforeAll(async () => {
  const recording = intakePayments({
    chargeOrder: async ({ amount, applicationFee }) => {
      charges.push({ amount, applicationFee });
      return { id: `ch_wiring_${charges.length}` };
    },
    refundCharge: async () => undefined,
  });
  ctx = await createTestContext({ now: () => clock, payments: recording });
  const owner = await createUser(ctx.db, { roles: ['merchant'] });
  customer = await createUser(ctx.db, { roles: ['consumer'] });
  shopId = await createShop(ctx.db, owner.id, 'Wiring Café', SETTINGS);
  otherShopId = await createShop(ctx.db, owner.id, 'Next Door', SETTINGS);
  await ctx.db.query(`update shops set status = 'accepting orders'`);
  menu = await insertMenu(ctx.db, shopId, {
    Coffee: [
      ['Flat White', 550],
      ['Long Black', 480],
    ],
    Food: [
      ['Muffin', 450, 5],
      ['Scone', 400, 5],
    ],
    Late: [['Fries', 700]],
  });
  // Late: Monday 18:00 → Tuesday 02:00 (a category schedule has no overnight flag: To before From is overnight)
  await ctx.db.query('update categories set availability = $2::jsonb where id = $1', [
    menu.categories[2]?.id,
    JSON.stringify({
      twentyFourSeven: false,
      availableDays: ['monday'],
      mondayFrom: { hour: 18, min: 0 },
      mondayTo: { hour: 2, min: 0 },
    }),
  ]);
  const expiry = nz('2026-04-01T00:00').toISOString();
  const code = (id: string, shop: string, text: string, type: string, reward: object, users: object, until = expiry) =>
    ctx.db.query(
      `insert into promo_codes (id, shop_id, code, type, expiry, reward_config, target_users_config) values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
      [id, shop, text, type, until, JSON.stringify(reward), JSON.stringify(users)],
    );
  const order = {
    discountType: 'fixed-cost',
    discount: 2,
    discountTargetType: 'order',
    rewardTargetProducts: [],
    minimumSpent: 0,
  };
  const storeWide = { isStoreWide: true, users: [], usageLimit: 0 };
  await code('w-next-door', otherShopId, 'NEXTDOOR', 'discount', order, storeWide);
  await code('w-old', shopId, 'OLD', 'discount', order, storeWide, nz('2026-03-01T00:00').toISOString());
  await code('w-vip', shopId, 'VIP', 'discount', order, { isStoreWide: false, users: [customer.id], usageLimit: 0 });
  await code('w-big', shopId, 'BIGSPEND', 'discount', { ...order, minimumSpent: 20 }, storeWide);
  await code(
    'w-muffins',
    shopId,
    'MUFFIN20',
    'discount',
    {
      discountType: 'percentage',
      discount: 20,
      discountTargetType: 'products',
      rewardTargetProducts: [product('Muffin').id],
      minimumSpent: 0,
    },
    storeWide,
  );
  await code(
    'w-free',
    shopId,
    'FREESCONE',
    'free-product',
    {
      discountType: 'fixed-cost',
      discount: 0,
      discountTargetType: 'products',
      rewardTargetProducts: [product('Scone').id],
      minimumSpent: 0,
    },
    storeWide,
  );
});

afterAll(async () => {
  await ctx.close();
});

afterEach(() => {
  clock = NOW;
});

function product(name: string) {
  const found = menu.products.find((entry) => entry.name === name);
  if (!found) throw new Error(name);
  return found;
}

const pickup = (lines: readonly (readonly [name: string, quantity: number])[], extra: Record<string, unknown> = {}) => ({
  orderType: 'pickup',
  origin: 'mobile-app',
  pickupType: 'dynamic',
  lineItems: lines.map(([name, quantity]) => ({ product: product(name).id, quantity })),
  payment: { method: 'card' },
  ...extra,
});

function post(body: unknown, headers: Record<string, string> = bearer(customer.token), shop = shopId) {
  return ctx.app.inject({ method: 'POST', url: `/api/shops/${shop}/orders`, payload: body as object, headers });
}

async function guest(): Promise<Record<string, string>> {
  const response = await ctx.app.inject({ method: 'POST', url: '/guests', payload: { name: 'Wiring Guest' } });
  return bearer((response.json() as { token: string }).token);
}

/** status + message of a refusal, or "201" */
async function outcome(response: Awaited<ReturnType<typeof post>>): Promise<string> {
  return response.statusCode === 201 ? '201' : `${response.statusCode} ${message(response)}`;
}

async function parts(orderId: string) {
  const [row] = await ctx.db.query<{
    total: number;
    discount: number;
    loyalty_discount: number;
    surcharge: number;
    delivery_fee: number;
    total_payment: number;
  }>('select total, discount, loyalty_discount, surcharge, delivery_fee, total_payment from orders where id = $1', [orderId]);
  return row;
}

async function updateSettings(shop: string, patch: Record<string, unknown>) {
  await ctx.db.query('update shops set settings = settings || $2::jsonb where id = $1', [shop, JSON.stringify(patch)]);
}

describe('pickup: scheduled times follow type, daysSpan and the opening hours at that time', () => {
  test.each([
    ['tomorrow 09:00 (hybrid)', '2026-03-03T09:00', '201'],
    ['today 15:59', '2026-03-02T15:59', '201'],
    ['tomorrow 17:00, after closing', '2026-03-03T17:00', '422 We are closed at that time. Please choose another pickup time.'],
    ['in 8 days (daysSpan 7)', '2026-03-10T09:00', '422 Pickup can be booked at most 7 days ahead'],
    ['3 minutes ago', '2026-03-02T09:57', '422 That pickup time has already passed'],
  ])('%s → %s', async (_label, local, expected) => {
    const response = await post(pickup([['Long Black', 1]], { pickupType: 'scheduled', pickupTime: nz(local).toISOString() }));
    expect(await outcome(response)).toBe(expected);
    if (response.statusCode === 201) {
      const order = response.json().order as Order;
      expect([order.pickupType, order.pickupTime]).toEqual(['scheduled', nz(local).toISOString()]);
    }
  });

  test('ASAP: a pickup time up to 2 minutes behind now is taken; 2 min 1 s behind is refused', async () => {
    const within = await post(pickup([['Long Black', 1]], { pickupTime: new Date(NOW.getTime() - 120_000).toISOString() }));
    expect(await outcome(within)).toBe('201');
    const late = await post(pickup([['Long Black', 1]], { pickupTime: new Date(NOW.getTime() - 121_000).toISOString() }));
    expect(await outcome(late)).toBe('422 That pickup time has already passed');
  });

  test('same-day shop: tomorrow refused; future-only shop: today refused', async () => {
    await updateSettings(shopId, { pickup: { enabled: true, allowASAP: true, type: 'same-day' } });
    try {
      const tomorrow = pickup([['Long Black', 1]], { pickupType: 'scheduled', pickupTime: nz('2026-03-03T09:00').toISOString() });
      expect(await outcome(await post(tomorrow))).toBe('422 Pickup is for today only');
      await updateSettings(shopId, { pickup: { enabled: true, allowASAP: true, type: 'future-only' } });
      const today = pickup([['Long Black', 1]], { pickupType: 'scheduled', pickupTime: nz('2026-03-02T12:00').toISOString() });
      expect(await outcome(await post(today))).toBe('422 Pickup orders here are for a later day');
    } finally {
      await updateSettings(shopId, { pickup: SETTINGS.pickup });
    }
  });
});

describe('opening hours: public holidays', () => {
  test('on Labour Day (Monday 26 Oct 2026) a shop without holiday hours is closed; with them it opens those hours', async () => {
    clock = nz('2026-10-26T10:00');
    expect(await outcome(await post(pickup([['Long Black', 1]])))).toBe('422 We open tomorrow at 7:00');
    await updateSettings(shopId, {
      openingHours: {
        ...SETTINGS.openingHours,
        openingDays: [...DAYS, 'holiday'],
        holidayFrom: { hour: 9, min: 0 },
        holidayTo: { hour: 13, min: 0 },
      },
    });
    try {
      expect(await outcome(await post(pickup([['Long Black', 1]])))).toBe('201');
      clock = nz('2026-10-26T13:30');
      expect(await outcome(await post(pickup([['Long Black', 1]])))).toBe('422 We open tomorrow at 7:00');
    } finally {
      await updateSettings(shopId, { openingHours: SETTINGS.openingHours });
    }
  });
});

describe('category availability (overnight span) at the time the order is for', () => {
  test('Late runs Monday 18:00 → 02:00: refused at 10:00, taken at 01:30 Tuesday (open 24/7), refused at 02:00', async () => {
    await updateSettings(shopId, { openingHours: { twentyFourSeven: true, openingDays: [] } });
    try {
      expect(await outcome(await post(pickup([['Fries', 1]])))).toBe('422 Fries is not available at this time');
      clock = nz('2026-03-03T01:30');
      expect(await outcome(await post(pickup([['Fries', 1]])))).toBe('201');
      clock = nz('2026-03-03T02:00');
      expect(await outcome(await post(pickup([['Fries', 1]])))).toBe('422 Fries is not available at this time');
      // a scheduled pickup is checked at its own time, not now
      clock = NOW;
      const tonight = pickup([['Fries', 1]], { pickupType: 'scheduled', pickupTime: nz('2026-03-02T19:00').toISOString() });
      expect(await outcome(await post(tonight))).toBe('201');
      const tomorrowNoon = pickup([['Fries', 1]], { pickupType: 'scheduled', pickupTime: nz('2026-03-03T12:00').toISOString() });
      expect(await outcome(await post(tomorrowNoon))).toBe('422 Fries is not available at that time');
    } finally {
      await updateSettings(shopId, { openingHours: SETTINGS.openingHours });
    }
  });
});

describe('product facts read from the menu', () => {
  const scone = () => product('Scone').id;
  afterEach(async () => {
    await ctx.db.query(
      'update products set enabled = true, available_from = null, sold_out_until = null, stock = 5 where id = $1',
      [scone()],
    );
  });
  test.each([
    ['disabled', 'enabled = false', '422 Scone is not available'],
    ['available from tomorrow', `available_from = '2026-03-03T00:00:00+13:00'`, '422 Scone is not available yet'],
    ['available since yesterday', `available_from = '2026-03-01T00:00:00+13:00'`, '201'],
    ['sold out until noon', `sold_out_until = '2026-03-02T12:00:00+13:00'`, '422 Scone is sold out'],
    ['sold out until 09:00 (over)', `sold_out_until = '2026-03-02T09:00:00+13:00'`, '201'],
    ['stock 0', 'stock = 0', '422 Scone is sold out'],
  ])('%s → %s', async (_label, set, expected) => {
    await ctx.db.query(`update products set ${set} where id = $1`, [scone()]);
    expect(await outcome(await post(pickup([['Scone', 1]])))).toBe(expected);
  });

  test('stock −1 is unlimited and never counted down; a stocked product is, to exactly 0', async () => {
    expect(await outcome(await post(pickup([['Flat White', 40]])))).toBe('201');
    await ctx.db.query('update products set stock = 2 where id = $1', [scone()]);
    expect(await outcome(await post(pickup([['Scone', 2]])))).toBe('201');
    const rows = await ctx.db.query<{ id: string; stock: number }>('select id, stock from products where id = any($1::text[])', [
      [product('Flat White').id, scone()],
    ]);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.stock]))).toEqual({ [product('Flat White').id]: -1, [scone()]: 0 });
  });
});

describe('kiosk and POS', () => {
  let kioskKey: string;
  let posKey: string;
  beforeAll(async () => {
    kioskKey = `wk-${randomUUID()}`;
    posKey = `wp-${randomUUID()}`;
    await ctx.db.query(
      `insert into kiosks (id, shop_id, name, kiosk_key, type, allow_pay_in_cash) values
       ($1, $2, 'Front', $3, 'kiosk', true), ($4, $2, 'Till', $5, 'POS', false)`,
      [randomUUID(), shopId, kioskKey, randomUUID(), posKey],
    );
  });
  test('only a POS terminal places POS orders; a kiosk key needs origin kiosk; a kiosk order needs a key', async () => {
    const body = { ...pickup([['Long Black', 1]]), origin: 'kiosk', isPOSOrder: true };
    expect(await outcome(await post(body, { 'kiosk-key': kioskKey }))).toBe('403 Only a POS terminal can place POS orders.');
    const pos = await post(body, { 'kiosk-key': posKey });
    expect(await outcome(pos)).toBe('201');
    expect(pos.json().order).toMatchObject({ isPOSOrder: true, origin: 'kiosk', userType: 'kiosk' });
    expect(await outcome(await post(pickup([['Long Black', 1]], { origin: 'web' }), { 'kiosk-key': kioskKey }))).toBe(
      '400 Orders from a kiosk or POS have origin kiosk.',
    );
    expect(await outcome(await post({ ...pickup([['Long Black', 1]]), origin: 'kiosk' }))).toBe(
      '403 Kiosk orders need the kiosk’s unit key.',
    );
  });
});

describe('vouchers at the intake', () => {
  test.each([
    ['another shop’s code', 'NEXTDOOR', [['Long Black', 1]], '422 The code NEXTDOOR is not valid here'],
    ['an unknown code', 'NOPE', [['Long Black', 1]], '422 The code NOPE is not valid here'],
    ['expired', 'OLD', [['Long Black', 1]], '422 The code OLD has expired'],
    ['under the minimum spend ($20)', 'BIGSPEND', [['Long Black', 4]], '422 Spend at least NZ$20.00 to use the code BIGSPEND'],
    ['products target without the product', 'MUFFIN20', [['Long Black', 1]], '422 Add the product the code MUFFIN20 is for'],
    ['free product without the product', 'FREESCONE', [['Long Black', 1]], '422 Add the product the code FREESCONE is for'],
  ] as const)('refuses %s', async (_label, code, lines, expected) => {
    const buyer = await createUser(ctx.db, { roles: ['consumer'] });
    expect(await outcome(await post(pickup([...lines], { promoCode: code }), bearer(buyer.token)))).toBe(expected);
  });

  test.each([
    // [code, lines, total, discount]
    ['BIGSPEND', [['Flat White', 4]], 2200, 200], // $2 off at exactly $22 ≥ $20
    [
      'MUFFIN20',
      [
        ['Muffin', 2],
        ['Long Black', 1],
      ],
      1380,
      180,
    ], // 20 % of the muffins' 900 only
    [
      'FREESCONE',
      [
        ['Scone', 2],
        ['Flat White', 1],
      ],
      1350,
      400,
    ], // one scone free
    ['bigspend', [['Flat White', 4]], 2200, 200], // the code as the customer typed it, any case
  ] as const)('%s on %j: total %i, discount %i, paid the difference', async (code, lines, total, discount) => {
    const buyer = await createUser(ctx.db, { roles: ['consumer'] });
    const response = await post(pickup([...lines], { promoCode: code }), bearer(buyer.token));
    expect(await outcome(response)).toBe('201');
    const stored = await parts(response.json().order._id);
    expect(stored).toMatchObject({ total, discount, total_payment: total - discount });
  });

  test('listed users only: the listed customer may, another customer and a guest may not', async () => {
    const other = await createUser(ctx.db, { roles: ['consumer'] });
    expect(await outcome(await post(pickup([['Long Black', 1]], { promoCode: 'VIP' }), bearer(other.token)))).toBe(
      '422 The code VIP is not available to you',
    );
    expect(await outcome(await post(pickup([['Long Black', 1]], { promoCode: 'VIP' }), await guest()))).toBe(
      '422 The code VIP is not available to you',
    );
    expect(await outcome(await post(pickup([['Long Black', 1]], { promoCode: 'VIP' })))).toBe('201');
  });

  test('a shop with disablePromoCodes refuses every code, and the order is not stored', async () => {
    await updateSettings(shopId, { orderingPreferences: { ...SETTINGS.orderingPreferences, disablePromoCodes: true } });
    try {
      const buyer = await createUser(ctx.db, { roles: ['consumer'] });
      const [before] = await ctx.db.query<{ n: number }>('select count(*)::int as n from orders where shop_id = $1', [shopId]);
      expect(await outcome(await post(pickup([['Flat White', 4]], { promoCode: 'BIGSPEND' }), bearer(buyer.token)))).toBe(
        '422 Promo codes are not accepted at this shop',
      );
      const [after] = await ctx.db.query<{ n: number }>('select count(*)::int as n from orders where shop_id = $1', [shopId]);
      expect(after?.n).toBe(before?.n);
    } finally {
      await updateSettings(shopId, { orderingPreferences: SETTINGS.orderingPreferences });
    }
  });
});

describe('delivery, surcharge per platform, loyalty discount, the charge', () => {
  const delivery = (lines: [string, number][], extra: Record<string, unknown> = {}) => ({
    orderType: 'delivery',
    origin: 'mobile-app',
    lineItems: lines.map(([name, quantity]) => ({ product: product(name).id, quantity })),
    deliveryInfo: { address: TE_PAPA },
    payment: { method: 'card' },
    ...extra,
  });

  test.each([
    ['under the $10 minimum', [['Long Black', 2]], {}, '422 The minimum order for delivery is NZ$10.00', null],
    [
      '$10 exactly: the $5 fixed fee',
      [
        ['Flat White', 1],
        ['Muffin', 1],
      ],
      {},
      '201',
      500,
    ],
    ['$30 and over: free', [['Flat White', 6]], {}, '201', 0],
  ] as const)('%s', async (_label, lines, extra, expected, fee) => {
    const response = await post(
      delivery(
        lines.map(([name, quantity]) => [name, quantity]),
        extra,
      ),
    );
    expect(await outcome(response)).toBe(expected);
    if (fee !== null) expect((await parts(response.json().order._id))?.delivery_fee).toBe(fee);
  });

  test('price-table fee is the chosen row’s; per-km fee is distance × rate; delivery switched off refuses', async () => {
    await updateSettings(shopId, {
      delivery: {
        ...SETTINGS.delivery,
        feeType: 'price-table',
        priceTable: [
          { title: 'Near', fee: 350 },
          { title: 'Far', fee: 800 },
        ],
      },
    });
    try {
      const near = await post(delivery([['Flat White', 2]], { deliveryInfo: { address: TE_PAPA, priceTableRow: 'Near' } }));
      expect((await parts(near.json().order._id))?.delivery_fee).toBe(350);
      expect(await outcome(await post(delivery([['Flat White', 2]])))).toBe('422 Please choose a delivery option');
      await updateSettings(shopId, {
        delivery: { ...SETTINGS.delivery, feeType: 'cost-per-kilometers', costPerKilometers: 200 },
      });
      const perKm = await post(delivery([['Flat White', 2]]));
      expect((await parts(perKm.json().order._id))?.delivery_fee).toBe(150); // 0.748 km × $2 = 149.6 → 150 c
      await updateSettings(shopId, { delivery: { ...SETTINGS.delivery, enabled: false } });
      expect(await outcome(await post(delivery([['Flat White', 2]])))).toBe('422 Delivery is not available at this shop');
    } finally {
      await updateSettings(shopId, { delivery: SETTINGS.delivery });
    }
  });

  test('surcharge applies on its platforms only (web here), after the voucher; every part adds up to totalPayment and is charged', async () => {
    charges.length = 0;
    const buyer = await createUser(ctx.db, { roles: ['consumer'] });
    // web delivery: 4 × 550 = 2200, $2 off → 2000, 2.5 % = 50, fixed fee $5 (2000 < 3000) → 2550
    const web = await post(delivery([['Flat White', 4]], { origin: 'web', promoCode: 'BIGSPEND' }), bearer(buyer.token));
    expect(await outcome(web)).toBe('201');
    expect(await parts(web.json().order._id)).toEqual({
      total: 2200,
      discount: 200,
      loyalty_discount: 0,
      surcharge: 50,
      delivery_fee: 500,
      total_payment: 2550,
    });
    expect(web.json().order.totalPayment).toBe(2550);
    // the same order from the app: no surcharge
    const app = await post(delivery([['Flat White', 4]], { origin: 'mobile-app' }));
    expect(await parts(app.json().order._id)).toMatchObject({ surcharge: 0, total_payment: 2700 });
    // the card is charged totalPayment, with the platform fee (feePercent 15) as the application fee
    expect(charges).toEqual([
      { amount: 2550, applicationFee: 383 }, // 15 % of 2550 = 382.5 → 383
      { amount: 2700, applicationFee: 405 },
    ]);
  });

  test('redeemLoyaltyReward: the 10 % discount reward needs `limit` (3) points, takes them, and comes off the lines', async () => {
    const member = await createUser(ctx.db, { roles: ['consumer'] });
    await setLoyaltyPoints(ctx.db, shopId, member.id, 2);
    const body = pickup([['Flat White', 2]], { redeemLoyaltyReward: true });
    expect(await outcome(await post(body, bearer(member.token)))).toBe('422 You need 3 points for a reward (you have 2)');
    expect((await findLoyaltyCard(ctx.db, shopId, member.id))?.points).toBe(2);
    await setLoyaltyPoints(ctx.db, shopId, member.id, 4);
    const ok = await post(body, bearer(member.token));
    expect(await outcome(ok)).toBe('201');
    expect(await parts(ok.json().order._id)).toMatchObject({ total: 1100, loyalty_discount: 110, total_payment: 990 });
    expect((await findLoyaltyCard(ctx.db, shopId, member.id))?.points).toBe(1);
    // a free-item reward is asked for as a reward line, not as a discount
    await updateSettings(shopId, { loyalty: { ...SETTINGS.loyalty, reward: { type: 'free-item' } } });
    try {
      await setLoyaltyPoints(ctx.db, shopId, member.id, 4);
      expect(await outcome(await post(body, bearer(member.token)))).toBe(
        '422 This shop’s loyalty reward is a free item: add it to your order as a reward',
      );
    } finally {
      await updateSettings(shopId, { loyalty: SETTINGS.loyalty });
    }
  });
});
