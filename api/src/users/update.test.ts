import { userResponse } from '@backoffice/contracts';
import { CONTACT_REFUSAL_CASES, contactUserInfo } from '@backoffice/contracts/testing';
import { bearer, createTestContext, createUser, message, type TestContext, uniqueEmail } from '../test/app';
import { EMAIL_IN_USE_MESSAGE, NOT_YOUR_ACCOUNT, ONLY_ADMIN_CHANGES_ROLES, OWN_ADMIN_ROLE_MESSAGE } from './routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

function put(token: string, userId: string, payload: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${userId}`,
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
}

describe('PUT /api/users/:id', () => {
  test('a merchant edits their own contact details (userInfo as object or JSON text); the change persists', async () => {
    const me = await createUser(ctx.db, { password: 'kowhai-42' });
    const email = uniqueEmail('new');
    const response = await put(me.token, me.id, {
      userInfo: {
        name: { given: ' Aroha ', family: 'Ngata' },
        profile: { email: email.toUpperCase(), phone: '+64  21 555 0199' },
      },
      // a new sign-in e-mail needs the password (sessions/sessions.test.ts)
      currentPassword: 'kowhai-42',
    });
    expect(response.statusCode).toBe(200);
    const { user } = userResponse.parse(response.json());
    expect(user).toMatchObject({
      _id: me.id,
      name: { given: 'Aroha', family: 'Ngata' },
      profile: { email, phone: '+64 21 555 0199' },
    });
    expect(user.roles).toEqual(['merchant']);

    const asText = await put(me.token, me.id, { userInfo: JSON.stringify({ name: { given: 'Hine' } }) });
    expect(asText.statusCode).toBe(200);
    const reread = await ctx.app.inject({ url: `/api/users/${me.id}`, headers: bearer(me.token) });
    expect(userResponse.parse(reread.json()).user).toMatchObject({
      name: { given: 'Hine', family: 'Ngata' },
      profile: { email, phone: '+64 21 555 0199' },
    });
  });

  test('a merchant cannot change their own roles (403, nothing changes); sending them unchanged is fine', async () => {
    const me = await createUser(ctx.db);
    for (const roles of [['merchant', 'admin'], ['admin'], ['consumer'], []]) {
      const response = await put(me.token, me.id, { userInfo: { roles, name: { given: 'Sneaky' } } });
      expect(response.statusCode).toBe(403);
      expect(message(response)).toBe(ONLY_ADMIN_CHANGES_ROLES);
    }
    const reread = await ctx.app.inject({ url: `/api/users/${me.id}`, headers: bearer(me.token) });
    expect(userResponse.parse(reread.json()).user).toMatchObject({ roles: ['merchant'], name: { given: 'Test' } });
    const unchanged = await put(me.token, me.id, { userInfo: { roles: ['merchant'], name: { given: 'Honest' } } });
    expect(unchanged.statusCode).toBe(200);
    // a role change also shows up on the next request: still no admin route for this token
    expect((await ctx.app.inject({ url: '/api/users', headers: bearer(me.token) })).statusCode).toBe(403);
  });

  test('the +64 rule: a national number typed without it is stored with it; a number with its own + is kept', async () => {
    const user = await createUser(ctx.db);
    for (const [typed, stored] of [
      ['021 555 0101', '+64 21 555 0101'],
      ['21 555 0101', '+64 21 555 0101'],
      ['+61 2 5550 1010', '+61 2 5550 1010'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: bearer(user.token),
        payload: { userInfo: { profile: { phone: typed } } },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.profile.phone).toBe(stored);
    }
  });

  test("a merchant cannot edit somebody else's account", async () => {
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const response = await put(me.token, other.id, { userInfo: { name: { given: 'Nope' } } });
    expect(response.statusCode).toBe(403);
    expect(message(response)).toBe(NOT_YOUR_ACCOUNT);
  });

  test('an admin edits anybody, roles included, and the new roles apply at once', async () => {
    const admin = await createUser(ctx.db, { roles: ['admin', 'merchant'] });
    const member = await createUser(ctx.db);
    const response = await put(admin.token, member.id, { userInfo: { roles: ['merchant', 'beta-tester'] } });
    expect(response.statusCode).toBe(200);
    expect(userResponse.parse(response.json()).user.roles).toEqual(['merchant', 'beta-tester']);
    const promote = await put(admin.token, member.id, { userInfo: { roles: ['merchant', 'admin'] } });
    expect(promote.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/users', headers: bearer(member.token) })).statusCode).toBe(200);
  });

  test('an admin cannot drop their own admin role', async () => {
    const admin = await createUser(ctx.db, { roles: ['admin', 'merchant'] });
    const response = await put(admin.token, admin.id, { userInfo: { roles: ['merchant'] } });
    expect(response.statusCode).toBe(409);
    expect(message(response)).toBe(OWN_ADMIN_ROLE_MESSAGE);
  });

  test('e-mail addresses stay unique (409), case-insensitively', async () => {
    const me = await createUser(ctx.db, { password: 'kowhai-42' });
    const other = await createUser(ctx.db);
    const response = await put(me.token, me.id, {
      userInfo: { profile: { email: other.email.toUpperCase() } },
      currentPassword: 'kowhai-42',
    });
    expect(response.statusCode).toBe(409);
    expect(message(response)).toBe(EMAIL_IN_USE_MESSAGE);
    // one's own address again is not a conflict
    expect((await put(me.token, me.id, { userInfo: { profile: { email: me.email } } })).statusCode).toBe(200);
  });

  test('validation: a clear 400 naming the field, never a 500', async () => {
    const me = await createUser(ctx.db);
    const cases: [unknown, string][] = [
      [{ userInfo: { profile: { phone: 'call me' } } }, 'Phone may hold digits, spaces and a leading +'],
      [{ userInfo: { profile: { phone: '+64 21' } } }, 'Phone must have at least 6 digits'],
      [{ userInfo: { profile: { phone: '+64 21 55-5' } } }, 'Phone may hold digits, spaces and a leading +'],
      [{ userInfo: { profile: { email: 'not-an-email' } } }, 'Please enter a valid e-mail address'],
      [{ userInfo: { name: { given: '   ' } } }, 'First name is required'],
      [{ userInfo: { roles: ['superuser'] } }, 'Roles must be one of: consumer, merchant, beta-tester, admin'],
      [{ userInfo: { password_hash: 'x' } }, 'Unknown field: password_hash'],
      [{ userInfo: { profile: { mobile: '021' } } }, 'Unknown field: mobile'],
      [{ userInfo: '{not json' }, 'userInfo must be a JSON object or JSON text'],
      [{ userInfo: {}, extra: 1 }, 'Unknown field: extra'],
    ];
    for (const [payload, expected] of cases) {
      const response = await put(me.token, me.id, payload);
      expect({ status: response.statusCode, message: message(response) }).toEqual({ status: 400, message: expected });
    }
  });

  // Rules once: the contact details form (mfe-admin App.test.tsx, the admin user page) refuses each in the same words.
  test.each(CONTACT_REFUSAL_CASES)(
    'the contact details form refuses $label $name → 400 "$message", nothing changed',
    async (refusal) => {
      const admin = await createUser(ctx.db, { roles: ['admin'] });
      const person = await createUser(ctx.db);
      const before = await ctx.db.query('select given_name, family_name, email, phone from users where id = $1', [person.id]);
      const response = await put(admin.token, person.id, { userInfo: contactUserInfo(refusal) });
      expect({ status: response.statusCode, message: message(response) }).toEqual({ status: 400, message: refusal.message });
      expect(await ctx.db.query('select given_name, family_name, email, phone from users where id = $1', [person.id])).toEqual(
        before,
      );
    },
  );

  test('a user that does not exist: 404 for an admin', async () => {
    const admin = await createUser(ctx.db, { roles: ['admin'] });
    expect((await put(admin.token, 'no-such-user', { userInfo: { name: { given: 'X' } } })).statusCode).toBe(404);
  });
});
