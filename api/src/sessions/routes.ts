import { type MySessionsResponse, SESSION_MESSAGES, type SignOutOthersResponse, sessionParams } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, currentUser } from '../auth/authenticate';
import { verifyToken } from '../auth/tokens';
import type { Db } from '../db/types';
import { notFound, unauthorized } from '../http/errors';
import { paramsOf } from '../http/validate';
import { bearerToken } from '../orders/intake/caller';
import { endSession, endSessions, listLiveSessions } from './repo';

interface SessionDeps {
  db: Db;
  jwtSecret: string;
  now: () => Date;
}

/**
 * POST /logout (beside POST /login, outside the bearer hook): ends the session of the bearer token, so the same token
 * answers 401 at once everywhere. A token whose session ended already is still a 204 (signing out twice is not an
 * error); a token we did not sign is a 401.
 */
export async function logoutRoutes(app: FastifyInstance, deps: SessionDeps): Promise<void> {
  app.post('/logout', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized(AUTH_MESSAGES.missing);
    const verified = await verifyToken(token, deps.jwtSecret);
    if (!verified.ok || !verified.subject.sessionId) throw unauthorized(AUTH_MESSAGES.invalid);
    const { userId, sessionId } = verified.subject;
    await endSession(deps.db, { userId, sessionId, reason: 'logout', now: deps.now() });
    return reply.status(204).send();
  });
}

/** My Account → "Signed-in devices": the caller's live sessions, and ending them (mounted under /api, bearer). */
export async function mySessionsRoutes(app: FastifyInstance, deps: SessionDeps): Promise<void> {
  const { db, now } = deps;

  app.get('/my-account/sessions', async (request): Promise<MySessionsResponse> => {
    const caller = currentUser(request);
    const rows = await listLiveSessions(db, caller.id);
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        device: row.device,
        ip: row.ip,
        createdAt: new Date(row.created_at).toISOString(),
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
        current: row.id === caller.sessionId,
      })),
    };
  });

  app.delete('/my-account/sessions/:sessionId', { schema: { params: sessionParams } }, async (request, reply) => {
    const caller = currentUser(request);
    const { sessionId } = paramsOf(request);
    const ended = await endSession(db, { userId: caller.id, sessionId, reason: 'signed-out', now: now() });
    if (!ended) throw notFound(SESSION_MESSAGES.sessionNotFound);
    return reply.status(204).send();
  });

  app.post('/my-account/sessions/sign-out-others', async (request): Promise<SignOutOthersResponse> => {
    const caller = currentUser(request);
    const ended = await endSessions(db, { userId: caller.id, keep: caller.sessionId, reason: 'signed-out', now: now() });
    return { ended };
  });
}
