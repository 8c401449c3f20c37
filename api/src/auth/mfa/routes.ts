import {
  type AuthResponse,
  loginMfaRequest,
  type MfaChallenge,
  type MfaSetupResponse,
  type MfaStatus,
  mfaCodeRequest,
  mfaDisableRequest,
  mfaSetupRequest,
  type RecoveryCodesResponse,
  shopParams,
  teamTwoStepRequest,
} from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../http/errors';
import { bodyOf } from '../../http/validate';
import type { SecretBox } from '../../integrations/secret-box';
import { checkedShopOf, guardShopOfPath } from '../../shops/shop-guard';
import { findUserById, normaliseEmail, type UserRow } from '../../users/repo';
import { currentUser } from '../authenticate';
import { verifyAgainstDummy, verifyPassword } from '../passwords';
import { issueSignInToken } from '../sign-in-token';
import { clearAccountFailures, isLoginThrottled, recordLoginFailure, THROTTLED_MESSAGE } from '../throttle';
import { signMfaToken, verifyMfaToken } from './mfa-token';
import {
  claimStep,
  findTwoStep,
  hasTwoStep,
  markEnabled,
  recoveryCodesLeft,
  removeTwoStep,
  replaceRecoveryCodes,
  saveUnconfirmedSecret,
  spendRecoveryCode,
  teamRequiresTwoStep,
} from './repo';
import { matchingStep, newRecoveryCodes, newTotpSecret } from './totp';

export const WRONG_CODE_MESSAGE = 'That code is not right, or it was already used. Enter the current code from your app.';
export const MFA_TOKEN_INVALID_MESSAGE = 'Your sign-in took too long or is not valid. Please sign in again.';
export const NOT_SET_UP_MESSAGE = 'Start the two-step sign-in set-up first.';
export const ALREADY_ON_MESSAGE = 'Two-step sign-in is already on. Turn it off first to set it up again.';
export const NOT_ON_MESSAGE = 'Two-step sign-in is not on for your account.';
export const STILL_REQUIRED_MESSAGE = 'Your account must keep two-step sign-in (admins, or a team you are in, require it).';
export const PASSWORD_INCORRECT_MESSAGE = 'Your password is incorrect';
export const OWN_TWO_STEP_FIRST_MESSAGE =
  'Turn on two-step sign-in for your own account first (My Account → Two-step sign-in), then require it of your team.';

export interface MfaDeps {
  db: Db;
  jwtSecret: string;
  /** Seals the TOTP secrets at rest (the integrations key: integrations/secret-box.ts). */
  secrets: SecretBox;
  now?: () => Date;
  /** REQUIRE_ADMIN_TWO_STEP (config.ts). */
  requireAdminTwoStep?: boolean;
}

/**
 * A code for `user`, throttled like passwords (auth/throttle.ts: a wrong code is a failed sign-in of the account):
 * a 6-digit app code accepted once (its time step is claimed), or, where `recovery`, an unused recovery code (spent).
 */
async function acceptCode(
  deps: MfaDeps,
  request: FastifyRequest,
  user: UserRow,
  code: string,
  options: { recovery: boolean; wrongStatus: 400 | 401 },
): Promise<void> {
  const { db } = deps;
  const account = normaliseEmail(user.email);
  if (await isLoginThrottled(db, account, request.ip)) throw tooManyRequests(THROTTLED_MESSAGE);
  const row = await findTwoStep(db, user.id);
  let ok = false;
  if (row) {
    const step = matchingStep(deps.secrets.open(row.secret_sealed), code);
    if (step !== null) ok = await claimStep(db, user.id, step);
    else if (options.recovery && row.enabled_at) ok = await spendRecoveryCode(db, user.id, code);
  }
  if (!ok) {
    await recordLoginFailure(db, account, request.ip);
    throw options.wrongStatus === 401 ? unauthorized(WRONG_CODE_MESSAGE) : badRequest(WRONG_CODE_MESSAGE);
  }
}

/**
 * The password step's answer for an account with two-step sign-in on (POST /login, auth/routes.ts), or null: sign in
 * as before. The account's earlier failures are NOT forgiven here (only after the code): a stolen password must not
 * reset the count of wrong codes.
 */
export async function twoStepChallenge(deps: { db: Db; jwtSecret: string }, user: UserRow): Promise<MfaChallenge | null> {
  if (!(await hasTwoStep(deps.db, user.id))) return null;
  return {
    mfaRequired: true,
    mfaToken: await signMfaToken({ userId: user.id, tokenVersion: user.token_version, sessionId: null }, deps.jwtSecret),
  };
}

/** POST /login/mfa: public (the mfaToken is the proof of the password step). */
export async function mfaLoginRoutes(app: FastifyInstance, deps: MfaDeps): Promise<void> {
  app.post('/login/mfa', { schema: { body: loginMfaRequest } }, async (request): Promise<AuthResponse> => {
    const body = bodyOf(request);
    const subject = await verifyMfaToken(body.mfaToken, deps.jwtSecret);
    const user = subject ? await findUserById(deps.db, subject.userId) : null;
    if (!subject || !user || user.token_version !== subject.tokenVersion) throw unauthorized(MFA_TOKEN_INVALID_MESSAGE);
    await acceptCode(deps, request, user, body.code, { recovery: true, wrongStatus: 401 });
    await clearAccountFailures(deps.db, normaliseEmail(user.email));
    return {
      token: await issueSignInToken(deps, request, { userId: user.id, tokenVersion: user.token_version }),
      userId: user.id,
    };
  });
}

