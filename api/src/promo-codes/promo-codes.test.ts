import type { PromoCode } from '@backoffice/contracts';
import { createMenuFixture } from '../menu/fixtures';
import { bearer, createShop, createTestContext, createUser, message, type TestContext, type TestUser } from '../test/app';
import { insertOrder } from '../test/orders';

const NOW = new Date('2026-05-10T02:00:00.000Z');
let ctx: TestContext;
let owner: TestUser;
let shopId: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  owner = await createUser(ctx.db);
  shopId = await createShop(ctx.db, owner.id);
});
afterAll(async () => {
  await ctx.close();
});

const create = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/shops/${shopId}/promo-code`, headers: bearer(owner.token), payload });
const list = async () =>
  (
    (await ctx.app.inject({ url: `/api/shops/${shopId}/promo-codes`, headers: bearer(owner.token) })).json() as {
      promoCodes: PromoCode[];
      count: number;
    }
  ).promoCodes;

test('an empty body gets the spec 001 §4 defaults and a generated code', async () => {
  const response = await create({ code: '' });
  expect(response.statusCode).toBe(201);
  const { promoCode } = response.json() as { promoCode: PromoCode };
  expect(promoCode.code).toMatch(/^[A-Z2-9]{8}$/);
  expect(promoCode).toMatchObject({
    type: 'discount',
    status: 'active',
    expiry: '2026-05-11T02:00:00.000Z',
    rewardConfig: {
      discountType: 'fixed-cost',
      discount: 1,
      minimumSpent: 10,
      discountTargetType: 'order',
      rewardTargetProducts: [],
    },
    targetUsersConfig: { isStoreWide: true, users: [], usageLimit: 0 },
  });
});

test('codes are unique per shop, case-insensitively (409), and free in another shop', async () => {
  expect((await create({ code: 'Summer5' })).statusCode).toBe(201);
  const again = await create({ code: 'SUMMER5' });
  expect(again.statusCode).toBe(409);
  expect(message(again)).toMatch(/already used/);
  const otherShop = await createShop(ctx.db, owner.id);
  const elsewhere = await ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${otherShop}/promo-code`,
    headers: bearer(owner.token),
    payload: { code: 'summer5' },
  });
  expect(elsewhere.statusCode).toBe(201);
});

test.each([
  ['free product on the whole order', { code: 'F1', type: 'free-product', discountTargetType: 'order' }, /selected products/],
  [
    'products target without products',
    { code: 'F2', discountTargetType: 'products', rewardTargetProducts: [] },
    /at least one product/,
  ],
  ['percentage over 100', { code: 'F3', discountType: 'percentage', discount: 150 }, /100/],
  ['zero discount', { code: 'F4', discount: 0 }, /more than 0/],
  ['negative minimum spend', { code: 'F5', minimumSpent: -1 }, /^Minimum spend must be 0 or more$/],
  ['selected customers without any', { code: 'F6', isStoreWide: false, users: [] }, /customer/],
  ['unknown field', { code: 'F7', colour: 'red' }, /Unknown field/],
  ['bad code characters', { code: 'no spaces' }, /Code may hold/],
  [
    'a product of another shop',
    { code: 'F8', type: 'free-product', discountTargetType: 'products', rewardTargetProducts: ['nope'] },
    /^Products include one that is not on this shop’s menu/,
  ],
])('%s → 4xx with a message, nothing stored', async (_label, payload, pattern) => {
  const before = (await list()).length;
  const response = await create(payload);
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(message(response)).toMatch(pattern);
  expect((await list()).length).toBe(before);
});

test('a free-product code targets products of the shop; PUT takes promoCodeInfo as JSON text', async () => {
  const fixture = await createMenuFixture(ctx.app, owner.token, shopId, 'Cakes');
  const response = await create({
    code: 'FREECAKE',
    type: 'free-product',
    discountTargetType: 'products',
    rewardTargetProducts: [fixture.productId],
  });
  expect(response.statusCode).toBe(201);
  const { promoCode } = response.json() as { promoCode: PromoCode };
  expect(promoCode.rewardConfig).toMatchObject({ discount: 0, rewardTargetProducts: [fixture.productId] });
  const put = await ctx.app.inject({
    method: 'PUT',
    url: `/api/promo-codes/${promoCode._id}`,
    headers: bearer(owner.token),
    payload: { promoCodeInfo: JSON.stringify({ minimumSpent: 25, usageLimit: 3 }) },
  });
  expect(put.statusCode).toBe(200);
  expect((put.json() as { promoCode: PromoCode }).promoCode).toMatchObject({
    code: 'FREECAKE',
    rewardConfig: { minimumSpent: 25 },
    targetUsersConfig: { usageLimit: 3 },
  });
});

