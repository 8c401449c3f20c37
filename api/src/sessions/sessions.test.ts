import { type MySessionsResponse, outboxResponse, SESSION_MESSAGES, SIGNED_OUT_IDLE_MESSAGE } from '@backoffice/contracts';
import { AUTH_MESSAGES } from '../auth/authenticate';
import { LOGIN_THROTTLE } from '../auth/throttle';
import { bearer, createTestContext, createUser, message, type TestContext, uniqueEmail } from '../test/app';
import { EMAIL_CHANGED_SUBJECT } from '../users/email-change';
import { LAST_SEEN_EVERY_MS } from './liveness';

/**
 * Sessions: every sign-in is one; logout and "Sign out" end them at once; an e-mail change needs the password, tells
 * the old address (undo for 7 days) and ends the other sessions; a password change ends the others; admins are signed
 * out after 30 idle minutes. The API's clock is pinned (and moved by hand) for the idle and "last seen" rules.
 */

const START = new Date('2026-03-10T22:30:00Z');
let clock = START;
let ctx: TestContext;
let ipCounter = 0;
const freshIp = () => `10.55.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

beforeEach(() => {
  clock = START;
});

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function signIn(email: string, options: { userAgent?: string; ip?: string } = {}): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/login',
    payload: { username: email, password: PASSWORD },
    headers: { 'user-agent': options.userAgent ?? CHROME_MAC },
    remoteAddress: options.ip ?? freshIp(),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { token: string }).token;
}

const me = (userId: string, token: string) => ctx.app.inject({ url: `/api/users/${userId}`, headers: bearer(token) });

async function sessions(token: string): Promise<MySessionsResponse['sessions']> {
  const response = await ctx.app.inject({ url: '/api/my-account/sessions', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return (response.json() as MySessionsResponse).sessions;
}

async function mailsTo(to: string) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const response = await ctx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}` });
    const { mails } = outboxResponse.parse(response.json());
    if (mails.length > 0 || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('sign-in sessions and logout', () => {
  test('a sign-in is a session (device, IP, times); POST /logout → 204 and the same token answers 401 at once', async () => {
    const user = await createUser(ctx.db, { password: PASSWORD });
    const token = await signIn(user.email, { ip: '203.0.113.7' });
    expect((await me(user.id, token)).statusCode).toBe(200);
    const listed = await sessions(token);
    expect(listed.find((session) => session.current)).toEqual({
      id: expect.any(String),
      device: 'Chrome on macOS',
      ip: '203.0.113.7',
      createdAt: START.toISOString(),
      lastSeenAt: START.toISOString(),
      current: true,
    });

    const out = await ctx.app.inject({ method: 'POST', url: '/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    // the token was verified (and remembered) before: the session decides, not the token cache
    const after = await me(user.id, token);
    expect([after.statusCode, message(after)]).toEqual([401, AUTH_MESSAGES.ended]);
    // signing out twice is fine; no token is a 401
    expect((await ctx.app.inject({ method: 'POST', url: '/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'POST', url: '/logout' })).statusCode).toBe(401);
    // the orders list and the order routes read the session with the caller too
    const shops = await ctx.app.inject({ url: `/api/users/${user.id}/shops`, headers: bearer(token) });
    expect(shops.statusCode).toBe(401);
  });

  test('My Account lists the live sessions; "Sign out" ends one, "Sign out everywhere else" the rest but this one', async () => {
    const user = await createUser(ctx.db, { password: PASSWORD });
    const laptop = await signIn(user.email);
    const tablet = await signIn(user.email, { userAgent: FIREFOX_WINDOWS });
    const phone = await signIn(user.email, { userAgent: '' });
    const listed = await sessions(laptop);
    // createUser's own session plus three sign-ins
    expect(listed).toHaveLength(4);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed.map((session) => session.device)).toEqual(
      expect.arrayContaining(['Chrome on macOS', 'Firefox on Windows', 'Unknown device']),
    );

    const tabletSession = (await sessions(tablet)).find((session) => session.current);
    const ended = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/my-account/sessions/${tabletSession?.id}`,
      headers: bearer(laptop),
    });
    expect(ended.statusCode).toBe(204);
    expect((await me(user.id, tablet)).statusCode).toBe(401);
    expect((await me(user.id, laptop)).statusCode).toBe(200);
    // gone already, or someone else's: 404, nothing ended
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/my-account/sessions/${tabletSession?.id}`,
      headers: bearer(laptop),
    });
    expect([again.statusCode, message(again)]).toEqual([404, SESSION_MESSAGES.sessionNotFound]);
    const stranger = await createUser(ctx.db);
    const theirs = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/my-account/sessions/${stranger.sessionId}`,
      headers: bearer(laptop),
    });
    expect(theirs.statusCode).toBe(404);
    expect((await me(stranger.id, stranger.token)).statusCode).toBe(200);

    const others = await ctx.app.inject({
      method: 'POST',
      url: '/api/my-account/sessions/sign-out-others',
      headers: bearer(laptop),
    });
    expect([others.statusCode, others.json()]).toEqual([200, { ended: 2 }]);
    expect((await me(user.id, phone)).statusCode).toBe(401);
    expect((await me(user.id, user.token)).statusCode).toBe(401);
    expect((await me(user.id, laptop)).statusCode).toBe(200);
    expect((await sessions(laptop)).map((session) => session.current)).toEqual([true]);
  });

  test('"last seen" is written at most once a minute per session, not per request', async () => {
    const user = await createUser(ctx.db, { password: PASSWORD });
    const token = await signIn(user.email);
    const seen = async () => {
      const [row] = await ctx.db.query<{ last_seen_at: Date }>(
        'select last_seen_at from sessions where user_id = $1 and ended_at is null and device = $2',
        [user.id, 'Chrome on macOS'],
      );
      return new Date(row?.last_seen_at ?? 0).toISOString();
    };
    advance(LAST_SEEN_EVERY_MS - 1000);
    for (let i = 0; i < 3; i++) expect((await me(user.id, token)).statusCode).toBe(200);
    expect(await seen()).toBe(START.toISOString());
    advance(2000);
    const written = clock.toISOString();
    expect((await me(user.id, token)).statusCode).toBe(200);
    expect(await seen()).toBe(written);
    advance(30_000);
    for (let i = 0; i < 3; i++) expect((await me(user.id, token)).statusCode).toBe(200);
    expect(await seen()).toBe(written);
  });

  test('an admin is signed out after 30 minutes without activity; a merchant is not', async () => {
    const admin = await createUser(ctx.db, { password: PASSWORD, roles: ['admin'] });
    const merchant = await createUser(ctx.db, { password: PASSWORD });
    const adminToken = await signIn(admin.email);
    const merchantToken = await signIn(merchant.email);
    // activity keeps it alive: a call every 20 minutes
    advance(20 * 60_000);
    expect((await me(admin.id, adminToken)).statusCode).toBe(200);
    advance(29 * 60_000);
    expect((await me(admin.id, adminToken)).statusCode).toBe(200);
    advance(30 * 60_000);
    const idle = await me(admin.id, adminToken);
    expect([idle.statusCode, message(idle)]).toEqual([401, SIGNED_OUT_IDLE_MESSAGE]);
    // ended for good, not only refused while idle
    const [row] = await ctx.db.query<{ ended_reason: string }>(
      `select ended_reason from sessions where user_id = $1 and device = 'Chrome on macOS'`,
      [admin.id],
    );
    expect(row?.ended_reason).toBe('idle');
    expect((await me(merchant.id, merchantToken)).statusCode).toBe(200);
    advance(24 * 60 * 60_000);
    expect((await me(merchant.id, merchantToken)).statusCode).toBe(200);
  });

  test('a user token without a session (`sid`) is refused', async () => {
    const user = await createUser(ctx.db);
    const { SignJWT } = await import('jose');
    const { TEST_JWT_SECRET } = await import('../test/app');
    const { TOKEN_CLAIMS } = await import('../auth/tokens');
    const token = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_CLAIMS.issuer)
      .setAudience(TOKEN_CLAIMS.audience)
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await me(user.id, token)).statusCode).toBe(401);
  });
});

describe('changing the password ends the other sessions', () => {
  test('the caller stays signed in with a fresh session; every other token answers 401', async () => {
    const user = await createUser(ctx.db, { password: PASSWORD });
    const here = await signIn(user.email);
    const elsewhere = await signIn(user.email, { userAgent: FIREFOX_WINDOWS });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/my-account/change-password',
      headers: bearer(here),
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' },
    });
    expect(response.statusCode).toBe(200);
    const fresh = (response.json() as { token: string }).token;
    expect((await me(user.id, fresh)).statusCode).toBe(200);
    expect((await me(user.id, here)).statusCode).toBe(401);
    expect((await me(user.id, elsewhere)).statusCode).toBe(401);
    expect((await sessions(fresh)).map((session) => session.current)).toEqual([true]);
  });
});

describe('changing the sign-in e-mail', () => {
  const putEmail = (user: { id: string }, token: string, email: string, currentPassword?: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(token),
      payload: { userInfo: { profile: { email } }, ...(currentPassword === undefined ? {} : { currentPassword }) },
      remoteAddress: freshIp(),
    });
  const emailOf = async (userId: string) =>
    (await ctx.db.query<{ email: string }>('select email from users where id = $1', [userId]))[0]?.email;

  test('without the current password, or with a wrong one: 400 and nothing changed', async () => {
    const user = await createUser(ctx.db, { password: PASSWORD });
    const token = await signIn(user.email);
    const target = uniqueEmail('new');
    const missing = await putEmail(user, token, target);
    expect([missing.statusCode, message(missing)]).toEqual([400, SESSION_MESSAGES.emailChangeNeedsPassword]);
    const wrong = await putEmail(user, token, target, 'not my password');
    expect([wrong.statusCode, message(wrong)]).toEqual([400, SESSION_MESSAGES.currentPasswordIncorrect]);
    expect(await emailOf(user.id)).toBe(user.email);
    // the same e-mail (another field changing) needs no password
    const same = await putEmail(user, token, user.email.toUpperCase());
    expect(same.statusCode).toBe(200);
  });

  test('wrong passwords are throttled like sign-ins', async () => {
    const user = await createUser(ctx.db, { password: PASSWORD });
    const token = await signIn(user.email);
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccount; i++)
      expect((await putEmail(user, token, uniqueEmail('new'), 'guess')).statusCode).toBe(400);
    const blocked = await putEmail(user, token, uniqueEmail('new'), PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  test('with the password: changed, the old address is mailed an undo link, the other sessions end; undo restores it and ends all', async () => {
    const user = await createUser(ctx.db, { password: PASSWORD });
    const here = await signIn(user.email);
    const elsewhere = await signIn(user.email, { userAgent: FIREFOX_WINDOWS });
    const target = uniqueEmail('moved');
    const response = await putEmail(user, here, target, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(await emailOf(user.id)).toBe(target);
    expect((await me(user.id, here)).statusCode).toBe(200);
    expect((await me(user.id, elsewhere)).statusCode).toBe(401);

    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe(EMAIL_CHANGED_SUBJECT);
    expect(mail?.text).toContain(`Your sign-in e-mail was changed to ${target}`);
    const link = /http\S+\/undo-email-change\?code=(\S+)/.exec(mail?.text ?? '');
    const code = decodeURIComponent(link?.[1] ?? '');
    expect(code).not.toBe('');

    // valid for 7 days
    advance(7 * 24 * 60 * 60_000 - 60_000);
    const undo = await ctx.app.inject({ method: 'POST', url: `/api/email-change/undo/${encodeURIComponent(code)}` });
    expect([undo.statusCode, undo.json()]).toEqual([200, { email: user.email }]);
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await me(user.id, here)).statusCode).toBe(401);
    // once only
    const again = await ctx.app.inject({ method: 'POST', url: `/api/email-change/undo/${encodeURIComponent(code)}` });
    expect([again.statusCode, message(again)]).toEqual([400, SESSION_MESSAGES.undoLinkInvalid]);
  });

  test('an undo link is dead after 7 days', async () => {
    const user = await createUser(ctx.db, { password: PASSWORD });
    const token = await signIn(user.email);
    const target = uniqueEmail('late');
    expect((await putEmail(user, token, target, PASSWORD)).statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    const code = decodeURIComponent(/undo-email-change\?code=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
    advance(7 * 24 * 60 * 60_000 + 1000);
    const late = await ctx.app.inject({ method: 'POST', url: `/api/email-change/undo/${encodeURIComponent(code)}` });
    expect(late.statusCode).toBe(400);
    expect(await emailOf(user.id)).toBe(target);
  });
});
