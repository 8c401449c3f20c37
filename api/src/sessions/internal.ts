import { signToken, TOKEN_TTL_SECONDS } from '../auth/tokens';
import type { Db } from '../db/types';
import { createSession } from './repo';

/** The address recorded for a session the API opens for itself (no client made it). */
export const INTERNAL_SESSION_IP = 'internal';

/**
 * A token the API signs for its own work as a user (the start-up warm-up, benches, the soak, test fixtures): nobody
 * signed in, so it does not go through `issueSignInToken`, but like every user token it has a live session (shown as
 * `device`, e.g. "API warm-up"), since the bearer check refuses tokens without one. End it when done (`endSession`
 * with reason 'internal') where the work is short-lived.
 */
export async function signInternalToken(
  db: Db,
  secret: string,
  subject: { userId: string; tokenVersion: number; device: string; now?: Date },
  ttlSeconds = TOKEN_TTL_SECONDS,
): Promise<{ token: string; sessionId: string }> {
  const sessionId = await createSession(db, {
    userId: subject.userId,
    device: subject.device,
    ip: INTERNAL_SESSION_IP,
    now: subject.now ?? new Date(),
  });
  const token = await signToken({ userId: subject.userId, tokenVersion: subject.tokenVersion, sessionId }, secret, ttlSeconds);
  return { token, sessionId };
}
