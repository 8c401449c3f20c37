import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TWO_STEP } from '@backoffice/contracts';
import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 through `otpauth` (no HMAC of our own): SHA-1, 6 digits, 30 s — what authenticator apps expect. A code
 * of the step before or after is accepted too (a phone's clock drifts, a person types slowly), and the caller is told
 * which step matched so a code is accepted once (auth/mfa/repo.ts `claimStep`).
 */
export const TOTP_WINDOW_STEPS = 1;

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TWO_STEP.issuer,
    label,
    algorithm: TWO_STEP.algorithm,
    digits: TWO_STEP.digits,
    period: TWO_STEP.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new secret (160 bits, RFC 4226's recommended length) as base32, and its `otpauth://` URL for the QR code. */
export function newTotpSecret(email: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, email).toString() };
}

/** The time step a 6-digit code belongs to (within the window around `nowMs`), or null: not a valid code. */
export function matchingStep(secretBase32: string, code: string, nowMs: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / TWO_STEP.periodSeconds) + delta;
}

// no 0/o, 1/l/i: read off a screen or paper and typed again
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2q-x9rtb` (about 49 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** How a recovery code is stored and looked up: case, spaces and dashes do not matter. */
export function recoveryCodeHash(code: string): string {
  const normal = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return createHash('sha256').update(normal).digest('hex');
}
