import * as jose from 'jose';
import { claimedAudience, signToken, verifyToken } from '../auth/tokens';
import { GUEST_AUDIENCE, signGuestToken, verifyGuestToken } from './tokens';

/**
 * Guest tokens are verified like user tokens, remembered once verified (auth/tokens.ts `verifyOurJwt`), and never
 * pass for the other kind, remembered or not.
 */
const SECRET = 'guest-token-test-secret-that-is-long-enough-0123456789';

test('a guest token round-trips, is remembered (one HMAC for many checks), and expires at its exp', async () => {
  jest.useFakeTimers({ now: new Date('2026-03-10T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  // jose checks the HMAC with WebCrypto: one call per verification actually made
  const verify = jest.spyOn(crypto.subtle, 'verify');
  try {
    const token = await signGuestToken({ guestId: 'g1', tokenVersion: 2 }, SECRET);
    for (let i = 0; i < 3; i++)
      expect(await verifyGuestToken(token, SECRET)).toEqual({ ok: true, guestId: 'g1', tokenVersion: 2 });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(await verifyGuestToken(token, `${SECRET}-other`)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyGuestToken(`${token.slice(0, -2)}AA`, SECRET)).toEqual({ ok: false, reason: 'invalid' });
    jest.setSystemTime(new Date('2026-04-09T10:00:00Z')); // 30 days on: the guest token's exp
    expect(await verifyGuestToken(token, SECRET)).toEqual({ ok: false, reason: 'expired' });
  } finally {
    verify.mockRestore();
    jest.useRealTimers();
  }
});

test('a remembered guest token is not a user token, nor a remembered user token a guest one', async () => {
  const guest = await signGuestToken({ guestId: 'g2', tokenVersion: 0 }, SECRET);
  const user = await signToken({ userId: 'u2', tokenVersion: 0, sessionId: 's2' }, SECRET);
  expect((await verifyGuestToken(guest, SECRET)).ok).toBe(true);
  expect((await verifyToken(user, SECRET)).ok).toBe(true);
  expect(await verifyToken(guest, SECRET)).toEqual({ ok: false, reason: 'invalid' });
  expect(await verifyGuestToken(user, SECRET)).toEqual({ ok: false, reason: 'invalid' });
});

test('claimedAudience reads the claim without trusting it (null for what is not a JWT)', async () => {
  expect(claimedAudience(await signGuestToken({ guestId: 'g3', tokenVersion: 0 }, SECRET))).toBe(GUEST_AUDIENCE);
  expect(claimedAudience('not-a-token')).toBeNull();
  // a forged token may claim anything: the verifier still refuses it
  const forged = await new jose.SignJWT({ tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('g4')
    .setIssuer('venue-backoffice-api')
    .setAudience(GUEST_AUDIENCE)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('another-secret-entirely-0123456789-0123456789'));
  expect(claimedAudience(forged)).toBe(GUEST_AUDIENCE);
  expect(await verifyGuestToken(forged, SECRET)).toEqual({ ok: false, reason: 'invalid' });
});
