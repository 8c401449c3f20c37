import type { CustomerListItem, Order } from '@backoffice/contracts';
import { bearer, createShop, createTestContext, createUser, type TestContext, type TestUser, withOptions } from '../test/app';
import { insertOrder } from '../test/orders';

/**
 * Customers include guests (spec 001 §2 Customers; issue "2 listed after 15 guest orders"): the guests who ordered at
 * the shop are listed beside the account holders, marked as guests, one person per e-mail (else phone), with visits,
 * total spend (rejected orders do not count) and last order; the search finds them by name, e-mail or phone; their
 * order history lists every order of that person.
 */
let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let shopId: string;
let otherShopId: string;
const guestIds: Record<string, string> = {};

async function guestOrder(guestId: string, createdAt: string, status: Order['status'], cents: number, shop = shopId) {
  const id = await insertOrder(ctx.db, {
    shopId: shop,
    createdAt,
    status,
    lines: [{ productId: null, productName: 'Flat white', quantity: 1, unitPrice: cents }],
  });
  await ctx.db.query(`update orders set guest_owner_id = $2, user_type = 'guest' where id = $1`, [id, guestId]);
  return id;
}

async function guest(key: string, name: string, email: string | null, phone: string | null) {
  guestIds[key] = `guest-${key}`;
  await ctx.db.query('insert into guests (id, name, email, phone) values ($1, $2, $3, $4)', [guestIds[key], name, email, phone]);
  return guestIds[key];
}

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.db, { roles: ['merchant'] });
  member = await createUser(ctx.db, { roles: ['consumer'] });
  shopId = await createShop(ctx.db, owner.id, 'Guests Cafe');
  otherShopId = await createShop(ctx.db, owner.id, 'Elsewhere');
  await insertOrder(ctx.db, {
    shopId,
    ownerId: member.id,
    createdAt: '2026-03-01T01:00:00Z',
    status: 'completed',
    lines: [{ productId: null, productName: 'Latte', quantity: 1, unitPrice: 500 }],
  });
  // Aroha came twice as a new guest with the same e-mail (any case): one customer
  await guest('aroha1', 'Aroha Ngata', 'aroha@example.test', '021 555 0101');
  await guest('aroha2', 'Aroha Ngata', 'Aroha@Example.test', null);
  await guestOrder('guest-aroha1', '2026-03-02T01:00:00Z', 'completed', 1000);
  await guestOrder('guest-aroha1', '2026-03-03T01:00:00Z', 'rejected', 500);
  await guestOrder('guest-aroha2', '2026-03-04T01:00:00Z', 'accepted', 700);
  // Tama left only a phone
  await guest('tama', 'Tama Rewi', null, '+64 27 123 4567');
  await guestOrder('guest-tama', '2026-03-05T01:00:00Z', 'pending', 300);
  // a guest of another shop only, and a guest who never ordered: not this shop's customers
  await guest('away', 'Away Person', 'away@example.test', null);
  await guestOrder('guest-away', '2026-03-05T01:00:00Z', 'completed', 900, otherShopId);
  await guest('idle', 'Idle Person', 'idle@example.test', null);
});

afterAll(async () => {
  await ctx.close();
});

async function list(search?: string): Promise<{ users: CustomerListItem[]; count: number }> {
  const url = `/api/shops/${shopId}/customers${search ? `?search=${encodeURIComponent(search)}` : ''}`;
  const response = await ctx.app.inject({ url, headers: bearer(owner.token) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

test('guests who ordered are listed, marked Guest, one per person, with visits, spend and last order', async () => {
  const { users, count } = await list();
  expect(count).toBe(3);
  expect(users.map((user) => [user.name.given, user.isGuest === true])).toEqual([
    ['Aroha', true],
    ['Tama', true],
    ['Test', false],
  ]);
  const [aroha, tama, account] = users;
  expect(aroha).toMatchObject({
    _id: 'guest-aroha2',
    name: { given: 'Aroha', family: 'Ngata' },
    profile: { email: 'Aroha@Example.test', phone: '021 555 0101' },
    roles: [],
    visits: 2,
    totalSpend: 1700,
    lastOrderAt: '2026-03-04T01:00:00.000Z',
  });
  expect(tama).toMatchObject({ profile: { email: '', phone: '+64 27 123 4567' }, visits: 1, totalSpend: 300 });
  expect(account).toMatchObject({ _id: member.id, visits: 1, totalSpend: 500, lastOrderAt: '2026-03-01T01:00:00.000Z' });
  expect(account?.isGuest).toBeUndefined();
});

test.each([
  ['a name', 'rewi', ['Tama']],
  ['an e-mail', 'AROHA@example', ['Aroha']],
  ['a phone', '123 4567', ['Tama']],
  ['an account holder’s e-mail', 'user.', ['Test']],
  ['nobody', 'zzz', []],
])('the search finds customers by %s', async (_what, search, given) => {
  expect((await list(search)).users.map((user) => user.name.given)).toEqual(given);
});

test('a guest’s order history: every order of that person at this shop, newest first', async () => {
  const response = await ctx.app.inject({
    url: withOptions(`/api/shops/${shopId}/customers/guest-aroha2/orders`, { sort: '-createdAt' }),
    headers: bearer(owner.token),
  });
  expect(response.statusCode).toBe(200);
  const { orders, count } = response.json() as { orders: Order[]; count: number };
  expect(count).toBe(3);
  expect(orders.map((order) => order.totalPayment)).toEqual([700, 500, 1000]);
  // a guest of another shop, or one who never ordered here, is nobody's customer here
  for (const id of ['guest-away', 'guest-idle']) {
    const refused = await ctx.app.inject({ url: `/api/shops/${shopId}/customers/${id}/orders`, headers: bearer(owner.token) });
    expect(refused.statusCode).toBe(404);
  }
});
