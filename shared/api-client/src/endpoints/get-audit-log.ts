import type { AdminAuditEntry } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth } from '../bus/hooks';
import { countIn, listIn } from './envelopes';

export interface AuditLog {
  entries: AdminAuditEntry[];
  count: number;
}

export type AuditSubject = { userId: string } | { shopId: string };

const pathOf = (subject: AuditSubject) =>
  'userId' in subject
    ? `/api/users/${encodeURIComponent(subject.userId)}/audit-log`
    : `/api/shops/${encodeURIComponent(subject.shopId)}/audit-log`;

/** GET /api/users/:userId/audit-log or /api/shops/:shopId/audit-log (admin, ours): newest first. */
export function getAuditLog(subject: AuditSubject, page: { limit?: number; skip?: number } = {}): Promise<AuditLog> {
  return apiFetch(pathOf(subject), {
    options: { limit: page.limit, skip: page.skip },
    parse: (data) => ({ entries: listIn<AdminAuditEntry>(data, 'entries', { withId: true }), count: countIn(data, 'count') }),
  });
}

/** The admin actions on a user or shop; `null` subject or no token: no call. */
export function useAuditLog(
  subject: AuditSubject | null,
  page: { limit?: number; skip?: number } = {},
): SWRResponse<AuditLog, Error> {
  const auth = useAuth();
  const key = subject && auth ? (['audit-log', pathOf(subject), page.limit, page.skip, auth.userId] as const) : null;
  return useSWR(key, () => getAuditLog(subject as AuditSubject, page));
}
