import { userResponse, usersListResponse } from '@backoffice/contracts';
import { bearer, createTestContext, createUser, message, type TestContext, type TestUser, withOptions } from '../test/app';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx.db, { roles: ['admin', 'merchant'] });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/users/:userId', () => {
  test('self: the contract shape, no password hash or token version', async () => {
    const user = await createUser(ctx.db);
    const response = await ctx.app.inject({ url: `/api/users/${user.id}`, headers: bearer(user.token) });
    expect(response.statusCode).toBe(200);
    const body = userResponse.parse(response.json());
    expect(body.user).toEqual({
      _id: user.id,
      name: { given: 'Test', family: 'Person' },
      profile: { email: user.email },
      roles: ['merchant'],
      cart: [],
      createdAt: expect.any(String),
    });
    expect(response.body).not.toMatch(/password|token_version/);
  });

  test('admin sees anyone; a missing user is 404; populate promoCode is accepted, anything else is not', async () => {
    const user = await createUser(ctx.db);
    expect((await ctx.app.inject({ url: `/api/users/${user.id}`, headers: bearer(admin.token) })).statusCode).toBe(200);
    const missing = await ctx.app.inject({ url: '/api/users/nobody', headers: bearer(admin.token) });
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe('User not found');
    expect(
      (
        await ctx.app.inject({
          url: withOptions(`/api/users/${user.id}`, { populate: 'promoCode' }),
          headers: bearer(user.token),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ url: withOptions(`/api/users/${user.id}`, { populate: 'shops' }), headers: bearer(user.token) }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /api/users (admin)', () => {
  test('search, sort, paging and the total count', async () => {
    const tag = `zz${Date.now().toString(36)}`;
    for (const given of ['Charlie', 'alice', 'Bob']) {
      await ctx.db.query(
        `insert into users (id, email, given_name, family_name, roles) values ($1, $2, $3, 'Searchable', '{consumer}')`,
        [`${tag}-${given}`, `${given.toLowerCase()}.${tag}@example.test`, given],
      );
    }
    const search = (query: string) =>
      ctx.app.inject({ url: `/api/users?search=${encodeURIComponent(tag)}${query}`, headers: bearer(admin.token) });

    const byName = usersListResponse.parse(
      (await search(`&options=${encodeURIComponent(JSON.stringify({ sort: 'name.given' }))}`)).json(),
    );
    expect(byName.count).toBe(3);
    expect(byName.users.map((user) => user.name.given)).toEqual(['alice', 'Bob', 'Charlie']);
    // The seed client's (Mongo) object form, one key or several in order.
    const byObject = usersListResponse.parse(
      (await search(`&options=${encodeURIComponent(JSON.stringify({ sort: { 'name.given': -1 } }))}`)).json(),
    );
    expect(byObject.users.map((user) => user.name.given)).toEqual(['Charlie', 'Bob', 'alice']);
    const twoKeys = usersListResponse.parse(
      (await search(`&options=${encodeURIComponent(JSON.stringify({ sort: { 'name.family': 1, 'name.given': 1 } }))}`)).json(),
    );
    expect(twoKeys.users.map((user) => user.name.given)).toEqual(['alice', 'Bob', 'Charlie']);

    const page = usersListResponse.parse((await search('&limit=1&skip=1')).json());
    expect(page.count).toBe(3);
    expect(page.users).toHaveLength(1);

    const fullName = await ctx.app.inject({
      url: `/api/users?search=${encodeURIComponent('bob searchable')}`,
      headers: bearer(admin.token),
    });
    expect(usersListResponse.parse(fullName.json()).users.map((user) => user._id)).toContain(`${tag}-Bob`);
  });

  test('the default page is 15; limit is capped at 100; LIKE wildcards in search are literal', async () => {
    const all = usersListResponse.parse((await ctx.app.inject({ url: '/api/users', headers: bearer(admin.token) })).json());
    expect(all.users.length).toBeLessThanOrEqual(15);
    expect(
      (await ctx.app.inject({ url: withOptions('/api/users', { limit: 101 }), headers: bearer(admin.token) })).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ url: '/api/users?limit=500', headers: bearer(admin.token) })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/users?limit=ten', headers: bearer(admin.token) })).statusCode).toBe(400);
    const wildcard = usersListResponse.parse(
      (await ctx.app.inject({ url: '/api/users?search=%25', headers: bearer(admin.token) })).json(),
    );
    expect(wildcard.count).toBe(0);
  });
});