test('status: expired after expiry, used up when orders reached the usage limit, active otherwise', async () => {
  // a code is never created expired (see below): this one ran out since
  const old = (await create({ code: 'OLD' })).json() as { promoCode: PromoCode };
  await ctx.db.query(`update promo_codes set expiry = '2026-05-10T01:59:00.000Z' where id = $1`, [old.promoCode._id]);
  const once = (await create({ code: 'ONCE', usageLimit: 1 })).json() as { promoCode: PromoCode };
  expect(once.promoCode.status).toBe('active');
  await insertOrder(ctx.db, {
    shopId,
    createdAt: '2026-05-09T00:00:00.000Z',
    status: 'completed',
    lines: [{ productId: null, productName: 'Thing', quantity: 1, unitPrice: 1500 }],
  });
  await ctx.db.query(`update orders set promo_code_id = $1 where shop_id = $2`, [once.promoCode._id, shopId]);
  const statuses = Object.fromEntries((await list()).map((promo) => [promo.code, promo.status]));
  expect(statuses).toMatchObject({ OLD: 'expired', ONCE: 'used up', Summer5: 'active' });
  // the Used column: times redeemed
  const used = Object.fromEntries((await list()).map((promo) => [promo.code, promo.timesUsed]));
  expect(used).toMatchObject({ OLD: 0, ONCE: 1, Summer5: 0 });
});

describe('expiry in the future (spec 001 §4: never created already expired)', () => {
  const put = (id: string, info: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/promo-codes/${id}`,
      headers: bearer(owner.token),
      payload: { promoCodeInfo: JSON.stringify(info) },
    });
  const row = async (id: string) =>
    (await ctx.db.query('select code, expiry, reward_config from promo_codes where id = $1', [id]))[0];

  test.each([
    ['a minute ago', '2026-05-10T01:59:00.000Z'],
    ['this very instant', NOW.toISOString()],
  ])('create with an expiry %s → 400 with a message, nothing stored', async (_label, expiry) => {
    const before = (await list()).length;
    const response = await create({ code: 'PAST1', expiry });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('Expiry must be in the future');
    expect((await list()).length).toBe(before);
  });

  test('edit to a past expiry → 400, nothing changed; an edit that leaves an expiry alone is not refused for it', async () => {
    const { promoCode } = (await create({ code: 'LATER', expiry: '2026-06-01T00:00:00.000Z' })).json() as {
      promoCode: PromoCode;
    };
    const stored = await row(promoCode._id);
    const refused = await put(promoCode._id, { expiry: '2026-05-01T00:00:00.000Z', discount: 5 });
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toBe('Expiry must be in the future');
    expect(await row(promoCode._id)).toEqual(stored);
    // a code that has run out since can still be renamed without moving its expiry
    await ctx.db.query(`update promo_codes set expiry = '2026-05-09T00:00:00.000Z' where id = $1`, [promoCode._id]);
    const renamed = await put(promoCode._id, { code: 'LATER2' });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as { promoCode: PromoCode }).promoCode).toMatchObject({ code: 'LATER2', status: 'expired' });
    // and given a new future expiry, it is active again
    const extended = await put(promoCode._id, { expiry: '2026-07-01T00:00:00.000Z' });
    expect(extended.statusCode).toBe(200);
    expect((extended.json() as { promoCode: PromoCode }).promoCode.status).toBe('active');
  });
});

test('delete removes the code but not the discount already applied to an order', async () => {
  const { promoCode } = (await create({ code: 'GONE' })).json() as { promoCode: PromoCode };
  const orderId = await insertOrder(ctx.db, {
    shopId,
    createdAt: '2026-05-09T00:00:00.000Z',
    status: 'completed',
    totalPayment: 900,
    lines: [{ productId: null, productName: 'Thing', quantity: 1, unitPrice: 1000 }],
  });
  await ctx.db.query('update orders set promo_code_id = $1 where id = $2', [promoCode._id, orderId]);
  const response = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/promo-codes/${promoCode._id}`,
    headers: bearer(owner.token),
  });
  expect(response.json()).toEqual({ message: 'Promo code delete successful' });
  const [order] = await ctx.db.query<{ total: number; total_payment: number }>(
    'select total, total_payment from orders where id = $1',
    [orderId],
  );
  expect(order).toEqual({ total: 1000, total_payment: 900 });
  expect((await list()).some((promo) => promo.code === 'GONE')).toBe(false);
});
