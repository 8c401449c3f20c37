import { SIGNED_OUT_IDLE_MESSAGE } from '@backoffice/contracts';
import { queryParam, toQuery } from '@backoffice/ui';

/** The query parameter of /login saying why the last session ended (shown above the form). */
export const SIGNED_OUT_PARAM = 'signedOut';
export const SIGNED_OUT_IDLE = 'idle';

const REASONS: Record<string, string> = { [SIGNED_OUT_IDLE]: SIGNED_OUT_IDLE_MESSAGE };

/** `/login?next=…` plus the reason, so a reload of the sign-in page still says it. */
export function withSignedOutReason(loginPath: string, reason: string): string {
  return `${loginPath}${loginPath.includes('?') ? '&' : '?'}${toQuery({ [SIGNED_OUT_PARAM]: reason })}`;
}

/** What the sign-in page says for `search`'s reason, or null. */
export function signedOutMessage(search: string): string | null {
  return REASONS[queryParam(search, SIGNED_OUT_PARAM) ?? ''] ?? null;
}
