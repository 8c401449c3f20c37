import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '../../auth/authenticate';
import { bearer, createShop, createTestContext, createUser, message, type TestContext } from '../../test/app';
import { insertMenu, type TestMenu } from '../../test/orders';
import { type StoreInput, type StoreResult, storeOrder } from './store';

/**
 * Intake speed: an order is two flights on PostgreSQL — BEGIN + Idempotency-Key lock + the context read
 * (which also checks the customer's token), then the store statement + COMMIT. For that, the store statement must
 * refuse by raising (migration 032: a success is committed with it, so a refusal may not be an answer row), and the
 * token check must be part of the context read. These tests hold both on PGlite and PostgreSQL.
 */

const NOW = new Date('2026-03-01T22:00:00Z');
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createUser>>;
let shopId: string;
let menu: TestMenu;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  owner = await createUser(ctx.db, { roles: ['merchant'] });
  const settings = { openingHours: { twentyFourSeven: true, openingDays: [] }, pickup: { enabled: true, allowASAP: true } };
  shopId = await createShop(ctx.db, owner.id, 'One Flight Café', settings);
  await ctx.db.query(`update shops set status = 'accepting orders' where id = $1`, [shopId]);
  menu = await insertMenu(ctx.db, shopId, {
    Food: [
      ['Muffin', 450, 2],
      ['Scone', 500, 5],
    ],
  });
  await ctx.db.query(
    `insert into promo_codes (id, shop_id, code, type, expiry, reward_config, target_users_config, times_used) values
     ('p-one', $1, 'ONE', 'discount', '2026-04-01T00:00:00Z', '{"discountType":"fixed-cost","discount":1,"discountTargetType":"order","rewardTargetProducts":[],"minimumSpent":0}', '{"isStoreWide":true,"users":[],"usageLimit":1}', 1)`,
    [shopId],
  );
});

afterAll(async () => {
  await ctx.close();
});

const product = (name: string) => {
  const found = menu.products.find((entry) => entry.name === name);
  if (!found) throw new Error(name);
  return found;
};

/** A store statement's input for one line of `name` × quantity, as placeOrder builds it. */
function storeInput(name: string, quantity: number, voucher: StoreInput['voucher'] = null): StoreInput {
  const { id, price, categoryName } = product(name);
  return {
    order: {
      id: randomUUID(),
      shopId,
      ownerId: null,
      guestOwnerId: null,
      userType: 'kiosk',
      kioskId: null,
      status: 'pending',
      orderType: 'pickup',
      origin: 'kiosk',
      isPosOrder: false,
      pickupType: 'dynamic',
      pickupTime: NOW,
      total: price * quantity,
      totalPayment: price * quantity,
      promoCodeId: voucher?.id ?? null,
      rewardNumber: null,
      notes: null,
      contactTracing: null,
      deliveryInfo: null,
      serving: null,
      transactionResolution: { isCashOrder: true, method: 'cash' },
      chargeId: null,
      discount: 0,
      surcharge: 0,
      deliveryFee: 0,
      loyaltyDiscount: 0,
      createdAt: NOW,
    },
    lines: [
      {
        productId: id,
        productName: name,
        categoryName,
        quantity,
        unitPrice: price,
        optionsPrice: 0,
        lineTotal: price * quantity,
        isUpsell: false,
        isReward: false,
        notes: null,
        config: [],
      },
    ],
    stock: [{ productId: id, quantity }],
    voucher,
    idempotency: null,
  };
}

async function snapshot() {
  const [row] = await ctx.db.query<{ orders: number; muffins: number; scones: number; used: number; events: number }>(
    `select (select count(*)::int from orders where shop_id = $1) as orders,
            (select stock from products where id = $2) as muffins, (select stock from products where id = $3) as scones,
            (select times_used from promo_codes where id = 'p-one') as used,
            (select count(*)::int from order_events where shop_id = $1) as events`,
    [shopId, product('Muffin').id, product('Scone').id],
  );
  return row;
}

/** The store statement as placeOrder runs it: last in its transaction, which a refusal then ends by throwing. */
async function storeRefused(input: StoreInput): Promise<StoreResult | null> {
  let result: StoreResult | null = null;
  await expect(
    ctx.db.transaction(async (tx) => {
      result = await storeOrder(tx, input, true);
      throw new Error('not stored');
    }),
  ).rejects.toThrow('not stored');
  return result;
}

