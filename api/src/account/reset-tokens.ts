import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES } from '@backoffice/contracts';
import type { Db } from '../db/types';
import { normaliseEmail } from '../users/repo';

/** 256 bits from the OS's CSPRNG (the issue asks for at least 128), base64url: 43 characters, safe in a URL. */
export const RESET_TOKEN_BYTES = 32;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

/**
 * Stores a token for the account with this e-mail, if there is one, in ONE statement that costs the same whether
 * or not the account exists (the caller hashes a fresh token either way). Returns the user id or null.
 */
export async function issueResetToken(db: Db, email: string, tokenHash: string, now: Date): Promise<string | null> {
  const expires = new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
  const [row] = await db.query<{ user_id: string }>(
    `insert into password_reset_tokens (token_hash, user_id, created_at, expires_at)
     select $2, id, $3, $4 from users where email = $1
     returning user_id`,
    [normaliseEmail(email), tokenHash, now.toISOString(), expires.toISOString()],
  );
  return row?.user_id ?? null;
}

/** The user a token belongs to while it is unused and unexpired; null otherwise. Does not use it up. */
export async function findUsableResetToken(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>(
    'select user_id from password_reset_tokens where token_hash = $1 and used_at is null and expires_at > $2',
    [tokenHash, now.toISOString()],
  );
  return row?.user_id ?? null;
}

/** Uses a token up, atomically: of two concurrent uses exactly one gets the user id. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>(
    `update password_reset_tokens set used_at = $2
     where token_hash = $1 and used_at is null and expires_at > $2
     returning user_id`,
    [tokenHash, now.toISOString()],
  );
  return row?.user_id ?? null;
}

/** After any password change every other outstanding link of that user stops working too. */
export async function revokeResetTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db.query('update password_reset_tokens set used_at = $2 where user_id = $1 and used_at is null', [
    userId,
    now.toISOString(),
  ]);
}
