import type { SignInSession } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth } from '../bus/hooks';
import { countIn, listIn, stringIn } from './envelopes';

/** GET /api/my-account/sessions → the caller's live sign-in sessions ("Signed-in devices"). */
export function getMySessions(): Promise<SignInSession[]> {
  // silent: the section says so itself when the list cannot load
  return apiFetch('/api/my-account/sessions', { silent: true, parse: (data) => listIn<SignInSession>(data, 'sessions') });
}

/** The signed-in person's sessions; refetched per token (a new sign-in is a new list). */
export function useMySessions(): SWRResponse<SignInSession[], Error> {
  const auth = useAuth();
  return useSWR(auth ? (['my-sessions', auth.token] as const) : null, () => getMySessions());
}

/** DELETE /api/my-account/sessions/:id → that session's token stops working at once. */
export async function endMySession(sessionId: string): Promise<void> {
  await apiFetch(`/api/my-account/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}

/** POST /api/my-account/sessions/sign-out-others → how many sessions ended (this one stays). */
export function signOutOtherSessions(): Promise<number> {
  return apiFetch('/api/my-account/sessions/sign-out-others', {
    method: 'POST',
    parse: (data) => countIn(data, 'ended'),
  });
}

/** How long Logout waits for the server before signing out locally anyway. */
export const LOGOUT_TIMEOUT_MS = 5000;

/**
 * POST /logout with the current token: the server ends its session, so a copy of the token stops working too.
 * Silent (no toast): the caller signs out locally whatever the answer.
 */
export async function logoutOnServer(): Promise<void> {
  await apiFetch('/logout', { method: 'POST', silent: true, timeoutMs: LOGOUT_TIMEOUT_MS });
}

/** POST /api/email-change/undo/:token (no bearer: the mailed token is the permission) → the restored e-mail. */
export function undoEmailChange(token: string): Promise<string> {
  return apiFetch(`/api/email-change/undo/${encodeURIComponent(token)}`, {
    method: 'POST',
    auth: false,
    // the page shows the refusal itself
    silent: true,
    parse: (data) => stringIn(data, 'email'),
  });
}
