import { randomUUID } from 'node:crypto';
import type { Order } from '@backoffice/contracts';
import { statementName } from '../../db/prepared';
import type { ShopSettings } from '../../shops/settings';
import { bearer, createShop, createTestContext, createUser, type TestContext, withOptions } from '../../test/app';
import { insertMenu, type TestMenu } from '../../test/orders';
import { type StoreResult, storeOrder, storeSql } from './store';

/**
 * The store statement is prepared per shape of order (store.ts `storeSql`: stock taken or not × no voucher, a
 * voucher, a voucher with a usage limit) and the context read per voucher code or not, so a plan holds only the parts
 * its order needs. Every shape must still do all the one statement did: answer the order as the orders list serves
 * it, take the stock, count a limited voucher and record its use, and — for the shapes that can refuse — refuse with
 * nothing changed. On PGlite the texts run unnamed; on PostgreSQL each is its own prepared statement (CI runs both).
 */

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createUser>>;
let shopId: string;
let menu: TestMenu;

type VoucherKind = 'none' | 'open' | 'limited';
const CODES: Record<Exclude<VoucherKind, 'none'>, string> = { open: 'OPENDOOR', limited: 'FEWLEFT' };

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.db, { roles: ['merchant'] });
  shopId = await createShop(ctx.db, owner.id, 'Variants Café', {
    openingHours: { twentyFourSeven: true, openingDays: [] },
    pickup: { enabled: true, allowASAP: true, type: 'same-day' },
  } as ShopSettings);
  await ctx.db.query(`update shops set status = 'accepting orders' where id = $1`, [shopId]);
  menu = await insertMenu(ctx.db, shopId, {
    Coffee: [
      ['Flat White', 550],
      ['Long Black', 450, 100],
      ['Mocha', 600, 1],
    ],
  });
  // $1 off both; the limited one may be used 4 times in all
  await ctx.db.query(
    `insert into promo_codes (id, shop_id, code, type, expiry, reward_config, target_users_config) values
     ('variant-open', $1, $2, 'discount', now() + interval '1 day',
      '{"discountType":"fixed-cost","discount":1,"discountTargetType":"order","rewardTargetProducts":[],"minimumSpent":0}',
      '{"isStoreWide":true,"users":[],"usageLimit":0}'),
     ('variant-limited', $1, $3, 'discount', now() + interval '1 day',
      '{"discountType":"fixed-cost","discount":1,"discountTargetType":"order","rewardTargetProducts":[],"minimumSpent":0}',
      '{"isStoreWide":true,"users":[],"usageLimit":4}')`,
    [shopId, CODES.open, CODES.limited],
  );
});

afterAll(async () => {
  await ctx.close();
});

