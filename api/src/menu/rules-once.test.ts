import {
  CATEGORY_RENAME_RULE_CASES,
  OPTION_RULE_CASES,
  PRODUCT_RULE_CASES,
  RULES_ONCE_NOW,
  SOLD_OUT_RULE_CASES,
  VOUCHER_RULE_CASES,
} from '@backoffice/contracts/testing';
import { bearer, createShop, createTestContext, createUser, message, type TestContext, type TestUser } from '../test/app';
import { createMenuFixture, type MenuFixture } from './fixtures';

/**
 * Rules once, the API's half: every mistake of the shared tables is refused by the route with the very sentence the
 * form shows for it (the form's half: mfe-menu/src/rules-once.test.tsx), and nothing is changed.
 */
let ctx: TestContext;
let owner: TestUser;
let shopId: string;
let fixture: MenuFixture;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => RULES_ONCE_NOW });
  owner = await createUser(ctx.db);
  shopId = await createShop(ctx.db, owner.id);
  fixture = await createMenuFixture(ctx.app, owner.token, shopId);
});
afterAll(async () => {
  await ctx.close();
});

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: bearer(owner.token), payload: payload as Record<string, unknown> });
const menu = async () =>
  (
    await ctx.app.inject({
      url: `/api/shops/${shopId}/categories?options={"populate":["options","products"]}`,
      headers: bearer(owner.token),
    })
  ).json();

test.each(PRODUCT_RULE_CASES.map((c) => [c.name, c] as const))('product: %s → 400 in the form’s words', async (_name, c) => {
  const before = await menu();
  const response = await send('PUT', `/api/products/${fixture.productId}`, c.body);
  expect(response.statusCode).toBe(400);
  expect(message(response)).toBe(c.message);
  expect(await menu()).toEqual(before);
});

test.each(OPTION_RULE_CASES.map((c) => [c.name, c] as const))('option: %s → 400 in the form’s words', async (_name, c) => {
  const before = await menu();
  const response = await send('PUT', `/api/options/${fixture.optionId}`, c.body);
  expect(response.statusCode).toBe(400);
  expect(message(response)).toBe(c.message);
  expect(await menu()).toEqual(before);
});

test.each(CATEGORY_RENAME_RULE_CASES.map((c) => [c.name, c] as const))(
  'category rename: %s → 400 in the prompt’s words',
  async (_name, c) => {
    const before = await menu();
    const response = await send('PUT', `/api/categories/${fixture.categoryId}`, c.body);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(c.message);
    expect(await menu()).toEqual(before);
  },
);

test.each(SOLD_OUT_RULE_CASES.map((c) => [c.name, c] as const))(
  'sold out until: %s → 400 in the dialog’s words',
  async (_name, c) => {
    const before = await menu();
    const response = await send('PUT', `/api/products/${fixture.productId}`, c.body);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(c.message);
    expect(await menu()).toEqual(before);
  },
);

test('a product created sold out until a time already past → 400 in the dialog’s words, nothing created', async () => {
  const before = await menu();
  const [past] = SOLD_OUT_RULE_CASES;
  const response = await send('POST', '/api/products', {
    productInfo: { category: fixture.categoryId, name: 'Scone', ...past?.body },
  });
  expect(response.statusCode).toBe(400);
  expect(message(response)).toBe(past?.message);
  expect(await menu()).toEqual(before);
});

test('sold out until a time to come is kept; null puts it back on sale', async () => {
  const until = '2026-03-10T02:01:00.000Z';
  const set = await send('PUT', `/api/products/${fixture.productId}`, { soldOutUntil: until });
  expect(set.json()).toMatchObject({ product: { soldOutUntil: until } });
  const cleared = await send('PUT', `/api/products/${fixture.productId}`, { soldOutUntil: null });
  expect(cleared.json()).toMatchObject({ product: { soldOutUntil: null } });
});

test.each(VOUCHER_RULE_CASES.map((c, i) => [c.name, c, i] as const))(
  'voucher: %s → 400 in the editor’s words',
  async (_name, c, i) => {
    const response = await send('POST', `/api/shops/${shopId}/promo-code`, { code: `RULE${i}`, ...c.body });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(c.message);
    const listed = await ctx.app.inject({ url: `/api/shops/${shopId}/promo-codes`, headers: bearer(owner.token) });
    expect((listed.json() as { count: number }).count).toBe(1);
  },
);
