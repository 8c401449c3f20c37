import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** HS256 only: the verifier allow-lists it, so `alg: none` or any other algorithm is refused. */
const ALGORITHM = 'HS256';
const ISSUER = 'venue-backoffice-api';
const AUDIENCE = 'venue-backoffice';
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** `sid`: the sign-in session (sessions/); guest tokens have none, and a user token without one is refused. */
const claimsSchema = z.object({
  sub: z.string().min(1).max(64),
  tv: z.number().int().min(0),
  sid: z.string().min(1).max(64).optional(),
});

const hmacKeys = new Map<string, Promise<CryptoKey>>();

/**
 * The HS256 key of a secret, imported once per process: handing jose the raw bytes made it import a WebCrypto key on
 * every sign and verify (a few % of the API's CPU per request in the intake bench's profile). Shared with the guest
 * tokens (same secret, other audience).
 */
export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

export interface TokenSubject {
  userId: string;
  /** users.token_version when the token was issued (`tv` claim). */
  tokenVersion: number;
  /** The sign-in session (`sid` claim, a row of `sessions`); null only in a token that is not a user's (guests). */
  sessionId: string | null;
}

/**
 * Signs a user token for a session that exists already: a person's sign-in goes through `issueSignInToken`
 * (sign-in-token.ts), the API's own callers (warm-up, benches, soak, tests) through `signInternalToken` (sessions/).
 */
export async function signToken(
  subject: TokenSubject & { sessionId: string },
  secret: string,
  ttlSeconds = TOKEN_TTL_SECONDS,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ tv: subject.tokenVersion, sid: subject.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(subject.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(await hmacKey(secret));
}

export type VerifiedToken = { ok: true; subject: TokenSubject } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Tokens this process has already verified, by audience + secret + the whole token text (signature included, so a
 * forged or altered token is never a hit), with the expiry jose checked. Every API request carries one of a few live
 * tokens: verifying each again was a WebCrypto job on libuv's thread pool per request (a hop between threads that a
 * loaded 2-core machine makes expensive), for an answer that only time can change. Bounded: cleared when full.
 * Shared by the user tokens and the guest tokens (guests/tokens.ts: same secret, their own audience).
 * Only the signature and expiry are remembered: whether the token's session is still live is read from the database
 * on every request (auth/authenticate.ts), so a token whose session ended (logout) is refused at once.
 */
const VERIFIED_LIMIT = 10_000;
const verified = new Map<string, { subject: TokenSubject; expiresAt: number }>();

export type VerifiedJwt = { ok: true; subject: TokenSubject } | { ok: false; reason: 'expired' | 'invalid' };

/** One of our HS256 tokens for `audience`: signature, issuer, audience, expiry and claims checked, or why not. */
export async function verifyOurJwt(token: string, secret: string, audience: string): Promise<VerifiedJwt> {
  const cacheKey = `${audience}\u0000${secret}\u0000${token}`;
  const known = verified.get(cacheKey);
  // jose's own rule (no clock tolerance): expired once the clock reaches `exp`
  if (known && Math.floor(Date.now() / 1000) < known.expiresAt) return { ok: true, subject: known.subject };
  if (known) verified.delete(cacheKey);
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), { algorithms: [ALGORITHM], issuer: ISSUER, audience });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'invalid' };
    const subject = { userId: claims.data.sub, tokenVersion: claims.data.tv, sessionId: claims.data.sid ?? null };
    // a token without `exp` is valid forever to jose; ours always carry one, and only those are remembered
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_LIMIT) verified.clear();
      verified.set(cacheKey, { subject, expiresAt: payload.exp });
    }
    return { ok: true, subject };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

export function verifyToken(token: string, secret: string): Promise<VerifiedToken> {
  return verifyOurJwt(token, secret, AUDIENCE);
}

/**
 * The audience a token CLAIMS, read without verifying anything: only to pick which verifier to run first where both
 * kinds are accepted (the intake), so a guest's token is not first refused as a user's (a second HMAC and a thrown
 * error per order). Never a reason to accept: the verifier checks the audience itself.
 */
export function claimedAudience(token: string): string | null {
  try {
    const { aud } = decodeJwt(token);
    return typeof aud === 'string' ? aud : null;
  } catch {
    return null;
  }
}

/** Exposed for tests that forge tokens with the real issuer/audience. */
export const TOKEN_CLAIMS = { issuer: ISSUER, audience: AUDIENCE, algorithm: ALGORITHM } as const;
