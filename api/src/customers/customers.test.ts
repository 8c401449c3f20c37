import {
  assignStampRefusal,
  customerOrdersResponse,
  customersListResponse,
  LOYALTY_MESSAGES,
  loyaltyCardResponse,
} from '@backoffice/contracts';
import { bearer, createShop, createTestContext, createUser, message, type TestContext, type TestUser } from '../test/app';
import { insertOrder } from '../test/orders';

/**
 * Customers and loyalty cards (spec 001 §2, §5, §7): who is a customer, search and sort, order history pages, the
 * stamp card rules, and the authz matrix. Clock pinned (orders carry fixed instants; nothing reads the wall clock).
 */
const NOW = new Date('2026-04-13T22:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let ana: TestUser;
let bob: TestUser;
let stranger: TestUser;
let shopId: string;
let otherShopId: string;
let plainShopId: string;

async function rename(user: TestUser, given: string, family: string) {
  await ctx.db.query('update users set given_name = $2, family_name = $3 where id = $1', [user.id, given, family]);
}

function order(ownerId: string, createdAt: string, shop = shopId) {
  return insertOrder(ctx.db, {
    shopId: shop,
    ownerId,
    createdAt,
    status: 'completed',
    lines: [{ productId: null, productName: 'Flat White', quantity: 1, unitPrice: 550 }],
  });
}

function call(method: 'GET' | 'POST', url: string, token: string | null = owner.token, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

const base = (userId: string, shop = shopId) => `/api/shops/${shop}/customers/${userId}`;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  owner = await createUser(ctx.db);
  other = await createUser(ctx.db);
  admin = await createUser(ctx.db, { roles: ['admin'] });
  ana = await createUser(ctx.db, { roles: ['consumer'] });
  bob = await createUser(ctx.db, { roles: ['consumer'] });
  stranger = await createUser(ctx.db, { roles: ['consumer'] });
  await rename(ana, 'Ana', 'Zeta');
  await rename(bob, 'bob', 'Alpha');
  await rename(stranger, 'Cleo', 'Stranger');
  shopId = await createShop(ctx.db, owner.id, 'Loyal Café', { loyalty: { enabled: true, type: 'order', limit: 8 } });
  plainShopId = await createShop(ctx.db, owner.id, 'No Loyalty Café', { loyalty: { enabled: false, limit: 8 } });
  otherShopId = await createShop(ctx.db, other.id, 'Other Café');
  // Ana: 12 orders here; Bob: 1 here; the stranger only at the other shop
  for (let i = 0; i < 12; i += 1) await order(ana.id, minutesAgo(60 * (i + 1)));
  await order(bob.id, minutesAgo(30));
  await order(bob.id, minutesAgo(30), plainShopId);
  await order(stranger.id, minutesAgo(30), otherShopId);
});

afterAll(() => ctx.close());

