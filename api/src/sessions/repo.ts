import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';

/** Why a session ended (migration 155's check lists the same words). */
export type SessionEndReason = 'logout' | 'signed-out' | 'password' | 'email' | 'email-undo' | 'idle' | 'internal';

export interface SessionRow {
  id: string;
  user_id: string;
  device: string;
  ip: string;
  created_at: Date;
  last_seen_at: Date;
}

const SESSION_COLUMNS = 'id, user_id, device, ip, created_at, last_seen_at';

export async function createSession(db: Db, session: { userId: string; device: string; ip: string; now: Date }): Promise<string> {
  const id = randomUUID();
  const at = session.now.toISOString();
  await db.query(
    `insert into sessions (id, user_id, device, ip, created_at, last_seen_at)
     values ($1, $2, $3, $4, $5, $5)`,
    [id, session.userId, session.device.slice(0, 200), session.ip.slice(0, 100), at],
  );
  return id;
}

/** The user's live sessions, the most recently used first. */
export async function listLiveSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `select ${SESSION_COLUMNS} from sessions where user_id = $1 and ended_at is null
     order by last_seen_at desc, created_at desc`,
    [userId],
  );
}

/** Ends one live session of the user; false when there is none with that id (or it ended already). */
export async function endSession(
  db: Db,
  input: { userId: string; sessionId: string; reason: SessionEndReason; now: Date },
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `update sessions set ended_at = $3, ended_reason = $4
     where id = $1 and user_id = $2 and ended_at is null
     returning id`,
    [input.sessionId, input.userId, input.now.toISOString(), input.reason],
  );
  return rows.length > 0;
}

/** Ends every live session of the user but `keep` (null: all of them). Returns how many ended. */
export async function endSessions(
  db: Db,
  input: { userId: string; keep: string | null; reason: SessionEndReason; now: Date },
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `update sessions set ended_at = $3, ended_reason = $4
     where user_id = $1 and ended_at is null and ($2::text is null or id <> $2::text)
     returning id`,
    [input.userId, input.keep, input.now.toISOString(), input.reason],
  );
  return rows.length;
}

/** Records that the session was used at `now` (the bearer check calls it at most about once a minute). */
export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.query('update sessions set last_seen_at = $2 where id = $1 and ended_at is null and last_seen_at < $2', [
    sessionId,
    now.toISOString(),
  ]);
}

/** Removes a session the API opened for itself (the warm-up), leaving no trace of it. */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.query('delete from sessions where id = $1', [sessionId]);
}
