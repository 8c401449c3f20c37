import { PROMPT_REFUSAL_CASES, SETTINGS_REFUSAL_CASES } from '@backoffice/contracts/testing';
import { bearer, createShop, createTestContext, createUser, message, type TestContext, type TestUser } from '../test/app';

/**
 * Rules once: every delivery and pickup save the settings form refuses (contracts' SETTINGS_REFUSAL_CASES, run by the
 * form in mfe-settings' rules-once.test.tsx), and every table number or capacity the Tables tab's prompts refuse
 * (PROMPT_REFUSAL_CASES, run by TableOrderingPage.test.tsx), is refused by PUT /api/shops/:shopId with the same
 * message, and the stored shop is left as it was.
 */
let ctx: TestContext;
let owner: TestUser;
let shopId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.db);
  shopId = await createShop(ctx.db, owner.id, 'Rules once');
});
afterAll(async () => {
  await ctx.close();
});

const stored = async () =>
  (await ctx.db.query<{ settings: unknown }>('select settings from shops where id = $1', [shopId]))[0]?.settings;

test.each(SETTINGS_REFUSAL_CASES)(
  '$section: $name → 400 "$message", nothing stored',
  async ({ section, shopInfo, message: expected }) => {
    const before = await stored();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}`,
      headers: bearer(owner.token),
      payload: { shopInfo, options: JSON.stringify({ section }) },
    });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(expected);
    expect(await stored()).toEqual(before);
  },
);

const TABLE_PROMPTS = PROMPT_REFUSAL_CASES.filter(({ prompt }) => prompt === 'table number' || prompt === 'table capacity');
test.each(TABLE_PROMPTS)(
  '$prompt: $name → 400 "$message", no table added',
  async ({ prompt, typed, sent, message: expected }) => {
    const before = await stored();
    const answer = sent ?? typed;
    const table = prompt === 'table number' ? { number: answer, capacity: 4 } : { number: '7', capacity: answer };
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}`,
      headers: bearer(owner.token),
      payload: { shopInfo: { $push: { 'dineIn.tables': table } } },
    });
    expect({ status: response.statusCode, message: message(response) }).toEqual({ status: 400, message: expected });
    expect(await stored()).toEqual(before);
  },
);
