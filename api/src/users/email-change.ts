import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_CHANGE_UNDO_DAYS, EMAIL_UNDO_CODE_PARAM, ROUTES, SESSION_MESSAGES } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import type { MailMessage } from '../adapters/mail';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { isLoginThrottled, recordLoginFailure } from '../auth/throttle';
import type { Db } from '../db/types';
import { badRequest, tooManyRequests } from '../http/errors';
import type { UserRow } from './repo';

export const EMAIL_CHANGE_THROTTLED_MESSAGE = 'Too many wrong passwords. Please wait 15 minutes and try again.';

/**
 * Changing one's own sign-in e-mail needs the current password: with the bearer token alone, a copied token could
 * move the account to another address and then reset its password. Wrong passwords count as failed sign-ins of the
 * account (the sign-in throttle), as on a password change. Runs before the change's transaction, so a failure it
 * records is kept.
 */
export async function assertPasswordForEmailChange(
  db: Db,
  request: FastifyRequest,
  user: UserRow,
  currentPassword: string | null | undefined,
): Promise<void> {
  if (!currentPassword) throw badRequest(SESSION_MESSAGES.emailChangeNeedsPassword);
  if (await isLoginThrottled(db, user.email, request.ip)) throw tooManyRequests(EMAIL_CHANGE_THROTTLED_MESSAGE);
  const ok = user.password_hash
    ? await verifyPassword(user.password_hash, currentPassword)
    : await verifyAgainstDummy(currentPassword);
  if (!ok) {
    await recordLoginFailure(db, user.email, request.ip);
    throw badRequest(SESSION_MESSAGES.currentPasswordIncorrect);
  }
}

export function hashUndoToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Stores an undo of this change for EMAIL_CHANGE_UNDO_DAYS and returns the link's token (only its hash is kept). */
export async function issueEmailUndo(
  db: Db,
  change: { userId: string; oldEmail: string; newEmail: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(change.now.getTime() + EMAIL_CHANGE_UNDO_DAYS * 86_400_000);
  await db.query(
    `insert into email_change_undos (token_hash, user_id, old_email, new_email, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [hashUndoToken(token), change.userId, change.oldEmail, change.newEmail, change.now.toISOString(), expires.toISOString()],
  );
  return token;
}

/** Takes an unused, unexpired undo (locked, marked used) or null. */
export async function takeEmailUndo(
  tx: Db,
  token: string,
  now: Date,
): Promise<{ user_id: string; old_email: string; new_email: string } | null> {
  const [row] = await tx.query<{ user_id: string; old_email: string; new_email: string }>(
    `update email_change_undos set used_at = $2
     where token_hash = $1 and used_at is null and expires_at > $2
     returning user_id, old_email, new_email`,
    [hashUndoToken(token), now.toISOString()],
  );
  return row ?? null;
}

/** Always built from PUBLIC_URL (config), never from the request's Host header. */
export function emailUndoLink(publicUrl: string, token: string): string {
  return `${publicUrl}${ROUTES.undoEmailChange}?${EMAIL_UNDO_CODE_PARAM}=${encodeURIComponent(token)}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const EMAIL_CHANGED_SUBJECT = 'Your Venue Back-office sign-in e-mail was changed';

/** The mail to the OLD address: what changed, and the undo link. */
export function emailChangedMail(options: { to: string; givenName: string; newEmail: string; link: string }): MailMessage {
  const { to, givenName, newEmail, link } = options;
  const lines = [
    `Kia ora ${givenName},`,
    '',
    `Your sign-in e-mail was changed to ${newEmail}.`,
    `Not you? Undo it here within ${EMAIL_CHANGE_UNDO_DAYS} days:`,
    '',
    link,
    '',
    'Undoing it restores this address and signs the account out everywhere; then choose a new password.',
  ];
  const html = `<!doctype html><html><body style="font-family: sans-serif">
<p>Kia ora ${escapeHtml(givenName)},</p>
<p>Your sign-in e-mail was changed to ${escapeHtml(newEmail)}.</p>
<p>Not you? <a href="${escapeHtml(link)}">Undo</a> (the link works for ${EMAIL_CHANGE_UNDO_DAYS} days).</p>
<p>Or copy this link into your browser: ${escapeHtml(link)}</p>
<p>Undoing it restores this address and signs the account out everywhere; then choose a new password.</p>
</body></html>`;
  return { to, subject: EMAIL_CHANGED_SUBJECT, text: lines.join('\n'), html };
}
