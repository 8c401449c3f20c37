import { CLIENT_LIMITS, CLIENT_THROTTLED_MESSAGE } from '../http/client-throttle';
import type { ShopSettings } from '../shops/settings';
import { bearer, createShop, createTestContext, createUser, message, type TestContext } from '../test/app';
import { insertMenu, type TestMenu } from '../test/orders';

/**
 * The public ordering calls against a script (issue: 25 guests in 0.5 s, four new guests using a once-per-customer
 * voucher four times): POST /guests and the intake are limited per client address (429 + Retry-After), and a
 * voucher's once-per-customer rule also holds by the guest's e-mail and phone.
 */
let ctx: TestContext;
let shopId: string;
let menu: TestMenu;

const SETTINGS = {
  openingHours: { twentyFourSeven: true },
  pickup: { enabled: true, allowASAP: true, type: 'hybrid' as const, futureSettings: { daysSpan: 7 } },
} as ShopSettings;

beforeAll(async () => {
  // the real limits, as production runs them (other suites lift them: they order from one address on purpose)
  ctx = await createTestContext({ clientLimits: CLIENT_LIMITS });
  const owner = await createUser(ctx.db, { roles: ['merchant'] });
  shopId = await createShop(ctx.db, owner.id, 'Limits Cafe', SETTINGS);
  await ctx.db.query(`update shops set status = 'accepting orders' where id = $1`, [shopId]);
  menu = await insertMenu(ctx.db, shopId, { Coffee: [['Flat White', 550]] });
  await ctx.db.query(
    `insert into promo_codes (id, shop_id, code, type, expiry, reward_config, target_users_config) values
     ('promo-once', $1, 'WELCOME', 'discount', now() + interval '30 days', '{"discountType":"fixed-cost","discount":1,"discountTargetType":"order","rewardTargetProducts":[],"minimumSpent":0}', '{"isStoreWide":true,"users":[],"usageLimit":0}')`,
    [shopId],
  );
});

afterAll(async () => {
  await ctx.close();
});

let address = 0;
/** Each test its own client address, so one test's count never spends another's. */
const nextAddress = () => `198.51.100.${++address}`;

function createGuest(remoteAddress: string, details: { email?: string; phone?: string } = {}) {
  return ctx.app.inject({ method: 'POST', url: '/guests', remoteAddress, payload: { name: 'Aroha Guest', ...details } });
}

function order(remoteAddress: string, token: string | null, promoCode?: string) {
  const flatWhite = menu.products[0]?.id;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${shopId}/orders`,
    remoteAddress,
    headers: token ? bearer(token) : {},
    payload: {
      orderType: 'pickup',
      origin: 'web',
      pickupType: 'dynamic',
      lineItems: [{ product: flatWhite, quantity: 1 }],
      payment: { method: 'card' },
      ...(promoCode ? { promoCode } : {}),
    },
  });
}

test('POST /guests: past the limit a client gets 429 with Retry-After; another client is not held up', async () => {
  const client = nextAddress();
  for (let index = 0; index < CLIENT_LIMITS.guests.max; index += 1) expect((await createGuest(client)).statusCode).toBe(201);
  const refused = await createGuest(client);
  expect(refused.statusCode).toBe(429);
  expect(message(refused)).toBe(CLIENT_THROTTLED_MESSAGE);
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(CLIENT_LIMITS.guests.windowSeconds);
  const [count] = await ctx.db.query<{ n: number }>('select count(*)::int as n from guests');
  expect(count?.n).toBe(CLIENT_LIMITS.guests.max);
  expect((await createGuest(nextAddress())).statusCode).toBe(201);
});

test('the intake: past the limit a client gets 429 with Retry-After, before any credential is read', async () => {
  const client = nextAddress();
  // no credential: each is a 401, and each counts (a flood costs the server nothing past the limit)
  for (let index = 0; index < CLIENT_LIMITS.intake.max; index += 1) expect((await order(client, null)).statusCode).toBe(401);
  const refused = await order(client, null);
  expect(refused.statusCode).toBe(429);
  expect(message(refused)).toBe(CLIENT_THROTTLED_MESSAGE);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect((await order(nextAddress(), null)).statusCode).toBe(401);
});

test('a once-per-customer voucher: a new guest with the same e-mail or phone cannot use it again', async () => {
  const guest = async (details: { email?: string; phone?: string }) => {
    const created = await createGuest(nextAddress(), details);
    expect(created.statusCode).toBe(201);
    return (created.json() as { token: string }).token;
  };
  const first = await order(nextAddress(), await guest({ email: 'mere@example.test', phone: '021 555 0101' }), 'WELCOME');
  expect(first.statusCode).toBe(201);
  // the same e-mail (any case), another phone
  const sameEmail = await order(nextAddress(), await guest({ email: 'Mere@Example.test', phone: '022 000 1111' }), 'WELCOME');
  expect(sameEmail.statusCode).toBe(422);
  expect(message(sameEmail)).toBe('You have already used the code WELCOME');
  // the same phone, written the international way, another e-mail
  const samePhone = await order(nextAddress(), await guest({ email: 'other@example.test', phone: '+64 21 555 0101' }), 'WELCOME');
  expect(samePhone.statusCode).toBe(422);
  expect(message(samePhone)).toBe('You have already used the code WELCOME');
  // somebody else entirely
  const stranger = await order(nextAddress(), await guest({ email: 'tama@example.test', phone: '027 123 4567' }), 'WELCOME');
  expect(stranger.statusCode).toBe(201);
  const [uses] = await ctx.db.query<{ n: number }>(
    `select count(*)::int as n from promo_code_redemptions where promo_code_id = 'promo-once'`,
  );
  expect(uses?.n).toBe(2);
});
