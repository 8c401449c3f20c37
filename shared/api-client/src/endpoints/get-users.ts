import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth } from '../bus/hooks';
import { parseUserList, type UserList } from './envelopes';

export interface UserSearch {
  search?: string;
  limit?: number;
  skip?: number;
}

/** GET /api/users (admin) with search, limit, skip → `{ users, count }` (spec 001 §7). */
export function getUsers({ search, limit, skip }: UserSearch = {}): Promise<UserList> {
  return apiFetch('/api/users', { query: { search: search || undefined, limit, skip }, parse: parseUserList });
}

/** All users, for the admin list. No call without a token. */
export function useUsers(params: UserSearch = {}): SWRResponse<UserList, Error> {
  const auth = useAuth();
  const { search = '', limit, skip } = params;
  return useSWR(auth ? (['users', search, limit, skip, auth.userId] as const) : null, () => getUsers({ search, limit, skip }));
}