describe('GET /api/shops/:shopId/customers', () => {
  test('lists the people who ordered at this shop, sorted by first name (case-insensitive), nobody else', async () => {
    const response = await call('GET', `/api/shops/${shopId}/customers`);
    expect(response.statusCode).toBe(200);
    const body = customersListResponse.parse(response.json());
    expect(body.users.map((user) => user.name.given)).toEqual(['Ana', 'bob']);
    expect(body.count).toBe(2);
  });

  test('options: sort by last name and the limit; search by name', async () => {
    const sorted = customersListResponse.parse(
      (
        await call('GET', `/api/shops/${shopId}/customers?options=${encodeURIComponent('{"sort":"name.family","limit":1}')}`)
      ).json(),
    );
    expect(sorted.users.map((user) => user.name.family)).toEqual(['Alpha']);
    expect(sorted.count).toBe(2);
    const found = customersListResponse.parse((await call('GET', `/api/shops/${shopId}/customers?search=ana%20z`)).json());
    expect(found.users.map((user) => user._id)).toEqual([ana.id]);
    const bad = await call('GET', `/api/shops/${shopId}/customers?options=${encodeURIComponent('{"limit":1001}')}`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET …/customers/:userId/orders', () => {
  test('10 a page, newest first, with the total count; skip pages on', async () => {
    const first = customerOrdersResponse.parse((await call('GET', `${base(ana.id)}/orders`)).json());
    expect(first.count).toBe(12);
    expect(first.orders).toHaveLength(10);
    const times = first.orders.map((found) => Date.parse(found.createdAt ?? ''));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.orders.every((found) => found.shop === shopId)).toBe(true);
    const second = customerOrdersResponse.parse(
      (
        await call('GET', `${base(ana.id)}/orders?options=${encodeURIComponent('{"limit":10,"skip":10,"sort":"-createdAt"}')}`)
      ).json(),
    );
    expect(second.orders).toHaveLength(2);
    expect(Date.parse(second.orders[0]?.createdAt ?? '')).toBeLessThan(times[9] ?? 0);
  });

  test('only this shop: Bob has one order here (and one at the owner’s other shop)', async () => {
    const body = customerOrdersResponse.parse((await call('GET', `${base(bob.id)}/orders`)).json());
    expect(body.count).toBe(1);
  });

  test('somebody who never ordered here is not this shop’s customer: 404', async () => {
    const response = await call('GET', `${base(stranger.id)}/orders`);
    expect(response.statusCode).toBe(404);
    expect(message(response)).toBe(LOYALTY_MESSAGES.customerNotFound);
  });
});

describe('loyalty card', () => {
  test('no card yet: { loyaltyCard: null }', async () => {
    const body = loyaltyCardResponse.parse((await call('GET', `${base(bob.id)}/loyalty-card`)).json());
    expect(body.loyaltyCard).toBeNull();
  });

  test('assign a point: the stamp must be above the current points (409 with a message), within the limit', async () => {
    const first = await call('POST', `${base(ana.id)}/assign-loyalty-point`, owner.token, { points: 3 });
    expect(first.statusCode).toBe(200);
    expect(loyaltyCardResponse.parse(first.json()).loyaltyCard?.points).toBe(3);
    for (const stamp of [3, 2]) {
      const refused = await call('POST', `${base(ana.id)}/assign-loyalty-point`, owner.token, { points: stamp });
      expect(refused.statusCode).toBe(409);
      expect(message(refused)).toBe(assignStampRefusal(3, stamp, 8)?.message);
    }
    const overLimit = await call('POST', `${base(ana.id)}/assign-loyalty-point`, owner.token, { points: 9 });
    expect(overLimit.statusCode).toBe(409);
    const card = loyaltyCardResponse.parse((await call('GET', `${base(ana.id)}/loyalty-card`)).json()).loyaltyCard;
    expect(card?.points).toBe(3);
    expect(card?.rewardNumber).toMatch(/^[0-9]{10}$/);
  });

  test('claim a reward: refused below the limit (nothing changes), takes `limit` points off at it', async () => {
    const early = await call('POST', `${base(ana.id)}/claim-loyalty-points`);
    expect(early.statusCode).toBe(409);
    expect(message(early)).toBe(LOYALTY_MESSAGES.notEnoughPoints(3, 8));
    await call('POST', `${base(ana.id)}/assign-loyalty-point`, owner.token, { points: 8 });
    const claimed = await call('POST', `${base(ana.id)}/claim-loyalty-points`);
    expect(claimed.statusCode).toBe(200);
    const card = loyaltyCardResponse.parse(claimed.json()).loyaltyCard;
    expect(card?.points).toBe(0);
    expect(card?.rewardsClaimed).toBe(1);
  });

  test('two claims at once on a full card: exactly one wins', async () => {
    await call('POST', `${base(ana.id)}/set-loyalty-card`, owner.token, { points: 8 });
    const results = await Promise.all([1, 2, 3, 4].map(() => call('POST', `${base(ana.id)}/claim-loyalty-points`)));
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });

  test('set the card: reward number (unique) and points', async () => {
    const set = await call('POST', `${base(ana.id)}/set-loyalty-card`, owner.token, {
      rewardNumber: '4242 4242'.replace(' ', ''),
      points: 5,
    });
    expect(set.statusCode).toBe(200);
    expect(loyaltyCardResponse.parse(set.json()).loyaltyCard).toMatchObject({ rewardNumber: '42424242', points: 5 });
    const taken = await call('POST', `${base(bob.id)}/set-loyalty-card`, owner.token, { rewardNumber: '42424242' });
    expect(taken.statusCode).toBe(409);
    expect(message(taken)).toBe(LOYALTY_MESSAGES.rewardNumberInUse);
    const bad = await call('POST', `${base(ana.id)}/set-loyalty-card`, owner.token, { rewardNumber: 'abc' });
    expect(bad.statusCode).toBe(400);
    const empty = await call('POST', `${base(ana.id)}/set-loyalty-card`, owner.token, {});
    expect(empty.statusCode).toBe(400);
  });

  test('a shop without loyalty refuses the card writes with a message', async () => {
    for (const [path, payload] of [
      ['assign-loyalty-point', { points: 1 }],
      ['claim-loyalty-points', undefined],
      ['set-loyalty-card', { points: 1 }],
    ] as const) {
      const response = await call('POST', `${base(bob.id, plainShopId)}/${path}`, owner.token, payload);
      expect(response.statusCode).toBe(409);
      expect(message(response)).toBe(LOYALTY_MESSAGES.disabled);
    }
  });
});

describe('authorisation: every customers route × {no token, other merchant, owner, admin}', () => {
  type Caller = 'none' | 'other' | 'owner' | 'admin';
  const tokenOf = (caller: Caller) =>
    caller === 'none' ? null : caller === 'other' ? other.token : caller === 'owner' ? owner.token : admin.token;
  const routes: { name: string; method: 'GET' | 'POST'; url: () => string; payload?: unknown }[] = [
    { name: 'GET customers', method: 'GET', url: () => `/api/shops/${shopId}/customers` },
    { name: 'GET customer orders', method: 'GET', url: () => `${base(bob.id)}/orders` },
    { name: 'GET loyalty card', method: 'GET', url: () => `${base(bob.id)}/loyalty-card` },
    { name: 'POST set-loyalty-card', method: 'POST', url: () => `${base(bob.id)}/set-loyalty-card`, payload: { points: 0 } },
    { name: 'POST claim-loyalty-points', method: 'POST', url: () => `${base(bob.id)}/claim-loyalty-points` },
    {
      name: 'POST assign-loyalty-point',
      method: 'POST',
      url: () => `${base(bob.id)}/assign-loyalty-point`,
      payload: { points: 1 },
    },
  ];
  const expected: Record<Caller, number> = { none: 401, other: 403, owner: 200, admin: 200 };

  it.each(
    routes.flatMap((route) =>
      (['none', 'other', 'owner', 'admin'] as const).map((caller) => [route.name, caller, route] as const),
    ),
  )('%s as %s', async (name, caller, route) => {
    // Bob's card back to 0 first, so every assign of stamp 1 is legal and claims are refused for points (409)
    await ctx.db.query('update loyalty_cards set points = 0 where user_id = $1', [bob.id]);
    const before = await ctx.db.query('select points, reward_number from loyalty_cards where user_id = $1', [bob.id]);
    const response = await call(route.method, route.url(), tokenOf(caller), route.payload);
    const want = name === 'POST claim-loyalty-points' && expected[caller] === 200 ? 409 : expected[caller];
    expect(response.statusCode).toBe(want);
    if (caller === 'none' || caller === 'other') {
      expect(await ctx.db.query('select points, reward_number from loyalty_cards where user_id = $1', [bob.id])).toEqual(before);
    }
  });
});