/** My Account → Two-step sign-in, and the team's requirement; mounted under /api behind the bearer hook. */
export async function mfaAccountRoutes(app: FastifyInstance, deps: MfaDeps): Promise<void> {
  const { db } = deps;

  async function me(request: FastifyRequest): Promise<UserRow> {
    const user = await findUserById(db, currentUser(request).id);
    if (!user) throw unauthorized('Please sign in to continue.');
    return user;
  }
  async function isRequired(user: UserRow): Promise<boolean> {
    return (!!deps.requireAdminTwoStep && user.roles.includes('admin')) || (await teamRequiresTwoStep(db, user.id));
  }

  app.get('/my-account/mfa', async (request): Promise<MfaStatus> => {
    const user = await me(request);
    const row = await findTwoStep(db, user.id);
    const enabled = !!row?.enabled_at;
    return { enabled, recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, user.id) : 0, required: await isRequired(user) };
  });

  /** The current password, throttled like a sign-in (a wrong one counts as a failed sign-in, as for the password change). */
  async function assertPassword(request: FastifyRequest, user: UserRow, password: string): Promise<void> {
    const account = normaliseEmail(user.email);
    if (await isLoginThrottled(db, account, request.ip)) throw tooManyRequests(THROTTLED_MESSAGE);
    const ok = user.password_hash ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
    if (!ok) {
      await recordLoginFailure(db, account, request.ip);
      throw badRequest(PASSWORD_INCORRECT_MESSAGE);
    }
  }

  app.post('/my-account/mfa/setup', { schema: { body: mfaSetupRequest } }, async (request): Promise<MfaSetupResponse> => {
    const user = await me(request);
    const { password } = bodyOf(request);
    if (await hasTwoStep(db, user.id)) throw conflict(ALREADY_ON_MESSAGE);
    await assertPassword(request, user, password);
    const created = newTotpSecret(user.email);
    if (!(await saveUnconfirmedSecret(db, user.id, deps.secrets.seal(created.secret)))) throw conflict(ALREADY_ON_MESSAGE);
    return created;
  });

  app.post('/my-account/mfa/enable', { schema: { body: mfaCodeRequest } }, async (request): Promise<RecoveryCodesResponse> => {
    const user = await me(request);
    const { code } = bodyOf(request);
    const row = await findTwoStep(db, user.id);
    if (!row) throw badRequest(NOT_SET_UP_MESSAGE);
    if (row.enabled_at) throw conflict(ALREADY_ON_MESSAGE);
    await acceptCode(deps, request, user, code, { recovery: false, wrongStatus: 400 });
    const recoveryCodes = newRecoveryCodes();
    await markEnabled(db, user.id);
    await replaceRecoveryCodes(db, user.id, recoveryCodes);
    return { recoveryCodes };
  });

  app.post(
    '/my-account/mfa/recovery-codes',
    { schema: { body: mfaCodeRequest } },
    async (request): Promise<RecoveryCodesResponse> => {
      const user = await me(request);
      const { code } = bodyOf(request);
      if (!(await hasTwoStep(db, user.id))) throw badRequest(NOT_ON_MESSAGE);
      await acceptCode(deps, request, user, code, { recovery: false, wrongStatus: 400 });
      const recoveryCodes = newRecoveryCodes();
      await replaceRecoveryCodes(db, user.id, recoveryCodes);
      return { recoveryCodes };
    },
  );

  app.post('/my-account/mfa/disable', { schema: { body: mfaDisableRequest } }, async (request): Promise<MfaStatus> => {
    const user = await me(request);
    const body = bodyOf(request);
    if (!(await hasTwoStep(db, user.id))) throw badRequest(NOT_ON_MESSAGE);
    if (await isRequired(user)) throw conflict(STILL_REQUIRED_MESSAGE);
    await assertPassword(request, user, body.password);
    await acceptCode(deps, request, user, body.code, { recovery: false, wrongStatus: 400 });
    await removeTwoStep(db, user.id);
    return { enabled: false, recoveryCodesLeft: 0, required: false };
  });

  app.put(
    '/shops/:shopId/team/two-step',
    // owner only (team.manage: spec of teams, shared/contracts/src/rules/permissions.ts); admins pass as owners
    {
      schema: { params: shopParams, body: teamTwoStepRequest },
      config: { shopPermission: 'team.manage' },
      preHandler: guardShopOfPath(db),
    },
    async (request): Promise<{ requireTwoStep: boolean }> => {
      const caller = currentUser(request);
      const shop = checkedShopOf(request);
      const { required } = bodyOf(request);
      if (required && !(await hasTwoStep(db, caller.id))) throw badRequest(OWN_TWO_STEP_FIRST_MESSAGE);
      await db.query('update shops set require_two_step = $2 where id = $1', [shop.id, required]);
      return { requireTwoStep: required };
    },
  );
}
