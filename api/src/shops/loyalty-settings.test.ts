import { shopResponse } from '@backoffice/contracts';
import { createMenuFixture, type MenuFixture } from '../menu/fixtures';
import { bearer, createShop, createTestContext, createUser, message, type TestContext, type TestUser } from '../test/app';

/**
 * Loyalty section on the server (spec 000 §2, §3): PUT /api/shops/:shopId refuses a loyalty save whose
 * category pickers or free item point outside the shop's own menu, and whose numbers are out of range — each with a
 * 400 naming the field — and the stored loyalty is left as it was. Runs on PGlite and, with TEST_API_DB=postgres, on
 * PostgreSQL.
 */
let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let shopId: string;
let menu: MenuFixture;
let cakes: string;
/** The same owner's other shop: its menu is not this shop's either. */
let sisterMenu: MenuFixture;
let strangerMenu: MenuFixture;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.db);
  stranger = await createUser(ctx.db);
  shopId = await createShop(ctx.db, owner.id, 'Loyal Café');
  menu = await createMenuFixture(ctx.app, owner.token, shopId, 'Coffee');
  cakes = (await createMenuFixture(ctx.app, owner.token, shopId, 'Cakes')).categoryId;
  sisterMenu = await createMenuFixture(ctx.app, owner.token, await createShop(ctx.db, owner.id, 'Sister'), 'Tea');
  strangerMenu = await createMenuFixture(ctx.app, stranger.token, await createShop(ctx.db, stranger.id, 'Elsewhere'), 'Pies');
});
afterAll(async () => {
  await ctx.close();
});

const put = (loyalty: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/shops/${shopId}`,
    headers: bearer(owner.token),
    payload: { shopInfo: { loyalty } },
  });

async function storedLoyalty() {
  const response = await ctx.app.inject({ url: `/api/shops/${shopId}`, headers: bearer(owner.token) });
  return shopResponse.parse(response.json()).shop.loyalty;
}

/** What the form sends for an item-in-category programme with a free item on a category. */
const valid = () => ({
  enabled: true,
  mechanism: 'otg',
  type: 'item-in-category',
  limit: 10,
  itemCategories: [menu.categoryId, cakes],
  reward: { type: 'free-item-on-category', categories: [cakes] },
  qrCode: { enabled: true, pointsPerScan: 1, scanDailyLimit: 3 },
});

test('the shop’s own categories and product are saved and read back', async () => {
  expect((await put(valid())).statusCode).toBe(200);
  expect(await storedLoyalty()).toEqual(valid());
  const freeItem = await put({ reward: { type: 'free-item', item: menu.productId } });
  expect(freeItem.statusCode).toBe(200);
  expect((await storedLoyalty())?.reward).toMatchObject({ type: 'free-item', item: menu.productId });
});

describe('references outside the shop’s menu are refused, naming the field; nothing is stored', () => {
  const cases: [string, () => unknown, () => string][] = [
    [
      'an item category of the same owner’s other shop',
      () => ({ itemCategories: [menu.categoryId, sisterMenu.categoryId] }),
      () => `Item categories include a category that is not on this shop's menu (it may have been deleted). Choose again.`,
    ],
    [
      'an item category of another merchant’s shop',
      () => ({ itemCategories: [strangerMenu.categoryId] }),
      () => `Item categories include a category that is not on this shop's menu (it may have been deleted). Choose again.`,
    ],
    [
      'a made-up item category',
      () => ({ itemCategories: ['no-such-category'] }),
      () => "Item categories include a category that is not on this shop's menu (it may have been deleted). Choose again.",
    ],
    [
      'a product where a category belongs',
      () => ({ itemCategories: [menu.productId] }),
      () => `Item categories include a category that is not on this shop's menu (it may have been deleted). Choose again.`,
    ],
    [
      'the same item category twice',
      () => ({ itemCategories: [cakes, cakes] }),
      () => 'Item categories can include each category only once',
    ],
    [
      'a reward category of another shop',
      () => ({ reward: { type: 'free-item-on-category', categories: [sisterMenu.categoryId] } }),
      () => `Reward categories include a category that is not on this shop's menu (it may have been deleted). Choose again.`,
    ],
    [
      'a free item of another shop',
      () => ({ reward: { type: 'free-item', item: strangerMenu.productId } }),
      () => `Free item is not on this shop's menu (it may have been deleted). Choose again.`,
    ],
    [
      'a category where the free item belongs',
      () => ({ reward: { type: 'free-item', item: cakes } }),
      () => `Free item is not on this shop's menu (it may have been deleted). Choose again.`,
    ],
  ];
  test.each(cases)('%s', async (_name, loyalty, expected) => {
    await put(valid());
    const before = await storedLoyalty();
    const response = await put(loyalty());
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(expected());
    expect(await storedLoyalty()).toEqual(before);
  });
});

