import { SignJWT } from 'jose';
import { hmacKey, verifyOurJwt } from '../auth/tokens';

/**
 * Guest tokens (spec 000 §6 "user token, or guest token for guests"): HS256 JWTs signed with the API's secret but
 * with their own audience, so a guest token is never accepted where a user token is needed (the /api hook checks
 * the user audience) and the other way round.
 */
const ALGORITHM = 'HS256';
const ISSUER = 'venue-backoffice-api';
export const GUEST_AUDIENCE = 'venue-backoffice-guest';
/** A guest session lasts 30 days (long enough to follow an order, short enough to be forgotten). */
export const GUEST_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export async function signGuestToken(guest: { guestId: string; tokenVersion: number }, secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ tv: guest.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(guest.guestId)
    .setIssuer(ISSUER)
    .setAudience(GUEST_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + GUEST_TOKEN_TTL_SECONDS)
    .sign(await hmacKey(secret));
}

export type VerifiedGuestToken =
  | { ok: true; guestId: string; tokenVersion: number }
  | { ok: false; reason: 'expired' | 'invalid' };

/** Remembered once verified, as user tokens are (auth/tokens.ts `verifyOurJwt`). */
export async function verifyGuestToken(token: string, secret: string): Promise<VerifiedGuestToken> {
  const verified = await verifyOurJwt(token, secret, GUEST_AUDIENCE);
  return verified.ok ? { ok: true, guestId: verified.subject.userId, tokenVersion: verified.subject.tokenVersion } : verified;
}
