import type { Db } from '../db/types';

/**
 * POST /signup limits per client address, counted in the database (every replica sees the same numbers). Sign-up must
 * say when an address already has an account (409), so it is the one public call that tells whether an address is
 * known; limited so that learning it is no faster than through sign-in or password reset (both throttled per IP and
 * answering alike for known and unknown addresses):
 * - at most 5 "already has an account" answers per address in 15 minutes;
 * - at most 40 sign-up attempts in 15 minutes (a venue's staff signing up from one office, or a browser-test run, stays
 *   well under it).
 * Past either: 429 with Retry-After, before the address is looked up.
 */
export const SIGNUP_THROTTLE = { windowMinutes: 15, maxTaken: 5, maxAttempts: 40 } as const;

export const SIGNUP_THROTTLED_MESSAGE = 'Too many sign-up attempts from this device. Please wait 15 minutes and try again.';

/** Seconds until the client may try again, or null when it may sign up now. */
export async function signupRetryAfter(db: Db, ip: string): Promise<number | null> {
  const [row] = await db.query<{ taken: number; attempts: number; oldest_taken: number | null; oldest: number | null }>(
    `select count(*) filter (where taken)::int as taken, count(*)::int as attempts,
            extract(epoch from now() - min(created_at) filter (where taken))::float8 as oldest_taken,
            extract(epoch from now() - min(created_at))::float8 as oldest
       from signup_attempts where ip = $1 and created_at > now() - make_interval(mins => $2)`,
    [ip, SIGNUP_THROTTLE.windowMinutes],
  );
  if (!row) return null;
  const window = SIGNUP_THROTTLE.windowMinutes * 60;
  const wait = (ageSeconds: number | null) => Math.max(1, Math.ceil(window - (ageSeconds ?? 0)));
  if (row.taken >= SIGNUP_THROTTLE.maxTaken) return wait(row.oldest_taken);
  if (row.attempts >= SIGNUP_THROTTLE.maxAttempts) return wait(row.oldest);
  return null;
}

export async function recordSignupAttempt(db: Db, ip: string, taken: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('insert into signup_attempts (ip, taken) values ($1, $2)', [ip, taken]);
    // Housekeeping: rows older than a day can never count again.
    await tx.query(`delete from signup_attempts where created_at < now() - interval '1 day'`);
  });
}
