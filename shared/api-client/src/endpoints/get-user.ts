import type { User } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth } from '../bus/hooks';
import { entityIn } from './envelopes';

/** GET /api/users/:id → `{ user }`. */
export function getUser(userId: string): Promise<User> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}`, { parse: (data) => entityIn<User>(data, 'user') });
}

/** One user (admin detail page). `null` id or no token: no call. */
export function useUser(userId: string | null): SWRResponse<User, Error> {
  const auth = useAuth();
  return useSWR(userId && auth ? (['user', userId, auth.userId] as const) : null, () => getUser(userId as string));
}