describe('numbers out of range and wrong types are refused, naming the field (spec 000 §2 loyalty)', () => {
  const cases: [unknown, string][] = [
    [{ limit: 0 }, 'Points needed for a reward must be at least 1'],
    [{ limit: 1001 }, 'Points needed for a reward must be at most 1000'],
    [{ limit: 2.5 }, 'Points needed for a reward must be a whole number'],
    [{ limit: '10' }, 'Points needed for a reward must be a number'],
    [{ reward: { discountPercentage: -1 } }, 'Discount % must be at least 0'],
    [{ reward: { discountPercentage: 100.5 } }, 'Discount % must be at most 100'],
    [{ reward: { discountAmount: -1 } }, 'Discount must be at least 0'],
    [{ reward: { discountAmount: 12.5 } }, 'Discount can have at most two decimal places'],
    [{ qrCode: { pointsPerScan: -1 } }, 'Points per scan must be at least 0'],
    [{ qrCode: { pointsPerScan: 1.5 } }, 'Points per scan must be a whole number'],
    [{ qrCode: { scanDailyLimit: 1001 } }, 'Scan daily limit must be at most 1000'],
    [{ mechanism: 'stamps' }, 'Mechanism '],
    [{ type: 'visit' }, 'Type '],
    [{ reward: { type: 'free-drink' } }, 'Type '],
    [{ itemCategories: 'Coffee' }, 'Item categories '],
    [{ itemCategories: [''] }, 'Item categories '],
    [{ enabled: 'yes' }, 'Enabled '],
    [{ points: 3 }, 'Unknown field: points'],
  ];
  test.each(cases)('%j', async (loyalty, expected) => {
    await put(valid());
    const before = await storedLoyalty();
    const response = await put(loyalty);
    expect(response.statusCode).toBe(400);
    const text = message(response);
    if (expected.endsWith(' ')) expect(text.startsWith(expected)).toBe(true);
    else expect(text).toBe(expected);
    expect(await storedLoyalty()).toEqual(before);
  });

  test('the limits themselves are accepted', async () => {
    for (const loyalty of [
      {
        limit: 1,
        reward: { type: 'discount-percentage', discountPercentage: 0 },
        qrCode: { pointsPerScan: 0, scanDailyLimit: 0 },
      },
      { limit: 1000, reward: { type: 'discount-percentage', discountPercentage: 100 }, qrCode: { scanDailyLimit: 1000 } },
      { reward: { type: 'discount-amount', discountAmount: 0 } },
      { reward: { type: 'discount-amount', discountAmount: 1250 } },
    ]) {
      const response = await put(loyalty);
      expect(response.statusCode).toBe(200);
    }
    expect(await storedLoyalty()).toMatchObject({
      limit: 1000,
      reward: { type: 'discount-amount', discountAmount: 1250 },
      qrCode: { pointsPerScan: 0, scanDailyLimit: 1000 },
    });
  });
});
