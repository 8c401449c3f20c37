import { type AuthResponse, type LoginResponse, loginRequest, signupRequest } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { conflict, tooManyRequests, unauthorized } from '../http/errors';
import { bodyOf } from '../http/validate';
import { findUserByEmail, insertUser, isUniqueViolation, normaliseEmail } from '../users/repo';
import { twoStepChallenge } from './mfa/routes';
import { assertAcceptableNewPassword } from './password-policy';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { issueSignInToken } from './sign-in-token';
import { recordSignupAttempt, SIGNUP_THROTTLED_MESSAGE, signupRetryAfter } from './signup-throttle';
import { clearAccountFailures, isLoginThrottled, recordLoginFailure, THROTTLED_MESSAGE } from './throttle';

/** One text for an unknown e-mail and a wrong password, so the answer does not reveal which accounts exist. */
export const LOGIN_FAILED_MESSAGE = 'Incorrect email or password';
export { PASSWORDS_DO_NOT_MATCH } from './password-policy';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email address already exists. Sign in instead, or reset your password.';

/**
 * POST /login and POST /signup. With plans, health and the password-reset calls (`../account/routes.ts`) the only
 * routes that take no bearer token.
 */
export async function authRoutes(app: FastifyInstance, deps: { db: Db; jwtSecret: string; now: () => Date }): Promise<void> {
  const { db } = deps;

  app.post('/login', { schema: { body: loginRequest } }, async (request): Promise<LoginResponse> => {
    const body = bodyOf(request);
    const account = normaliseEmail(body.username);
    if (await isLoginThrottled(db, account, request.ip)) throw tooManyRequests(THROTTLED_MESSAGE);

    const user = await findUserByEmail(db, account);
    const ok = user?.password_hash
      ? await verifyPassword(user.password_hash, body.password)
      : await verifyAgainstDummy(body.password);
    if (!user || !ok) {
      await recordLoginFailure(db, account, request.ip);
      throw unauthorized(LOGIN_FAILED_MESSAGE);
    }
    // two-step sign-in on: the code step (POST /login/mfa) answers the token; otherwise exactly as spec 000 §7
    const challenge = await twoStepChallenge(deps, user);
    if (challenge) return challenge;
    await clearAccountFailures(db, account);
    return {
      token: await issueSignInToken(deps, request, { userId: user.id, tokenVersion: user.token_version }),
      userId: user.id,
    };
  });

  app.post('/signup', { schema: { body: signupRequest } }, async (request, reply): Promise<AuthResponse> => {
    const body = bodyOf(request);
    assertAcceptableNewPassword(body.password, body.passwordRepeat);
    const retryAfter = await signupRetryAfter(db, request.ip);
    if (retryAfter !== null) {
      reply.header('retry-after', String(retryAfter));
      throw tooManyRequests(SIGNUP_THROTTLED_MESSAGE);
    }
    const taken = !!(await findUserByEmail(db, body.email));
    await recordSignupAttempt(db, request.ip, taken);
    if (taken) throw conflict(EMAIL_TAKEN_MESSAGE);
    const passwordHash = await hashPassword(body.password);
    try {
      // Spec 000 §6: sign-up always makes a merchant, whatever isMerchant says.
      const user = await insertUser(db, {
        email: body.email,
        passwordHash,
        givenName: body.name.given,
        familyName: body.name.family,
        roles: ['merchant'],
      });
      reply.status(201);
      return {
        token: await issueSignInToken(deps, request, { userId: user.id, tokenVersion: user.token_version }),
        userId: user.id,
      };
    } catch (error) {
      // Two sign-ups with one e-mail at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
      throw error;
    }
  });
}
