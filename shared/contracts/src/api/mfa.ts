import { z } from 'zod';

/**
 * Two-step sign-in (TOTP, RFC 6238): the defaults authenticator apps expect — SHA-1, 6 digits, a 30-second step.
 * Set up (`POST /api/my-account/mfa/setup`), confirm with a code (`…/enable`, answering 10 single-use recovery codes
 * shown once), regenerate them (`…/recovery-codes`, needs a code), turn off (`…/disable`, password + code), read the
 * state (`GET /api/my-account/mfa`). Sign-in then takes two steps: `POST /login` → `mfaChallenge`, `POST /login/mfa`.
 */

/** A code from the app (6 digits, spaces allowed as apps show them) or a recovery code (`xxxxx-xxxxx`). */
export const twoStepCode = z
  .string()
  .trim()
  .min(1, 'Enter the code')
  .max(32, 'That code is too long')
  .transform((code) => code.replace(/\s+/g, ''));
/** Only a 6-digit code from the app (set-up, turning off, new recovery codes). */
export const appCode = z
  .string()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/**
 * POST /api/my-account/mfa/setup asks for the password: whoever holds a stolen session must not be able to put their
 * own authenticator on the account and lock its owner out.
 */
export const mfaSetupRequest = z.strictObject({ password: z.string().min(1, 'Enter your password').max(200) });
export type MfaSetupRequest = z.infer<typeof mfaSetupRequest>;

export const mfaSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type MfaSetupResponse = z.infer<typeof mfaSetupResponse>;

export const mfaCodeRequest = z.strictObject({ code: appCode });
export type MfaCodeRequest = z.input<typeof mfaCodeRequest>;

export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

export const mfaDisableRequest = z.strictObject({
  password: z.string().min(1, 'Enter your password').max(200),
  code: appCode,
});
export type MfaDisableRequest = z.input<typeof mfaDisableRequest>;

/** GET /api/my-account/mfa. `required`: an admin rule or a team this person belongs to asks for it. */
export const mfaStatus = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatus>;

/** POST /login/mfa. */
export const loginMfaRequest = z.strictObject({ mfaToken: z.string().min(1).max(2000), code: twoStepCode });
export type LoginMfaRequest = z.input<typeof loginMfaRequest>;

/** PUT /api/shops/:shopId/team/two-step (owner only): everyone in the team must have two-step sign-in. */
export const teamTwoStepRequest = z.strictObject({ required: z.boolean() });
export type TeamTwoStepRequest = z.infer<typeof teamTwoStepRequest>;
export const teamTwoStepResponse = z.object({ requireTwoStep: z.boolean() });
