import { SignJWT } from 'jose';
import { bearer, createTestContext, createUser, message, TEST_JWT_SECRET, type TestContext } from '../test/app';
import { setPassword } from '../users/repo';
import { AUTH_MESSAGES } from './authenticate';
import { hashPassword } from './passwords';
import { signToken, TOKEN_CLAIMS, verifyToken } from './tokens';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function me(userId: string, token: string) {
  return ctx.app.inject({ url: `/api/users/${userId}`, headers: bearer(token) });
}

function forge(claims: Record<string, unknown>, alg: 'HS256' | 'HS384' | 'HS512' = 'HS256') {
  return new SignJWT(claims).setProtectedHeader({ alg }).setIssuer(TOKEN_CLAIMS.issuer).setAudience(TOKEN_CLAIMS.audience);
}

describe('bearer tokens', () => {
  test('a token from signToken round-trips', async () => {
    const token = await signToken({ userId: 'u1', tokenVersion: 3, sessionId: 's1' }, TEST_JWT_SECRET);
    expect(await verifyToken(token, TEST_JWT_SECRET)).toEqual({
      ok: true,
      subject: { userId: 'u1', tokenVersion: 3, sessionId: 's1' },
    });
    expect(await verifyToken(token, `${TEST_JWT_SECRET}-other`)).toEqual({ ok: false, reason: 'invalid' });
  });

  test('a token verified once (and remembered) still expires at its exp, and stays bound to its secret', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-10T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const token = await signToken({ userId: 'u2', tokenVersion: 1, sessionId: 's2' }, TEST_JWT_SECRET, 60);
      for (let i = 0; i < 2; i++)
        expect(await verifyToken(token, TEST_JWT_SECRET)).toEqual({
          ok: true,
          subject: { userId: 'u2', tokenVersion: 1, sessionId: 's2' },
        });
      expect(await verifyToken(token, `${TEST_JWT_SECRET}-other`)).toEqual({ ok: false, reason: 'invalid' });
      jest.setSystemTime(new Date('2026-03-10T10:00:59Z'));
      expect((await verifyToken(token, TEST_JWT_SECRET)).ok).toBe(true);
      jest.setSystemTime(new Date('2026-03-10T10:01:00Z'));
      expect(await verifyToken(token, TEST_JWT_SECRET)).toEqual({ ok: false, reason: 'expired' });
      // an altered signature is another key in the memory: refused
      expect(await verifyToken(`${token.slice(0, -2)}AA`, TEST_JWT_SECRET)).toEqual({ ok: false, reason: 'invalid' });
    } finally {
      jest.useRealTimers();
    }
  });

  test('no Authorization header, or not a Bearer one: 401', async () => {
    const user = await createUser(ctx.db);
    const none = await ctx.app.inject({ url: `/api/users/${user.id}` });
    expect(none.statusCode).toBe(401);
    expect(message(none)).toBe(AUTH_MESSAGES.missing);
    const basic = await ctx.app.inject({ url: `/api/users/${user.id}`, headers: { authorization: `Basic ${user.token}` } });
    expect(basic.statusCode).toBe(401);
  });

  test('alg "none" is refused', async () => {
    const user = await createUser(ctx.db);
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: user.id,
      tv: 0,
      iss: TOKEN_CLAIMS.issuer,
      aud: TOKEN_CLAIMS.audience,
      iat: now,
      exp: now + 3600,
    })}.`;
    const response = await me(user.id, unsigned);
    expect(response.statusCode).toBe(401);
    expect(message(response)).toBe(AUTH_MESSAGES.invalid);
  });

  test('another algorithm, even with the right secret, is refused', async () => {
    const user = await createUser(ctx.db);
    for (const alg of ['HS384', 'HS512'] as const) {
      const token = await forge({ tv: 0 }, alg).setSubject(user.id).setIssuedAt().setExpirationTime('1h').sign(key);
      expect((await me(user.id, token)).statusCode).toBe(401);
    }
  });

  test('a token signed with another secret is refused', async () => {
    const user = await createUser(ctx.db);
    const token = await signToken(
      { userId: user.id, tokenVersion: 0, sessionId: user.sessionId },
      'another-secret-that-is-long-enough-0123456789',
    );
    expect((await me(user.id, token)).statusCode).toBe(401);
  });

  test('an expired token: 401 saying the session expired', async () => {
    const user = await createUser(ctx.db);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const token = await forge({ tv: 0 })
      .setSubject(user.id)
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(key);
    const response = await me(user.id, token);
    expect(response.statusCode).toBe(401);
    expect(message(response)).toBe(AUTH_MESSAGES.expired);
  });

  test('claims we did not issue (no tv, wrong audience) are refused', async () => {
    const user = await createUser(ctx.db);
    const noTv = await forge({}).setSubject(user.id).setExpirationTime('1h').sign(key);
    expect((await me(user.id, noTv)).statusCode).toBe(401);
    const wrongAudience = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_CLAIMS.issuer)
      .setAudience('someone-else')
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(key);
    expect((await me(user.id, wrongAudience)).statusCode).toBe(401);
  });

  test('a token of a deleted user is refused', async () => {
    const user = await createUser(ctx.db);
    await ctx.db.query('delete from users where id = $1', [user.id]);
    expect((await me(user.id, user.token)).statusCode).toBe(401);
  });

  test('changing the password bumps token_version and revokes older tokens', async () => {
    const user = await createUser(ctx.db);
    expect((await me(user.id, user.token)).statusCode).toBe(200);
    const version = await setPassword(ctx.db, user.id, await hashPassword('a-new-password'));
    expect(version).toBe(1);
    const old = await me(user.id, user.token);
    expect(old.statusCode).toBe(401);
    expect(message(old)).toBe(AUTH_MESSAGES.revoked);
    const fresh = await signToken({ userId: user.id, tokenVersion: version, sessionId: user.sessionId }, TEST_JWT_SECRET);
    expect((await me(user.id, fresh)).statusCode).toBe(200);
  });
});
