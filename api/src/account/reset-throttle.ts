import type { Db } from '../db/types';

/**
 * POST /forgot-password limits, counted in the database (every replica sees the same numbers), known addresses
 * and unknown ones alike so the limits reveal nothing:
 * - per address: at most 5 mails an hour. Further requests still get the usual answer, but no mail (so nobody can
 *   flood somebody's inbox, and an attacker learns nothing from a different answer);
 * - per IP: at most 20 requests in 15 minutes, then 429.
 */
export const RESET_THROTTLE = {
  perEmail: { max: 5, windowMinutes: 60 },
  perIp: { max: 20, windowMinutes: 15 },
} as const;

export const RESET_THROTTLED_MESSAGE = 'Too many password reset requests. Please wait 15 minutes and try again.';

export async function resetRequestCounts(db: Db, email: string, ip: string): Promise<{ email: number; ip: number }> {
  const [row] = await db.query<{ email_count: number; ip_count: number }>(
    `select count(*) filter (where email = $1 and created_at > now() - make_interval(mins => $3))::int as email_count,
            count(*) filter (where ip = $2 and created_at > now() - make_interval(mins => $4))::int as ip_count
     from password_reset_requests
     where (email = $1 or ip = $2) and created_at > now() - make_interval(mins => greatest($3, $4))`,
    [email, ip, RESET_THROTTLE.perEmail.windowMinutes, RESET_THROTTLE.perIp.windowMinutes],
  );
  return { email: row?.email_count ?? 0, ip: row?.ip_count ?? 0 };
}

export async function recordResetRequest(db: Db, email: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('insert into password_reset_requests (email, ip) values ($1, $2)', [email, ip]);
    // Housekeeping: nothing older than a day counts again, nor does a long-expired token matter.
    await tx.query(`delete from password_reset_requests where created_at < now() - interval '1 day'`);
    await tx.query(`delete from password_reset_tokens where expires_at < now() - interval '1 day'`);
  });
}
