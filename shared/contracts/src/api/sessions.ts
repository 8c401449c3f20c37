import { z } from 'zod';

/**
 * Sign-in sessions: every sign-in is one, its id is in the bearer token, and ending it ends that token at once.
 * My Account → "Signed-in devices" lists the live ones.
 */

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
