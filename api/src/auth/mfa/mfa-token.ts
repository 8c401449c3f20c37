import { MFA_TOKEN_TTL_MINUTES } from '@backoffice/contracts';
import { SignJWT } from 'jose';
import { hmacKey, TOKEN_CLAIMS, type TokenSubject, verifyOurJwt } from '../tokens';

/**
 * The password step's proof for the code step: its own audience, so it is never accepted as a bearer token (the bearer
 * check verifies the user audience) and a bearer token is never accepted here; 5 minutes; the token version inside,
 * so a password change in between ends it.
 */
const MFA_AUDIENCE = 'venue-backoffice-mfa';

export async function signMfaToken(subject: TokenSubject, secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ tv: subject.tokenVersion })
    .setProtectedHeader({ alg: TOKEN_CLAIMS.algorithm, typ: 'JWT' })
    .setSubject(subject.userId)
    .setIssuer(TOKEN_CLAIMS.issuer)
    .setAudience(MFA_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + MFA_TOKEN_TTL_MINUTES * 60)
    .sign(await hmacKey(secret));
}

export async function verifyMfaToken(token: string, secret: string): Promise<TokenSubject | null> {
  const verified = await verifyOurJwt(token, secret, MFA_AUDIENCE);
  return verified.ok ? verified.subject : null;
}
