import { type EmailUndoResponse, emailUndoParams, SESSION_MESSAGES } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { badRequest, conflict } from '../http/errors';
import { paramsOf } from '../http/validate';
import { endSessions } from '../sessions/repo';
import { takeEmailUndo } from './email-change';
import { findUserByEmail, isUniqueViolation } from './repo';

/**
 * POST /api/email-change/undo/:token (public: the token from the mail to the old address is the permission): puts
 * the old sign-in e-mail back and ends every session of the account, so whoever changed it is signed out.
 */
export async function emailUndoRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }): Promise<void> {
  const { db, now } = deps;
  app.post('/email-change/undo/:token', { schema: { params: emailUndoParams } }, async (request): Promise<EmailUndoResponse> => {
    const { token } = paramsOf(request);
    try {
      return await db.transaction(async (tx) => {
        const at = now();
        const undo = await takeEmailUndo(tx, token, at);
        if (!undo) throw badRequest(SESSION_MESSAGES.undoLinkInvalid);
        const holder = await findUserByEmail(tx, undo.old_email);
        if (holder && holder.id !== undo.user_id) throw conflict(SESSION_MESSAGES.undoEmailTaken);
        await tx.query('update users set email = $2, updated_at = now() where id = $1', [undo.user_id, undo.old_email]);
        await endSessions(tx, { userId: undo.user_id, keep: null, reason: 'email-undo', now: at });
        return { email: undo.old_email };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SESSION_MESSAGES.undoEmailTaken);
      throw error;
    }
  });
}
