import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { hmacKey } from '../auth/tokens';

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

const claimsSchema = z.object({ sub: z.string().min(1).max(64), tv: z.number().int().min(0) });

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

export async function verifyGuestToken(token: string, secret: string): Promise<VerifiedGuestToken> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: GUEST_AUDIENCE,
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'invalid' };
    return { ok: true, guestId: claims.data.sub, tokenVersion: claims.data.tv };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
