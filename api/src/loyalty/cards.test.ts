import { createShop, createTestContext, createUser, type TestContext } from '../test/app';
import { insertMenu, insertOrder } from '../test/orders';
import { awardLoyaltyPointsForOrder, claimLoyaltyReward, ensureLoyaltyCard, findLoyaltyCard, setLoyaltyPoints } from './cards';

let ctx: TestContext;
let shopId: string;
let customerId: string;
let menu: Awaited<ReturnType<typeof insertMenu>>;

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await createUser(ctx.db);
  customerId = (await createUser(ctx.db, { roles: ['consumer'] })).id;
  shopId = await createShop(ctx.db, owner.id, 'Loyal Café');
  menu = await insertMenu(ctx.db, shopId, { Coffee: [['Flat White', 550]], Food: [['Muffin', 450]] });
});

afterAll(async () => {
  await ctx.close();
});

describe('loyalty cards', () => {
  test('one card per customer and shop, with a 10-digit reward number', async () => {
    const [a, b] = await Promise.all([
      ensureLoyaltyCard(ctx.db, shopId, customerId),
      ensureLoyaltyCard(ctx.db, shopId, customerId),
    ]);
    expect(a.id).toBe(b.id);
    expect(a.reward_number).toMatch(/^\d{10}$/);
    expect(a.points).toBe(0);
  });

  test('completion earns per the shop’s type, once per order', async () => {
    const [coffee, muffin] = menu.products;
    if (!coffee || !muffin) throw new Error('menu');
    await setLoyaltyPoints(ctx.db, shopId, customerId, 0);
    const orderId = await insertOrder(ctx.db, {
      shopId,
      ownerId: customerId,
      createdAt: '2026-03-02T01:00:00.000Z',
      status: 'completed',
      lines: [
        { productId: coffee.id, productName: coffee.name, quantity: 2, unitPrice: 550 },
        { productId: muffin.id, productName: muffin.name, quantity: 1, unitPrice: 450 },
        { productId: coffee.id, productName: coffee.name, quantity: 1, unitPrice: 550, isReward: true },
      ],
    });
    const settings = { enabled: true, type: 'item-in-category' as const, itemCategories: [coffee.categoryId], limit: 3 };
    const earned = await Promise.all([
      awardLoyaltyPointsForOrder(ctx.db, orderId, settings),
      awardLoyaltyPointsForOrder(ctx.db, orderId, settings),
    ]);
    expect(earned.sort()).toEqual([0, 2]);
    expect((await findLoyaltyCard(ctx.db, shopId, customerId))?.points).toBe(2);
  });

  test('a reward needs `limit` points and takes them; parallel claims never spend the same points twice', async () => {
    const settings = { enabled: true, type: 'order' as const, limit: 5 };
    await setLoyaltyPoints(ctx.db, shopId, customerId, 4);
    const refused = await claimLoyaltyReward(ctx.db, shopId, customerId, settings);
    expect(refused).toMatchObject({ ok: false, reason: 'not-enough-points', points: 4, cost: 5 });
    await setLoyaltyPoints(ctx.db, shopId, customerId, 12);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => ctx.db.transaction((tx) => claimLoyaltyReward(tx, shopId, customerId, settings))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    expect((await findLoyaltyCard(ctx.db, shopId, customerId))?.points).toBe(2);
    expect(await claimLoyaltyReward(ctx.db, shopId, customerId, { ...settings, enabled: false })).toMatchObject({
      ok: false,
      reason: 'disabled',
    });
  });
});