describe('the store statement, sent with COMMIT, refuses by raising', () => {
  test('stock gone since the read: sold out, naming the product; nothing written', async () => {
    const before = await snapshot();
    const result = await storeRefused(storeInput('Muffin', 3));
    expect(result).toEqual({ ok: false, reason: 'sold-out', productId: product('Muffin').id });
    expect(await snapshot()).toEqual(before);
  });

  test('a limited voucher used up since the read: used up; its stock taken back; nothing written', async () => {
    const before = await snapshot();
    const voucher = { id: 'p-one', limited: true, userId: null, guestId: null };
    const result = await storeRefused(storeInput('Scone', 1, voucher));
    expect(result).toEqual({ ok: false, reason: 'voucher-used-up' });
    expect(await snapshot()).toEqual(before);
  });

  test('a success is committed with the statement: the order, its stock and its event are there, and the handle is finished', async () => {
    const before = await snapshot();
    const input = storeInput('Muffin', 2);
    let afterwards: unknown = null;
    const result = await ctx.db.transaction(async (tx) => {
      const stored = await storeOrder(tx, input, true);
      afterwards = await tx.query('select 1').catch((error: Error) => error.message);
      return stored;
    });
    expect(result.ok && result.order.row.id).toBe(input.order.id);
    expect(afterwards).toBe('This transaction has already finished; its handle cannot be used any more');
    expect(await snapshot()).toEqual({
      ...before,
      orders: (before?.orders ?? 0) + 1,
      muffins: 0,
      events: (before?.events ?? 0) + 1,
    });
  });

  test('through the route: the raised refusal is the customer’s message, exact', async () => {
    const customer = await createUser(ctx.db, { roles: ['consumer'] });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/shops/${shopId}/orders`,
      payload: {
        orderType: 'pickup',
        origin: 'mobile-app',
        pickupType: 'dynamic',
        lineItems: [{ product: product('Scone').id, quantity: 1 }],
        promoCode: 'ONE',
        payment: { method: 'card' },
      },
      headers: bearer(customer.token),
    });
    expect(response.statusCode).toBe(422);
    expect(message(response)).toBe('The code ONE has been used up');
  });
});

describe('the customer’s token is checked by the context read (no read of its own)', () => {
  const order = () => ({
    orderType: 'pickup',
    origin: 'mobile-app',
    pickupType: 'dynamic',
    lineItems: [{ product: product('Scone').id, quantity: 1 }],
    payment: { method: 'card' },
  });
  const post = (token: string, shop = shopId, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/shops/${shop}/orders`,
      payload: order(),
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    });

  test('a token whose version was moved on (password changed) is refused 401, and nothing is stored', async () => {
    const customer = await createUser(ctx.db, { roles: ['consumer'] });
    expect((await post(customer.token, shopId, 'before-revoke')).statusCode).toBe(201);
    await ctx.db.query('update users set token_version = token_version + 1 where id = $1', [customer.id]);
    const before = await snapshot();
    const refused = await post(customer.token);
    expect(refused.statusCode).toBe(401);
    expect(message(refused)).toBe(AUTH_MESSAGES.revoked);
    // a replay of a key the customer used before is refused too: the token is checked before the key
    const replay = await post(customer.token, shopId, 'before-revoke');
    expect(replay.statusCode).toBe(401);
    expect(message(replay)).toBe(AUTH_MESSAGES.revoked);
    expect(await snapshot()).toEqual(before);
  });

  test('a token of a user that no longer exists is refused 401', async () => {
    const customer = await createUser(ctx.db, { roles: ['consumer'] });
    await ctx.db.query('delete from users where id = $1', [customer.id]);
    const refused = await post(customer.token);
    expect(refused.statusCode).toBe(401);
    expect(message(refused)).toBe(AUTH_MESSAGES.invalid);
  });

  test('on a shop that does not exist the token is still checked first (401, not 404)', async () => {
    const customer = await createUser(ctx.db, { roles: ['consumer'] });
    await ctx.db.query('update users set token_version = token_version + 1 where id = $1', [customer.id]);
    const refused = await post(customer.token, 'no-such-shop');
    expect(refused.statusCode).toBe(401);
    expect(message(refused)).toBe(AUTH_MESSAGES.revoked);
    const valid = await createUser(ctx.db, { roles: ['consumer'] });
    expect((await post(valid.token, 'no-such-shop')).statusCode).toBe(404);
  });
});
