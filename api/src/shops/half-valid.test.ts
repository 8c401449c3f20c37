import { CUT_OFF_MESSAGES, LOYALTY_SETTINGS_MESSAGES, overnightMessage } from '@backoffice/contracts';
import { bearer, createShop, createTestContext, createUser, message, type TestContext, type TestUser } from '../test/app';

/**
 * Nothing saves half-valid (spec 000 §2, §4; spec 001 §5): each rule is refused with a 400 naming the field, whether
 * the save names its section (the form) or not (an immediate-save toggle), and the stored row stays exactly as it was.
 */
let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ config: { storeDomainSuffix: 'store.example.test' } });
  owner = await createUser(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

function put(shopId: string, shopInfo: unknown, section?: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/shops/${shopId}`,
    headers: bearer(owner.token),
    payload: section ? { shopInfo, options: { section } } : { shopInfo },
  });
}

async function storedSettings(shopId: string) {
  const [row] = await ctx.db.query<{ settings: unknown }>('select settings from shops where id = $1', [shopId]);
  return row?.settings;
}

/** Sends the save both ways (section form, bare toggle): each must be a 400 with `expected`, the row untouched. */
async function refusedBothWays(shopId: string, shopInfo: unknown, section: string, expected: string) {
  const before = await storedSettings(shopId);
  for (const named of [section, undefined]) {
    const response = await put(shopId, shopInfo, named);
    expect({ status: response.statusCode, message: message(response) }).toEqual({ status: 400, message: expected });
    expect(await storedSettings(shopId)).toEqual(before);
  }
}

describe('loyalty', () => {
  test('on without a points limit → 400 (a claim would need "Infinity" points); with a limit and a reward → saved', async () => {
    const shopId = await createShop(ctx.db, owner.id, 'Loyal Cafe');
    await refusedBothWays(
      shopId,
      { loyalty: { enabled: true, reward: { type: 'discount-percentage', discountPercentage: 10 } } },
      'loyalty',
      `${LOYALTY_SETTINGS_MESSAGES.limit}`,
    );
    await refusedBothWays(
      shopId,
      { loyalty: { enabled: true, limit: 8, reward: { type: 'discount-amount' } } },
      'loyalty',
      `${LOYALTY_SETTINGS_MESSAGES.discountAmount}`,
    );
    const complete = { enabled: true, limit: 8, reward: { type: 'discount-percentage', discountPercentage: 10 } };
    expect((await put(shopId, { loyalty: complete }, 'loyalty')).statusCode).toBe(200);
  });

  test('the toggle alone cannot turn on loyalty whose stored settings lack a limit', async () => {
    const shopId = await createShop(ctx.db, owner.id, 'Toggle Cafe', { loyalty: { enabled: false } });
    const before = await storedSettings(shopId);
    const response = await put(shopId, { loyalty: { enabled: true } });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(`${LOYALTY_SETTINGS_MESSAGES.limit}`);
    expect(await storedSettings(shopId)).toEqual(before);
    // turning it off is always fine
    expect((await put(shopId, { loyalty: { enabled: false } })).statusCode).toBe(200);
  });
});

test('opening hours: "18:00 → 09:00" needs the overnight flag; with it, saved', async () => {
  const shopId = await createShop(ctx.db, owner.id, 'Night Owl');
  const hours = (isOvernight: boolean) => ({
    openingHours: {
      twentyFourSeven: false,
      openingDays: ['friday'],
      fridayFrom: { hour: 18, min: 0 },
      fridayTo: { hour: 9, min: 0, isOvernight },
    },
  });
  await refusedBothWays(shopId, hours(false), 'opening-hours', `${overnightMessage('friday')}`);
  expect((await put(shopId, hours(true), 'opening-hours')).statusCode).toBe(200);
});

test('pick-up cut-off on needs hour and minute', async () => {
  const shopId = await createShop(ctx.db, owner.id, 'Early Bird');
  const pickup = (futureSettings: object) => ({ pickup: { type: 'future-only', futureSettings } });
  await refusedBothWays(shopId, pickup({ cutOffEnabled: true, cutOffHour: 15 }), 'pickup', `${CUT_OFF_MESSAGES.minute}`);
  expect((await put(shopId, pickup({ cutOffEnabled: true, cutOffHour: 15, cutOffMinute: 30 }), 'pickup')).statusCode).toBe(200);
});

test('landing restriction: `enabled: true` without title, question and rejection text → 400, nothing changed', async () => {
  const shopId = await createShop(ctx.db, owner.id, 'Gatekeeper Bar');
  const url = `/api/shops/${shopId}/embed-key`;
  expect((await ctx.app.inject({ method: 'POST', url, headers: bearer(owner.token) })).statusCode).toBe(201);
  const putKey = (landingRestriction: unknown) =>
    ctx.app.inject({ method: 'PUT', url, headers: bearer(owner.token), payload: { keyInfo: { landingRestriction } } });
  const stored = async () =>
    (
      await ctx.db.query<{ landing_restriction: unknown }>('select landing_restriction from embed_keys where shop_id = $1', [
        shopId,
      ])
    )[0]?.landing_restriction;
  const before = await stored();

  const refused = await putKey({ enabled: true });
  expect(refused.statusCode).toBe(400);
  // the first missing text, by its label, so the form shows it under that field (merchant's words: no key path)
  expect(message(refused)).toBe('Title is required');
  expect(await stored()).toEqual(before);

  const texts = { title: 'Over 18?', question: 'Are you 18 or older?', cancellationText: 'Come back when you are.' };
  expect((await putKey({ ...texts, enabled: false })).statusCode).toBe(200);
  expect((await putKey({ enabled: true })).statusCode).toBe(200);
  expect(await stored()).toEqual({ ...texts, enabled: true });
});
