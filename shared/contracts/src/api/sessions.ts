import { z } from 'zod';

/**
 * Sign-in sessions: every sign-in is one, its id is in the bearer token, and ending it ends that token at once. My Account → "Signed-in devices" lists the live ones.
 */

/** Platform admins are signed out after this long without a call to the API (merchants and staff are not). */
export const ADMIN_IDLE_MINUTES = 30;

/** The link in the "your sign-in e-mail was changed" mail undoes the change for this long. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/** The query parameter of /undo-email-change that carries the undo token. */
export const EMAIL_UNDO_CODE_PARAM = 'code';

/** The API's 401 text when an admin session ended for inactivity; the host says it again on the sign-in page. */
export const SIGNED_OUT_IDLE_MESSAGE = `You were signed out after ${ADMIN_IDLE_MINUTES} minutes without activity`;

/** One live session as My Account lists it. `current`: the session of the token making the call. */
export const signInSession = z.object({
  id: z.string(),
  /** "Chrome on macOS", read from the browser's User-Agent at sign-in. */
  device: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof signInSession>;

/** GET /api/my-account/sessions: the caller's live sessions, newest first. */
export const mySessionsResponse = z.object({ sessions: z.array(signInSession) });
export type MySessionsResponse = z.infer<typeof mySessionsResponse>;

/** DELETE /api/my-account/sessions/:sessionId → 204. */
export const sessionParams = z.strictObject({ sessionId: z.string().trim().min(1).max(64) });

/** POST /api/my-account/sessions/sign-out-others → how many sessions ended. */
export const signOutOthersResponse = z.object({ ended: z.number().int().min(0) });
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponse>;

/** POST /api/email-change/undo/:token (public: the token is the permission) → the restored sign-in e-mail. */
export const emailUndoParams = z.strictObject({ token: z.string().trim().min(1).max(200) });
export const emailUndoResponse = z.object({ email: z.string() });
export type EmailUndoResponse = z.infer<typeof emailUndoResponse>;

export const SESSION_MESSAGES = {
  /** The current password is missing or wrong on an e-mail change (PUT /api/users/:id). */
  emailChangeNeedsPassword: 'Enter your current password to change your sign-in e-mail.',
  currentPasswordIncorrect: 'Your current password is incorrect',
  sessionNotFound: 'This session was not found. It may have ended already.',
  undoLinkInvalid: 'This link has expired or was already used.',
  undoEmailTaken: 'Another account uses that e-mail address now, so it cannot be restored. Please contact support.',
} as const;
