import {
  type ChangeMyPasswordResponse,
  changeMyPasswordRequest,
  forgotPasswordRequest,
  MESSAGES,
  type MessageResponse,
  type ResetPasswordResponse,
  resetPasswordRequest,
  resetTokenParams,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { MailAdapter } from '../adapters/mail';
import { currentUser } from '../auth/authenticate';
import { assertAcceptableNewPassword } from '../auth/password-policy';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { issueSignInToken } from '../auth/sign-in-token';
import { clearAccountFailures, isLoginThrottled, recordLoginFailure } from '../auth/throttle';
import type { Db } from '../db/types';
import { badRequest, tooManyRequests, unauthorized } from '../http/errors';
import { bodyOf, paramsOf } from '../http/validate';
import { endSessions } from '../sessions/repo';
import { findUserById, normaliseEmail, setPassword } from '../users/repo';
import type { BackgroundTasks } from './background';
import { resetLink, resetMail } from './reset-mail';
import { RESET_THROTTLE, RESET_THROTTLED_MESSAGE, recordResetRequest, resetRequestCounts } from './reset-throttle';
import {
  consumeResetToken,
  findUsableResetToken,
  hashResetToken,
  issueResetToken,
  newResetToken,
  revokeResetTokens,
} from './reset-tokens';

export const RESET_LINK_INVALID_MESSAGE = 'This password reset link has expired or was already used. Please request a new one.';
export const RESET_TOKEN_MISMATCH_MESSAGE = 'resetToken does not match the reset link.';
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'Your current password is incorrect';
export const SAME_PASSWORD_MESSAGE = 'The new password must be different from your current password.';
export const PASSWORD_CHANGE_THROTTLED_MESSAGE = 'Too many wrong passwords. Please wait 15 minutes and try again.';

/**
 * Every POST /forgot-password takes at least this long, known address or not: the work of both paths is the same
 * (one statement that stores a token only when the address has an account) and this floor hides what is left of
 * the difference. The e-mail is sent after the response.
 */
export const FORGOT_PASSWORD_MIN_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AccountDeps {
  db: Db;
  jwtSecret: string;
  mail: MailAdapter;
  background: BackgroundTasks;
  publicUrl: string;
  now: () => Date;
}

/** POST /forgot-password and POST /forgot-password/:resetToken: public (no bearer), spec 000 §7 Auth. */
export async function passwordResetRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const { db, mail, background, publicUrl, now } = deps;

  app.post('/forgot-password', { schema: { body: forgotPasswordRequest } }, async (request): Promise<MessageResponse> => {
    const started = performance.now();
    const { email } = bodyOf(request);
    const account = normaliseEmail(email);
    const counts = await resetRequestCounts(db, account, request.ip);
    if (counts.ip >= RESET_THROTTLE.perIp.max) throw tooManyRequests(RESET_THROTTLED_MESSAGE);
    await recordResetRequest(db, account, request.ip);
    // Same work for every address: a fresh token and its hash, one insert … select that finds the user or not.
    const { token, hash } = newResetToken();
    const userId = counts.email < RESET_THROTTLE.perEmail.max ? await issueResetToken(db, account, hash, now()) : null;
    const elapsed = performance.now() - started;
    if (elapsed < FORGOT_PASSWORD_MIN_MS) await sleep(FORGOT_PASSWORD_MIN_MS - elapsed);
    if (userId) {
      background.run('password reset e-mail', async () => {
        const user = await findUserById(db, userId);
        if (!user) return;
        await mail.sendMail(resetMail({ to: user.email, givenName: user.given_name, link: resetLink(publicUrl, token) }));
      });
    }
    return { message: MESSAGES.resetRequestSent };
  });

  app.post(
    '/forgot-password/:resetToken',
    { schema: { params: resetTokenParams, body: resetPasswordRequest } },
    async (request): Promise<ResetPasswordResponse> => {
      const { resetToken } = paramsOf(request);
      const body = bodyOf(request);
      if (body.resetToken && body.resetToken !== resetToken) throw badRequest(RESET_TOKEN_MISMATCH_MESSAGE);
      const tokenHash = hashResetToken(resetToken);
      // A dead link is said first: there is no point choosing a password for it.
      if (!(await findUsableResetToken(db, tokenHash, now()))) throw badRequest(RESET_LINK_INVALID_MESSAGE);
      assertAcceptableNewPassword(body.newPassword, body.confirmPassword);
      const passwordHash = await hashPassword(body.newPassword);
      const result = await db.transaction(async (tx) => {
        const at = now();
        const userId = await consumeResetToken(tx, tokenHash, at);
        if (!userId) return null; // used by a concurrent request, or expired meanwhile
        const tokenVersion = await setPassword(tx, userId, passwordHash);
        await revokeResetTokens(tx, userId, at);
        // a new password signs the account out everywhere (the link signs this browser in afresh below)
        await endSessions(tx, { userId, keep: null, reason: 'password', now: at });
        const user = await findUserById(tx, userId);
        // The person proved they own the address: earlier failed sign-ins no longer hold the account back.
        if (user) await clearAccountFailures(tx, user.email);
        return { userId, tokenVersion };
      });
      if (!result) throw badRequest(RESET_LINK_INVALID_MESSAGE);
      return {
        token: await issueSignInToken(deps, request, { userId: result.userId, tokenVersion: result.tokenVersion }),
        userId: result.userId,
      };
    },
  );
}

/** POST /api/my-account/change-password (bearer): mounted under /api behind the token hook. */
export async function myAccountRoutes(app: FastifyInstance, deps: Pick<AccountDeps, 'db' | 'jwtSecret' | 'now'>): Promise<void> {
  const { db, now } = deps;

  app.post(
    '/my-account/change-password',
    { schema: { body: changeMyPasswordRequest } },
    async (request): Promise<ChangeMyPasswordResponse> => {
      const caller = currentUser(request);
      const body = bodyOf(request);
      const user = await findUserById(db, caller.id);
      if (!user) throw unauthorized('Please sign in to continue.');
      // Wrong current passwords count as failed sign-ins of the account: a stolen session cannot guess it freely.
      if (await isLoginThrottled(db, user.email, request.ip)) throw tooManyRequests(PASSWORD_CHANGE_THROTTLED_MESSAGE);
      const ok = user.password_hash
        ? await verifyPassword(user.password_hash, body.currentPassword)
        : await verifyAgainstDummy(body.currentPassword);
      if (!ok) {
        await recordLoginFailure(db, user.email, request.ip);
        throw badRequest(CURRENT_PASSWORD_INCORRECT_MESSAGE);
      }
      assertAcceptableNewPassword(body.newPassword, body.confirmPassword);
      if (body.newPassword === body.currentPassword) throw badRequest(SAME_PASSWORD_MESSAGE);
      const passwordHash = await hashPassword(body.newPassword);
      const tokenVersion = await db.transaction(async (tx) => {
        const version = await setPassword(tx, user.id, passwordHash);
        await revokeResetTokens(tx, user.id, now());
        // every session ends, this one too (its token's version is gone); the caller stays signed in with a fresh one
        await endSessions(tx, { userId: user.id, keep: null, reason: 'password', now: now() });
        return version;
      });
      return { token: await issueSignInToken(deps, request, { userId: user.id, tokenVersion }) };
    },
  );
}
