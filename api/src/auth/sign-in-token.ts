import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { deviceLabel } from '../sessions/device';
import { createSession } from '../sessions/repo';
import { signToken } from './tokens';

/** Who a sign-in token is issued to: the user's id and current token version. */
export interface SignInSubject {
  userId: string;
  tokenVersion: number;
}

/**
 * The one place a person's bearer token is issued after they proved who they are (sign-in, sign-up, a reset link, a
 * password change): every way in goes through it, so what a sign-in records is decided once. Each is a session
 * (sessions/): the browser's device as "Chrome on macOS", the client's address (`request.ip`, behind TRUST_PROXY)
 * and when; its id goes in the token (`sid`), and the bearer check refuses the token once the session ended.
 */
export async function issueSignInToken(
  deps: { db: Db; jwtSecret: string; now?: () => Date },
  request: FastifyRequest,
  subject: SignInSubject,
): Promise<string> {
  const sessionId = await createSession(deps.db, {
    userId: subject.userId,
    device: deviceLabel(request.headers['user-agent']),
    ip: request.ip,
    now: deps.now?.() ?? new Date(),
  });
  return signToken({ ...subject, sessionId }, deps.jwtSecret);
}
