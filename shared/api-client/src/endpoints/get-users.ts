import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth } from '../bus/hooks';
import { parseUserList, type UserList } from './envelopes';

export interface UserSearch {
  search?: string;
  limit?: number;
  skip?: number;
  /** A sort key the API whitelists (`createdAt`, `name.given`, `name.family`, `profile.email`, `-` descending). */
  sort?: string;
}

/** GET /api/users (admin) with search, limit, skip → `{ users, count }` (spec 001 §7). */
export function getUsers({ search, limit, skip, sort }: UserSearch = {}): Promise<UserList> {
  return apiFetch('/api/users', {
    query: { search: search || undefined, limit, skip },
    ...(sort ? { options: { sort } } : {}),
    parse: parseUserList,
  });
}

/** All users, for the admin list. `enabled: false` or no token: no call. */
export function useUsers(params: UserSearch & { enabled?: boolean } = {}): SWRResponse<UserList, Error> {
  const auth = useAuth();
  const { search = '', limit, skip, sort, enabled = true } = params;
  return useSWR(auth && enabled ? (['users', search, limit, skip, sort, auth.userId] as const) : null, () =>
    getUsers({ search, limit, skip, sort }),
  );
}
