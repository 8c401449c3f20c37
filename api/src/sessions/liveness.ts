import { ADMIN_IDLE_MINUTES, SIGNED_OUT_IDLE_MESSAGE, type UserRole } from '@backoffice/contracts';
import { preparedSql } from '../db/prepared';
import type { Db } from '../db/types';
import { unauthorized } from '../http/errors';
import { endSession, touchSession } from './repo';

/** "Last seen" is written at most this often per session (each request reads it; only a stale one is written). */
export const LAST_SEEN_EVERY_MS = 60_000;
export const ADMIN_IDLE_MS = ADMIN_IDLE_MINUTES * 60_000;

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * The columns the bearer check's statements read beside the user row (auth/authenticate.ts): the caller's session,
 * when it is live. `$n` is the token's `sid`. One join, so the check stays one round trip on the hot paths.
 */
export const sessionJoin = (param: string) =>
  `left join sessions ss on ss.id = ${param} and ss.user_id = u.id and ss.ended_at is null`;
export const SESSION_COLUMN = 'ss.last_seen_at as session_seen_at';

/** The bearer check's read when the route reads no shop or order with the caller. Named: it runs on most requests. */
const CALLER_SQL = preparedSql(
  'caller_session',
  `select u.id, u.roles, u.token_version, ${SESSION_COLUMN}
   from users u ${sessionJoin('$2')}
   where u.id = $1`,
);

export interface CallerRow {
  id: string;
  roles: UserRole[];
  token_version: number;
  /** null: the token's session ended (or never existed). */
  session_seen_at: Date | string | null;
}

export async function readCaller(db: Db, userId: string, sessionId: string): Promise<CallerRow | null> {
  const [row] = await db.query<CallerRow>(CALLER_SQL, [userId, sessionId]);
  return row ?? null;
}

/** Sessions this process wrote "last seen" for, and when: concurrent requests of one session write it once. */
const written = new Map<string, number>();
const WRITTEN_LIMIT = 10_000;

/**
 * The session half of the bearer check, from what the caller's statement read: the session must be live; an admin's
 * ends after ADMIN_IDLE_MINUTES without a request (docs/decisions/006-sessions.md); "last seen" is written when it is
 * older than a minute.
 */
export async function checkSession(
  db: Db,
  input: { userId: string; sessionId: string; seenAt: Date | string | null; isAdmin: boolean; now: Date },
): Promise<void> {
  if (input.seenAt === null) throw unauthorized(SESSION_ENDED_MESSAGE);
  const now = input.now.getTime();
  const seen = new Date(input.seenAt).getTime();
  if (input.isAdmin && now - seen >= ADMIN_IDLE_MS) {
    await endSession(db, { userId: input.userId, sessionId: input.sessionId, reason: 'idle', now: input.now });
    throw unauthorized(SIGNED_OUT_IDLE_MESSAGE);
  }
  if (now - seen < LAST_SEEN_EVERY_MS) return;
  const last = written.get(input.sessionId);
  if (last !== undefined && now - last < LAST_SEEN_EVERY_MS && now >= last) return;
  if (written.size >= WRITTEN_LIMIT) written.clear();
  written.set(input.sessionId, now);
  await touchSession(db, input.sessionId, input.now);
}