const product = (name: string) => {
  const found = menu.products.find((entry) => entry.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found.id;
};

async function place(productName: string, quantity: number, voucher: VoucherKind) {
  // a voucher is once per customer: each order has its own
  const customer = await createUser(ctx.db, { roles: ['consumer'] });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${shopId}/orders`,
    headers: bearer(customer.token),
    payload: {
      orderType: 'pickup',
      origin: 'mobile-app',
      pickupType: 'dynamic',
      lineItems: [{ product: product(productName), quantity }],
      ...(voucher === 'none' ? {} : { promoCode: CODES[voucher] }),
      payment: { method: 'card' },
    },
  });
}

/** The store statement alone (what placeOrder sends with COMMIT), for an order of `quantity` × one product. */
async function store(productName: string, quantity: number, voucher: VoucherKind): Promise<StoreResult> {
  const customer = await createUser(ctx.db, { roles: ['consumer'] });
  const found = menu.products.find((entry) => entry.name === productName);
  if (!found) throw new Error(`no ${productName}`);
  const total = found.price * quantity;
  // a refusal ends the transaction with an error, as placeOrder's does (so PGlite rolls back too)
  class Refused extends Error {
    constructor(readonly result: StoreResult) {
      super('refused');
    }
  }
  return ctx.db
    .transaction(async (tx) => {
      const result = await storeOrder(
        tx,
        {
          order: {
            id: randomUUID(),
            shopId,
            ownerId: customer.id,
            guestOwnerId: null,
            userType: 'user',
            kioskId: null,
            status: 'pending',
            orderType: 'pickup',
            origin: 'mobile-app',
            isPosOrder: false,
            pickupType: 'dynamic',
            pickupTime: null,
            total,
            totalPayment: total,
            promoCodeId: voucher === 'none' ? null : `variant-${voucher}`,
            rewardNumber: null,
            notes: null,
            contactTracing: null,
            deliveryInfo: null,
            serving: null,
            transactionResolution: { isCashOrder: false, method: 'card' },
            chargeId: null,
            discount: 0,
            surcharge: 0,
            deliveryFee: 0,
            loyaltyDiscount: 0,
            createdAt: new Date(),
          },
          lines: [
            {
              productId: found.id,
              productName: found.name,
              categoryName: found.categoryName,
              quantity,
              unitPrice: found.price,
              optionsPrice: 0,
              lineTotal: total,
              isUpsell: false,
              isReward: false,
              notes: null,
              config: [],
            },
          ],
          stock: productName === 'Flat White' ? [] : [{ productId: found.id, quantity }],
          voucher:
            voucher === 'none'
              ? null
              : { id: `variant-${voucher}`, limited: voucher === 'limited', userId: customer.id, guestId: null },
          idempotency: null,
        },
        true,
      );
      if (!result.ok) throw new Refused(result);
      return result;
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return error.result;
      throw error;
    });
}

async function listed(orderId: string): Promise<Order | undefined> {
  const response = await ctx.app.inject({
    url: withOptions(`/api/shops/${shopId}/orders?dateRange=year`, { populate: ['owner', 'promoCode'] }),
    headers: bearer(owner.token),
  });
  expect(response.statusCode).toBe(200);
  return (response.json().orders as Order[]).find((entry) => entry._id === orderId);
}

interface Counts {
  stock: Record<string, number>;
  limitedUses: number;
  redemptions: number;
  orders: number;
}

async function counts(): Promise<Counts> {
  const stock = await ctx.db.query<{ name: string; stock: number }>('select name, stock from products where shop_id = $1', [
    shopId,
  ]);
  const [row] = await ctx.db.query<{ limited_uses: number; redemptions: number; orders: number }>(
    `select (select times_used from promo_codes where id = 'variant-limited') as limited_uses,
            (select count(*)::int from promo_code_redemptions r join promo_codes c on c.id = r.promo_code_id
             where c.shop_id = $1) as redemptions,
            (select count(*)::int from orders where shop_id = $1) as orders`,
    [shopId],
  );
  return {
    stock: Object.fromEntries(stock.map((entry) => [entry.name, entry.stock])),
    limitedUses: row?.limited_uses ?? -1,
    redemptions: row?.redemptions ?? -1,
    orders: row?.orders ?? -1,
  };
}

test('each shape of order has its own prepared text and name; a limit without a voucher is the plain shape', () => {
  const shapes = [false, true].flatMap((stock) =>
    [
      { voucher: false, limited: false },
      { voucher: true, limited: false },
      { voucher: true, limited: true },
    ].map((voucher) => ({ stock, ...voucher })),
  );
  const texts = shapes.map((shape) => storeSql(shape));
  expect(new Set(texts).size).toBe(6);
  expect(new Set(texts.map(statementName)).size).toBe(6);
  expect(texts.map(statementName)).not.toContain(null);
  expect(storeSql({ stock: true, voucher: false, limited: true })).toBe(
    storeSql({ stock: true, voucher: false, limited: false }),
  );
  // the parts an order does not need are not in its plan at all
  expect(storeSql({ stock: false, voucher: false, limited: false })).not.toMatch(
    /update products|update promo_codes|promo_code_redemptions \(/,
  );
  expect(storeSql({ stock: true, voucher: true, limited: true })).toMatch(
    /update products[\s\S]*update promo_codes[\s\S]*insert into promo_code_redemptions/,
  );
});

describe.each([
  ['no stock taken', 'Flat White', false],
  ['stock taken', 'Long Black', true],
] as const)('%s', (_label, productName, stocked) => {
  test.each(['none', 'open', 'limited'] as const)(
    'voucher %s: placed, answered as listed, stock and voucher use recorded',
    async (voucher) => {
      const before = await counts();
      const response = await place(productName, 2, voucher);
      expect(response.statusCode).toBe(201);
      const order = response.json().order as Order;
      expect(order.lineItems.map((line) => [line.product._id, line.quantity])).toEqual([[product(productName), 2]]);
      // $1 off with a voucher (in cents)
      expect(order.totalPayment).toBe(order.total - (voucher === 'none' ? 0 : 100));
      // populated (the intake answers with everything populated)
      const promo = typeof order.promoCode === 'string' ? order.promoCode : (order.promoCode?._id ?? null);
      expect(promo).toBe(voucher === 'none' ? null : `variant-${voucher}`);
      expect(await listed(order._id)).toEqual(order);
      const after = await counts();
      expect(after.stock).toEqual({
        ...before.stock,
        ...(stocked ? { [productName]: (before.stock[productName] ?? 0) - 2 } : {}),
      });
      expect(after.limitedUses - before.limitedUses).toBe(voucher === 'limited' ? 1 : 0);
      expect(after.redemptions - before.redemptions).toBe(voucher === 'none' ? 0 : 1);
      expect(after.orders - before.orders).toBe(1);
    },
  );

  test.each(['none', 'open', 'limited'] as const)(
    'voucher %s: the statement refuses what it cannot take, changing nothing',
    async (voucher) => {
      // the rules refuse these before the statement runs; here the statement meets them itself, as it does when a
      // concurrent order took the last unit or use between the read and the write
      const [{ times_used: used } = { times_used: 0 }] = await ctx.db.query<{ times_used: number }>(
        `select times_used from promo_codes where id = 'variant-limited'`,
      );
      // without stock, only the limited voucher can stop the order: all its uses gone
      await ctx.db.query(`update promo_codes set times_used = $1 where id = 'variant-limited'`, [stocked ? used : 4]);
      const before = await counts();
      const result = await store(stocked ? 'Mocha' : 'Flat White', 2, voucher);
      if (stocked) expect(result).toEqual({ ok: false, reason: 'sold-out', productId: product('Mocha') });
      else if (voucher === 'limited') expect(result).toEqual({ ok: false, reason: 'voucher-used-up' });
      else expect(result.ok).toBe(true);
      if (!result.ok) expect(await counts()).toEqual(before);
      await ctx.db.query(`update promo_codes set times_used = $1 where id = 'variant-limited'`, [used]);
    },
  );
});
