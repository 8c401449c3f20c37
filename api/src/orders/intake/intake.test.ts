import { randomUUID } from 'node:crypto';
import { type Order, venueDayRange } from '@backoffice/contracts';
import { DateTime } from 'luxon';
import { findLoyaltyCard, setLoyaltyPoints } from '../../loyalty/cards';
import { foldReportRollups } from '../../reports/fold';
import type { ShopSettings } from '../../shops/settings';
import { bearer, createShop, createTestContext, createUser, message, type TestContext, withOptions } from '../../test/app';
import { insertMenu, type TestMenu } from '../../test/orders';
import type { OrderEvent } from '../events';

const nz = (local: string) => DateTime.fromISO(local, { zone: 'Pacific/Auckland' }).toJSDate();
/** Monday 2 March 2026, 10:00 in Auckland; tests move the clock when they need another time. */
const NOW = nz('2026-03-02T10:00');
let clock = NOW;

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createUser>>;
let customer: Awaited<ReturnType<typeof createUser>>;
let shopId: string;
let otherShopId: string;
let menu: TestMenu;
let kioskKey: string;
let posKey: string;
let otherKioskKey: string;

const HOURS = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}From`, { hour: 7, min: 0 }],
    [`${day}To`, { hour: 16, min: 0 }],
  ]),
);

const SETTINGS = {
  address: { formatted_address: '12 Queens Wharf, Wellington', location: { lat: -41.2847, lng: 174.7781 } },
  orderingPreferences: { preparationTime: 5, feePercent: 15 },
  openingHours: {
    twentyFourSeven: false,
    openingDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    ...HOURS,
  },
  pickup: { enabled: true, allowASAP: true, type: 'hybrid' as const, futureSettings: { daysSpan: 7 } },
  delivery: {
    enabled: true,
    deliveryType: 'self-delivery' as const,
    radius: 5,
    orderMinimum: 1000,
    feeType: 'fixed' as const,
    fixedCost: 500,
    freeDeliveryMinSpend: 6000,
  },
  dineIn: { enabled: true, servingIdentifier: 'table-number' as const, tables: [{ _id: 'table-4', number: '4', capacity: 2 }] },
  customerSurcharge: { enabled: true, percent: 2, platforms: ['kiosk' as const] },
  loyalty: { enabled: true, type: 'item' as const, limit: 5, reward: { type: 'free-item' as const } },
} as ShopSettings;

async function setStock(productId: string, stock: number) {
  await ctx.db.query('update products set stock = $2 where id = $1', [productId, stock]);
}
async function stockOf(productId: string): Promise<number> {
  const [row] = await ctx.db.query<{ stock: number }>('select stock from products where id = $1', [productId]);
  return row?.stock ?? Number.NaN;
}
async function orderCount(shop = shopId): Promise<number> {
  const [row] = await ctx.db.query<{ n: number }>('select count(*)::int as n from orders where shop_id = $1', [shop]);
  return row?.n ?? 0;
}
const product = (name: string) => {
  const found = menu.products.find((entry) => entry.name === name);
  if (!found) throw new Error(name);
  return found;
};

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  owner = await createUser(ctx.db, { roles: ['merchant'] });
  customer = await createUser(ctx.db, { roles: ['consumer'] });
  shopId = await createShop(ctx.db, owner.id, 'Harbourside', SETTINGS);
  otherShopId = await createShop(ctx.db, owner.id, 'Other Shop', SETTINGS);
  await ctx.db.query(`update shops set status = 'accepting orders'`);
  menu = await insertMenu(ctx.db, shopId, {
    Coffee: [
      ['Flat White', 550],
      ['Long Black', 480],
    ],
    Food: [['Muffin', 450, 3]],
  });
  const coffee = menu.categories[0]?.id;
  await ctx.db.query(
    `insert into option_sets (id, shop_id, category_id, name, type, min_selection, max_selection, values, display_order) values
     ('size', $1, $2, 'Size', 'wheel', null, null, '[{"_id":"regular","name":"Regular","price":0},{"_id":"large","name":"Large","price":80}]', 0),
     ('milk', $1, $2, 'Milk', 'multi', 0, 1, '[{"_id":"trim","name":"Trim","price":0},{"_id":"oat","name":"Oat","price":80}]', 1),
     ('shot', $1, $2, 'Extra shot', 'increase', null, null, '[{"_id":"shot1","name":"Shot","price":70}]', 2)`,
    [shopId, coffee],
  );
  kioskKey = `k-${randomUUID()}`;
  posKey = `p-${randomUUID()}`;
  otherKioskKey = `o-${randomUUID()}`;
  await ctx.db.query(
    `insert into kiosks (id, shop_id, name, kiosk_key, type, allow_pay_in_cash) values
     ($1, $2, 'Front', $3, 'kiosk', true), ($4, $2, 'Till', $5, 'POS', false), ($6, $7, 'Elsewhere', $8, 'kiosk', true)`,
    [randomUUID(), shopId, kioskKey, randomUUID(), posKey, randomUUID(), otherShopId, otherKioskKey],
  );
  await ctx.db.query(
    `insert into promo_codes (id, shop_id, code, type, expiry, reward_config, target_users_config) values
     ('promo-five', $1, 'FIVEOFF', 'discount', $2, '{"discountType":"fixed-cost","discount":5,"discountTargetType":"order","rewardTargetProducts":[],"minimumSpent":10}', '{"isStoreWide":true,"users":[],"usageLimit":0}'),
     ('promo-limited', $1, 'FIRST5', 'discount', $2, '{"discountType":"percentage","discount":10,"discountTargetType":"order","rewardTargetProducts":[],"minimumSpent":0}', '{"isStoreWide":true,"users":[],"usageLimit":5}')`,
    [shopId, nz('2026-04-01T00:00').toISOString()],
  );
  // Muffin is the loyalty reward
  await ctx.db.query(
    `update shops set settings = jsonb_set(settings, '{loyalty,reward,item}', to_jsonb($2::text)) where id = $1`,
    [shopId, product('Muffin').id],
  );
});

afterAll(async () => {
  await ctx.close();
});

afterEach(() => {
  clock = NOW;
});

const pickupAsap = (lineItems: unknown[], extra: Record<string, unknown> = {}) => ({
  orderType: 'pickup',
  origin: 'mobile-app',
  pickupType: 'dynamic',
  lineItems,
  payment: { method: 'card' },
  ...extra,
});

function post(body: unknown, headers: Record<string, string> = bearer(customer.token), shop = shopId) {
  return ctx.app.inject({ method: 'POST', url: `/api/shops/${shop}/orders`, payload: body as object, headers });
}

let guests = 0;
/** A new guest, each with e-mail and phone of their own (a voucher is once per e-mail and per phone too). */
async function newGuest(name = 'Aroha Guest'): Promise<{ token: string; guestId: string }> {
  guests += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/guests',
    payload: { name, email: `aroha.${guests}@example.test`, phone: `+64 21 555 ${String(1000 + guests)}` },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('guests', () => {
  test('POST /guests → token and id; GET /guests/:id with that token only', async () => {
    const guest = await newGuest('Aroha Ngata');
    const own = await ctx.app.inject({ url: `/guests/${guest.guestId}`, headers: bearer(guest.token) });
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({
      _id: guest.guestId,
      name: { given: 'Aroha', family: 'Ngata' },
      profile: { email: expect.stringMatching(/^aroha\.\d+@example\.test$/) },
      isGuest: true,
    });
    const other = await newGuest('Someone Else');
    const refused = await ctx.app.inject({ url: `/guests/${guest.guestId}`, headers: bearer(other.token) });
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe('You can only see your own details.');
    expect((await ctx.app.inject({ url: `/guests/${guest.guestId}`, headers: bearer(customer.token) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/guests/${guest.guestId}` })).statusCode).toBe(401);
  });

  test('a guest token is not a back-office token', async () => {
    const guest = await newGuest();
    const response = await ctx.app.inject({ url: `/api/shops/${shopId}/orders`, headers: bearer(guest.token) });
    expect(response.statusCode).toBe(401);
  });

  test('a guest’s order checks its token once (as a guest’s, not first refused as a user’s), then from memory', async () => {
    const guest = await newGuest();
    // jose checks the HMAC with WebCrypto: one call per verification made
    const hmacChecks = jest.spyOn(crypto.subtle, 'verify');
    // the two orders' events are awaited here, so none reaches a later test's subscriber (PostgreSQL delivers them
    // through LISTEN/NOTIFY, after the answers)
    const events: string[] = [];
    const stop = ctx.app.orderEvents.subscribe(shopId, (event) => events.push(event.orderId));
    try {
      const line = { product: product('Long Black').id, quantity: 1 };
      expect((await post(pickupAsap([line]), bearer(guest.token))).statusCode).toBe(201);
      expect(hmacChecks).toHaveBeenCalledTimes(1);
      expect((await post(pickupAsap([line]), bearer(guest.token))).statusCode).toBe(201);
      expect(hmacChecks).toHaveBeenCalledTimes(1);
      for (let waited = 0; events.length < 2 && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      expect(events).toHaveLength(2);
    } finally {
      stop();
      hmacChecks.mockRestore();
    }
  });

  test('a guest needs a name', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/guests', payload: { email: 'x@example.test' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/shops/:shopId/orders', () => {
  test('prices every line from the server’s menu (options × quantity) and answers the stored order', async () => {
    const events: OrderEvent[] = [];
    const stop = ctx.app.orderEvents.subscribe(shopId, (event) => events.push(event));
    const response = await post(
      pickupAsap([
        {
          product: product('Flat White').id,
          quantity: 2,
          options: [
            { option: 'size', values: ['large'] },
            { option: 'milk', values: ['oat'] },
            { option: 'shot', values: ['shot1'], quantity: 2 },
          ],
          notes: 'extra hot',
        },
        { product: product('Long Black').id, quantity: 1 },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const order = response.json().order as Order;
    // (550 + 80 + 80 + 2 × 70) × 2 = 1700; + 480 = 2180
    expect(order.total).toBe(2180);
    expect(order.totalPayment).toBe(2180);
    expect(order.status).toBe('pending');
    expect(order.origin).toBe('mobile-app');
    expect(order.pickupType).toBe('dynamic');
    expect(order.pickupTime).toBe(new Date(NOW.getTime() + 5 * 60_000).toISOString());
    expect(order.owner).toMatchObject({ _id: customer.id });
    expect(order.transactionResolution).toEqual({ isCashOrder: false, method: 'card' });
    expect(order.stripeChargeId).toMatch(/^ch_local_/);
    expect(order.lineItems[0]).toMatchObject({
      quantity: 2,
      notes: 'extra hot',
      product: { name: 'Flat White', price: 550, category: { name: 'Coffee' } },
    });
    expect(order.lineItems[0]?.config).toEqual([
      { option: { _id: 'size', name: 'Size' }, value: { name: 'Large', price: 80 } },
      { option: { _id: 'milk', name: 'Milk' }, value: [{ name: 'Oat', price: 80 }] },
      { option: { _id: 'shot', name: 'Extra shot' }, value: { name: '2 × Shot', price: 140 } },
    ]);
    // the same shape as the orders list
    const listed = await ctx.app.inject({
      url: withOptions(`/api/shops/${shopId}/orders?dateRange=year`, { populate: ['owner', 'promoCode'] }),
      headers: bearer(owner.token),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().orders.find((entry: Order) => entry._id === order._id)).toEqual(order);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(events.map((event) => [event.orderId, event.type, event.status])).toEqual([[order._id, 'order.created', 'pending']]);
  });

  test('a new order is answered from what its insert wrote, exactly as the orders list serves it (guest, voucher, delivery, icon)', async () => {
    // the answer is built from the insert's own RETURNING (store.ts), not read back after COMMIT: it must still be
    // the list's shape, field for field, with every populated part
    await ctx.db.query(`update products set icon = '{"icon":"coffee-cup"}'::jsonb where id = $1`, [product('Long Black').id]);
    const guest = await newGuest('Mere Guest');
    const response = await post(
      {
        orderType: 'delivery',
        origin: 'web',
        lineItems: [
          { product: product('Flat White').id, quantity: 2, options: [{ option: 'size', values: ['large'] }], notes: 'hot' },
          { product: product('Long Black').id, quantity: 1 },
        ],
        deliveryInfo: {
          address: { formatted_address: 'Te Papa, Cable Street, Wellington', location: { lat: -41.2906, lng: 174.7824 } },
          deliveryNotes: 'Front desk',
        },
        contactTracing: { name: 'Mere Guest', phone: '+64 21 555 0102' },
        notes: 'ring the bell',
        promoCode: 'FIVEOFF',
        payment: { method: 'card' },
      },
      bearer(guest.token),
    );
    expect(response.statusCode).toBe(201);
    const order = response.json().order as Order;
    expect(order.guestOwner).toMatchObject({ _id: guest.guestId, name: 'Mere Guest' });
    expect(order.promoCode).toMatchObject({ _id: 'promo-five', code: 'FIVEOFF' });
    expect(order.lineItems.map((line) => [line.product.name, line.product.icon ?? null])).toEqual([
      ['Flat White', null],
      ['Long Black', { icon: 'coffee-cup' }],
    ]);
    const listed = await ctx.app.inject({
      url: withOptions(`/api/shops/${shopId}/orders?dateRange=year`, { populate: ['owner', 'promoCode'] }),
      headers: bearer(owner.token),
    });
    expect(listed.json().orders.find((entry: Order) => entry._id === order._id)).toEqual(order);
  });

  test('a price in the body is refused (prices come from the server only)', async () => {
    const response = await post(pickupAsap([{ product: product('Flat White').id, quantity: 1, price: 1 }]));
    expect(response.statusCode).toBe(400);
  });

  test('a value that is not on the product’s option set is refused', async () => {
    const response = await post(
      pickupAsap([{ product: product('Flat White').id, quantity: 1, options: [{ option: 'milk', values: ['almond'] }] }]),
    );
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('Milk: that choice is not available for Flat White');
  });

  test('a shop that is not accepting orders refuses, and nothing changes', async () => {
    await ctx.db.query(`update shops set status = 'Active' where id = $1`, [shopId]);
    const before = await orderCount();
    const response = await post(pickupAsap([{ product: product('Muffin').id, quantity: 1 }]));
    await ctx.db.query(`update shops set status = 'accepting orders' where id = $1`, [shopId]);
    expect(response.statusCode).toBe(409);
    expect(message(response)).toBe('Harbourside is not taking orders right now');
    expect(await orderCount()).toBe(before);
  });

  test('a "pause until" refuses orders until its resume time, then the shop takes them by itself (orders/pause.ts)', async () => {
    const resumesAt = new Date(NOW.getTime() + 30 * 60_000);
    await ctx.db.query(`update shops set status = 'Active', orders_paused_until = $2 where id = $1`, [
      shopId,
      resumesAt.toISOString(),
    ]);
    try {
      const during = await post(pickupAsap([{ product: product('Muffin').id, quantity: 1 }]));
      expect(during.statusCode).toBe(409);
      clock = resumesAt;
      const after = await post(pickupAsap([{ product: product('Muffin').id, quantity: 1 }]));
      expect(after.statusCode).toBe(201);
      const [row] = await ctx.db.query<{ status: string; orders_paused_until: unknown }>(
        'select status, orders_paused_until from shops where id = $1',
        [shopId],
      );
      expect(row).toEqual({ status: 'accepting orders', orders_paused_until: null });
    } finally {
      await ctx.db.query(`update shops set status = 'accepting orders', orders_paused_until = null where id = $1`, [shopId]);
    }
  });

  test('closed: "We open at 7:00"', async () => {
    clock = nz('2026-03-02T05:30');
    const response = await post(pickupAsap([{ product: product('Long Black').id, quantity: 1 }]));
    expect(response.statusCode).toBe(422);
    expect(message(response)).toBe('We open at 7:00');
  });

  test('sold out: "Muffin is sold out", stock, voucher use and loyalty untouched', async () => {
    await setStock(product('Muffin').id, 0);
    await setLoyaltyPoints(ctx.db, shopId, customer.id, 7);
    const [promoBefore] = await ctx.db.query<{ times_used: number }>(
      `select times_used from promo_codes where id = 'promo-five'`,
    );
    const response = await post(
      pickupAsap(
        [
          { product: product('Flat White').id, quantity: 3 },
          { product: product('Muffin').id, quantity: 1 },
        ],
        { promoCode: 'fiveoff' },
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(message(response)).toBe('Muffin is sold out');
    expect(await stockOf(product('Muffin').id)).toBe(0);
    const [promoAfter] = await ctx.db.query<{ times_used: number }>(`select times_used from promo_codes where id = 'promo-five'`);
    expect(promoAfter?.times_used).toBe(promoBefore?.times_used);
    expect((await findLoyaltyCard(ctx.db, shopId, customer.id))?.points).toBe(7);
    await setStock(product('Muffin').id, 3);
  });

  test('stock is taken; asking for more than is left is refused', async () => {
    await setStock(product('Muffin').id, 3);
    const ok = await post(pickupAsap([{ product: product('Muffin').id, quantity: 2 }]));
    expect(ok.statusCode).toBe(201);
    expect(await stockOf(product('Muffin').id)).toBe(1);
    const tooMany = await post(pickupAsap([{ product: product('Muffin').id, quantity: 2 }]));
    expect(tooMany.statusCode).toBe(422);
    expect(message(tooMany)).toBe('Only 1 Muffin left');
    expect(await stockOf(product('Muffin').id)).toBe(1);
    await setStock(product('Muffin').id, 3);
  });

  test('a voucher takes its discount off, once per customer', async () => {
    const buyer = await createUser(ctx.db, { roles: ['consumer'] });
    const body = pickupAsap([{ product: product('Flat White').id, quantity: 2 }], { promoCode: 'FIVEOFF' });
    const first = await post(body, bearer(buyer.token));
    expect(first.statusCode).toBe(201);
    const order = first.json().order as Order;
    expect([order.total, order.totalPayment]).toEqual([1100, 600]);
    expect(order.promoCode).toMatchObject({ code: 'FIVEOFF' });
    const again = await post(body, bearer(buyer.token));
    expect(again.statusCode).toBe(422);
    expect(message(again)).toBe('You have already used the code FIVEOFF');
  });

  test('an unlimited voucher touches no counter; once the merchant sets a limit, the uses so far count', async () => {
    await ctx.db.query(
      `insert into promo_codes (id, shop_id, code, type, expiry, reward_config, target_users_config) values
       ('promo-open', $1, 'OPENHOUSE', 'discount', $2, '{"discountType":"fixed-cost","discount":1,"discountTargetType":"order","rewardTargetProducts":[],"minimumSpent":0}', '{"isStoreWide":true,"users":[],"usageLimit":0}')`,
      [shopId, nz('2026-04-01T00:00').toISOString()],
    );
    const use = async () => {
      const guest = await newGuest();
      return post(
        pickupAsap([{ product: product('Long Black').id, quantity: 1 }], { promoCode: 'OPENHOUSE' }),
        bearer(guest.token),
      );
    };
    for (let index = 0; index < 3; index += 1) expect((await use()).statusCode).toBe(201);
    const timesUsed = async () =>
      (await ctx.db.query<{ n: number }>(`select times_used as n from promo_codes where id = 'promo-open'`))[0]?.n;
    expect(await timesUsed()).toBe(0);
    await ctx.db.query(
      `update promo_codes set target_users_config = jsonb_set(target_users_config, '{usageLimit}', '4') where id = 'promo-open'`,
    );
    expect((await use()).statusCode).toBe(201);
    expect(await timesUsed()).toBe(4);
    const fifth = await use();
    expect(fifth.statusCode).toBe(422);
    expect(message(fifth)).toBe('The code OPENHOUSE has been used up');
  });

  test('kiosk orders: the kiosk’s surcharge, cash where allowed, another shop’s key refused', async () => {
    const cash = await post(
      { ...pickupAsap([{ product: product('Long Black').id, quantity: 2 }]), origin: 'kiosk', payment: { method: 'cash' } },
      { 'kiosk-key': kioskKey },
    );
    expect(cash.statusCode).toBe(201);
    const order = cash.json().order as Order;
    // 960 + 2 % surcharge (19.2 → 19)
    expect([order.total, order.totalPayment]).toEqual([960, 979]);
    expect(order.transactionResolution).toEqual({ isCashOrder: true, method: 'cash' });
    expect(order.userType).toBe('kiosk');

    const posCash = await post(
      {
        ...pickupAsap([{ product: product('Long Black').id, quantity: 1 }]),
        origin: 'kiosk',
        isPOSOrder: true,
        payment: { method: 'cash' },
      },
      { 'kiosk-key': posKey },
    );
    expect(posCash.statusCode).toBe(422);
    expect(message(posCash)).toBe('Cash payment is not available here. Please pay by card.');

    const webCash = await post({
      ...pickupAsap([{ product: product('Long Black').id, quantity: 1 }]),
      payment: { method: 'cash' },
    });
    expect(webCash.statusCode).toBe(422);

    const before = await orderCount();
    const foreign = await post({
      ...pickupAsap([{ product: product('Long Black').id, quantity: 1 }]),
      origin: 'kiosk',
      kioskKey: otherKioskKey,
    });
    expect(foreign.statusCode).toBe(403);
    expect(message(foreign)).toBe('This kiosk belongs to another shop.');
    const unknown = await post(
      { ...pickupAsap([{ product: product('Long Black').id, quantity: 1 }]), origin: 'kiosk' },
      { 'kiosk-key': 'nope' },
    );
    expect(unknown.statusCode).toBe(401);
    const noKey = await post({ ...pickupAsap([{ product: product('Long Black').id, quantity: 1 }]), origin: 'kiosk' });
    expect(noKey.statusCode).toBe(403);
    expect(await orderCount()).toBe(before);
  });

  test('no bearer and no kiosk key: 401', async () => {
    const response = await post(pickupAsap([{ product: product('Long Black').id, quantity: 1 }]), {});
    expect(response.statusCode).toBe(401);
  });

  test('guests order with their token; delivery adds its fee, dine-in needs a real table', async () => {
    const guest = await newGuest();
    const delivery = await post(
      {
        orderType: 'delivery',
        origin: 'web',
        lineItems: [{ product: product('Flat White').id, quantity: 2 }],
        deliveryInfo: {
          address: { formatted_address: 'Te Papa, Cable Street, Wellington', location: { lat: -41.2906, lng: 174.7824 } },
          deliveryNotes: 'Front desk',
        },
        payment: { method: 'card' },
      },
      bearer(guest.token),
    );
    expect(delivery.statusCode).toBe(201);
    const order = delivery.json().order as Order;
    expect([order.total, order.totalPayment]).toEqual([1100, 1600]);
    expect(order.guestOwner).toMatchObject({ _id: guest.guestId, name: 'Aroha Guest' });
    expect(order.deliveryInfo).toMatchObject({
      address: { formatted_address: 'Te Papa, Cable Street, Wellington' },
      deliveryNotes: 'Front desk',
    });

    const far = await post(
      {
        orderType: 'delivery',
        origin: 'web',
        lineItems: [{ product: product('Flat White').id, quantity: 2 }],
        deliveryInfo: { address: { formatted_address: 'Petone', location: { lat: -41.2267, lng: 174.8706 } } },
        payment: { method: 'card' },
      },
      bearer(guest.token),
    );
    expect(far.statusCode).toBe(422);
    expect(message(far)).toBe('That address is outside our 5 km delivery area');

    const dineIn = {
      orderType: 'dine-in',
      origin: 'web',
      lineItems: [{ product: product('Long Black').id, quantity: 1 }],
      payment: { method: 'card' },
    };
    expect((await post({ ...dineIn, table: '4' }, bearer(guest.token))).statusCode).toBe(201);
    const noTable = await post({ ...dineIn, table: '9' }, bearer(guest.token));
    expect(noTable.statusCode).toBe(422);
    expect(message(noTable)).toBe('There is no table 9 here');
  });

  test('a loyalty reward line is free only with `limit` points, and takes them', async () => {
    const member = await createUser(ctx.db, { roles: ['consumer'] });
    const body = pickupAsap([
      { product: product('Long Black').id, quantity: 1 },
      { product: product('Muffin').id, quantity: 1, reward: true },
    ]);
    await setLoyaltyPoints(ctx.db, shopId, member.id, 4);
    const short = await post(body, bearer(member.token));
    expect(short.statusCode).toBe(422);
    expect(message(short)).toBe('You need 5 points for a reward (you have 4)');
    await setLoyaltyPoints(ctx.db, shopId, member.id, 6);
    const ok = await post(body, bearer(member.token));
    expect(ok.statusCode).toBe(201);
    const order = ok.json().order as Order;
    expect(order.total).toBe(480);
    expect(order.lineItems[1]).toMatchObject({ reward: true });
    const card = await findLoyaltyCard(ctx.db, shopId, member.id);
    expect(card?.points).toBe(1);
    expect(order.rewardNumber).toBe(card?.reward_number);
    const guest = await newGuest();
    const guestReward = await post(body, bearer(guest.token));
    expect(guestReward.statusCode).toBe(422);
    expect(message(guestReward)).toBe('Please sign in to use your loyalty reward');
  });

  test('autoAccept and autoComplete move the order on by themselves (and completion earns points)', async () => {
    const member = await createUser(ctx.db, { roles: ['consumer'] });
    await ctx.db.query(
      `update shops set settings = jsonb_set(settings, '{orderingPreferences}', settings->'orderingPreferences' || '{"autoAccept":true}') where id = $1`,
      [shopId],
    );
    const accepted = await post(pickupAsap([{ product: product('Long Black').id, quantity: 1 }]), bearer(member.token));
    expect(accepted.json().order.status).toBe('accepted');
    await ctx.db.query(
      `update shops set settings = jsonb_set(settings, '{orderingPreferences}', settings->'orderingPreferences' || '{"autoComplete":true}') where id = $1`,
      [shopId],
    );
    const completed = await post(pickupAsap([{ product: product('Long Black').id, quantity: 3 }]), bearer(member.token));
    await ctx.db.query(
      `update shops set settings = jsonb_set(settings, '{orderingPreferences}', settings->'orderingPreferences' || '{"autoAccept":false,"autoComplete":false}') where id = $1`,
      [shopId],
    );
    expect(completed.json().order.status).toBe('completed');
    expect((await findLoyaltyCard(ctx.db, shopId, member.id))?.points).toBe(3); // loyalty type item: 3 items
  });

  test('Idempotency-Key: same key + same body → the same order once; a different body → 409', async () => {
    const key = randomUUID();
    const body = pickupAsap([{ product: product('Long Black').id, quantity: 1 }]);
    const first = await post(body, { ...bearer(customer.token), 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const before = await orderCount();
    const again = await post(body, { ...bearer(customer.token), 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().order._id).toBe(first.json().order._id);
    const different = await post({ ...body, notes: 'changed' }, { ...bearer(customer.token), 'idempotency-key': key });
    expect(different.statusCode).toBe(409);
    expect(await orderCount()).toBe(before);
    // the key belongs to its caller: another customer's same key is their own
    const other = await createUser(ctx.db, { roles: ['consumer'] });
    expect((await post(body, { ...bearer(other.token), 'idempotency-key': key })).statusCode).toBe(201);
  });
});

describe('concurrency', () => {
  test('50 parallel orders for the last 10 units → exactly 10', async () => {
    const [row] = await insertMenu(ctx.db, shopId, { Specials: [['Cronut', 600, 10]] }).then((m) => m.products);
    if (!row) throw new Error('menu');
    const guests = await Promise.all(Array.from({ length: 50 }, (_, index) => newGuest(`Guest ${index}`)));
    const responses = await Promise.all(
      guests.map((guest) => post(pickupAsap([{ product: row.id, quantity: 1 }]), bearer(guest.token))),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 422)).toHaveLength(40);
    expect(await stockOf(row.id)).toBe(0);
    const [count] = await ctx.db.query<{ n: number }>(
      `select coalesce(sum(quantity), 0)::int as n from order_line_items where product_id = $1`,
      [row.id],
    );
    expect(count?.n).toBe(10);
  });

  test('50 parallel uses of a voucher with usage limit 5 → exactly 5', async () => {
    const guests = await Promise.all(Array.from({ length: 50 }, (_, index) => newGuest(`Voucher ${index}`)));
    const responses = await Promise.all(
      guests.map((guest) =>
        post(pickupAsap([{ product: product('Long Black').id, quantity: 1 }], { promoCode: 'FIRST5' }), bearer(guest.token)),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    expect(responses.filter((response) => response.statusCode === 422).map(message)).toContain(
      'The code FIRST5 has been used up',
    );
    const [row] = await ctx.db.query<{ times_used: number; n: number }>(
      `select times_used, (select count(*)::int from orders where promo_code_id = 'promo-limited') as n from promo_codes where id = 'promo-limited'`,
    );
    expect(row).toEqual({ times_used: 5, n: 5 });
  });

  test('20 parallel orders for one shop all show up in its report totals (roll-up deltas, before and after folding)', async () => {
    const busyShop = await createShop(ctx.db, owner.id, 'Rush Hour', {
      ...SETTINGS,
      orderingPreferences: { preparationTime: 5, feePercent: 15, autoAccept: true }, // accepted = counted as a sale
    });
    await ctx.db.query(`update shops set status = 'accepting orders' where id = $1`, [busyShop]);
    const [flatWhite] = (await insertMenu(ctx.db, busyShop, { Coffee: [['Flat White', 550, 1000]] })).products;
    if (!flatWhite) throw new Error('menu');
    const guests = await Promise.all(Array.from({ length: 20 }, (_, index) => newGuest(`Rush ${index}`)));
    const responses = await Promise.all(
      guests.map((guest, index) =>
        post(pickupAsap([{ product: flatWhite.id, quantity: 1 + (index % 3) }]), bearer(guest.token), busyShop),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201));
    const orders = responses.map((response) => response.json().order as Order);
    const expected = {
      orders: 20,
      gross: orders.reduce((sum, order) => sum + order.totalPayment, 0),
      quantity: orders.reduce((sum, order) => sum + order.lineItems.reduce((lines, line) => lines + line.quantity, 0), 0),
    };
    expect(expected.quantity).toBe(7 * 1 + 7 * 2 + 6 * 3);
    const day = venueDayRange(NOW);
    const range = `start=${encodeURIComponent(day.start)}&end=${encodeURIComponent(day.end)}`;
    const read = async (path: string, options?: unknown) => {
      const url = `/api/shops/${busyShop}/${path}?${range}`;
      const response = await ctx.app.inject({
        method: 'GET',
        url: options ? withOptions(url, options) : url,
        headers: bearer(owner.token),
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const figures = async () => {
      const sales = (await read('reports', { type: 'sales' })) as { rows: { orders: number; total: number }[] };
      const hours = (await read('sales-per-hour-report')) as { result: { count: number; totalAmount: number }[] };
      const products = (await read('most-sold-products-report')) as { data: { count: number }[] };
      return {
        daily: {
          orders: sales.rows.reduce((n, row) => n + row.orders, 0),
          gross: sales.rows.reduce((n, row) => n + row.total, 0),
        },
        hourly: {
          orders: hours.result.reduce((n, row) => n + row.count, 0),
          gross: hours.result.reduce((n, row) => n + row.totalAmount, 0),
        },
        quantity: products.data.reduce((n, row) => n + row.count, 0),
      };
    };
    const want = {
      daily: { orders: expected.orders, gross: expected.gross },
      hourly: { orders: expected.orders, gross: expected.gross },
      quantity: expected.quantity,
    };
    expect(await figures()).toEqual(want);
    await foldReportRollups(ctx.db); // (the app's minute sweep may have folded some already)
    expect(await figures()).toEqual(want);
  });

  test('20 parallel retries with one Idempotency-Key → one order', async () => {
    const key = randomUUID();
    const body = pickupAsap([{ product: product('Flat White').id, quantity: 1 }]);
    const before = await orderCount();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(body, { ...bearer(customer.token), 'idempotency-key': key })),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(19);
    expect(new Set(responses.map((response) => response.json().order._id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });
});
