import type { PromoCode } from '@backoffice/contracts';
import { bearer, createShop, createTestContext, createUser, type TestContext, type TestUser } from '../test/app';

/**
 * Spec 001 §5: an empty code name is generated, unique in the shop case-insensitively. The generator is random, so
 * a clash cannot be waited for: here it hands out a code the shop already has (in other letter case) first, and the
 * route must draw again instead of storing a duplicate or answering 409 to a merchant who typed nothing.
 */
const draws: string[] = [];
jest.mock('@backoffice/contracts', () => {
  const actual = jest.requireActual<typeof import('@backoffice/contracts')>('@backoffice/contracts');
  return { ...actual, generatePromoCode: () => draws.shift() ?? actual.generatePromoCode() };
});

const NOW = new Date('2026-05-10T02:00:00.000Z');
let ctx: TestContext;
let owner: TestUser;
let shopId: string;
let otherShopId: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  owner = await createUser(ctx.db);
  shopId = await createShop(ctx.db, owner.id);
  otherShopId = await createShop(ctx.db, owner.id, 'Second venue');
});
afterAll(async () => {
  await ctx.close();
});

const create = (shop: string, code: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/shops/${shop}/promo-code`, headers: bearer(owner.token), payload: { code } });

test('a generated code that clashes with one of the shop (any letter case) is drawn again; another shop does not count', async () => {
  expect((await create(shopId, 'kiaora23')).statusCode).toBe(201);
  draws.push('KIAORA23', 'HARBOUR7');
  const generated = await create(shopId, '');
  expect(generated.statusCode).toBe(201);
  expect((generated.json() as { promoCode: PromoCode }).promoCode.code).toBe('HARBOUR7');
  expect(draws).toEqual([]);

  // the same draw in a shop without that code is kept
  draws.push('KIAORA23');
  const elsewhere = await create(otherShopId, '');
  expect((elsewhere.json() as { promoCode: PromoCode }).promoCode.code).toBe('KIAORA23');
});
