/**
 * The sign-in sessions' plain constants and messages, apart from their schemas (sessions.ts): the host's sign-in path
 * uses them, and must not load zod (host/src/boot-path.test.ts).
 */

/** Platform admins are signed out after this long without a call to the API (merchants and staff are not). */
export const ADMIN_IDLE_MINUTES = 30;

/** The link in the "your sign-in e-mail was changed" mail undoes the change for this long. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/** The query parameter of /undo-email-change that carries the undo token. */
export const EMAIL_UNDO_CODE_PARAM = 'code';

/** The API's 401 text when an admin session ended for inactivity; the host says it again on the sign-in page. */
export const SIGNED_OUT_IDLE_MESSAGE = `You were signed out after ${ADMIN_IDLE_MINUTES} minutes without activity`;

export const SESSION_MESSAGES = {
  /** The current password is missing or wrong on an e-mail change (PUT /api/users/:id). */
  emailChangeNeedsPassword: 'Enter your current password to change your sign-in e-mail.',
  currentPasswordIncorrect: 'Your current password is incorrect',
  sessionNotFound: 'This session was not found. It may have ended already.',
  undoLinkInvalid: 'This link has expired or was already used.',
  undoEmailTaken: 'Another account uses that e-mail address now, so it cannot be restored. Please contact support.',
} as const;
