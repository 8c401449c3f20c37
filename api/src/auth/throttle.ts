import type { Db } from '../db/types';

/**
 * Failed sign-ins counted in the database, so every replica sees the same numbers. Per account the limit is
 * tight (guessing one person's password); per IP it is loose (an office or phone carrier shares an IP).
 * Counts are checked before the password, so the 11th try inside the window is refused even if correct.
 * Concurrent attempts can overshoot the limit by a few; that is acceptable for throttling.
 */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  maxFailuresPerAccount: 10,
  maxFailuresPerIp: 100,
} as const;

export const THROTTLED_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

export async function isLoginThrottled(db: Db, account: string, ip: string): Promise<boolean> {
  const [row] = await db.query<{ account_failures: number; ip_failures: number }>(
    `select count(*) filter (where account = $1)::int as account_failures,
            count(*) filter (where ip = $2)::int as ip_failures
     from login_attempts
     where created_at > now() - make_interval(mins => $3) and (account = $1 or ip = $2)`,
    [account, ip, LOGIN_THROTTLE.windowMinutes],
  );
  return (
    !!row && (row.account_failures >= LOGIN_THROTTLE.maxFailuresPerAccount || row.ip_failures >= LOGIN_THROTTLE.maxFailuresPerIp)
  );
}

export async function recordLoginFailure(db: Db, account: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('insert into login_attempts (account, ip) values ($1, $2)', [account, ip]);
    // Housekeeping: rows older than a day can never count again.
    await tx.query(`delete from login_attempts where created_at < now() - interval '1 day'`);
  });
}

/**
 * A successful sign-in forgives that account's earlier failures. The rows stay (account cleared) so they
 * still count against the IP they came from.
 */
export async function clearAccountFailures(db: Db, account: string): Promise<void> {
  await db.query('update login_attempts set account = null where account = $1', [account]);
}
