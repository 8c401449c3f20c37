import type { User, UserUpdate } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn } from './envelopes';

/** PUT /api/users/:id `{ userInfo }` (name, profile; roles only by an admin) → `{ user }` (spec 001 §7). */
export function updateUser(userId: string, userInfo: UserUpdate): Promise<User> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { userInfo },
    parse: (data) => entityIn<User>(data, 'user'),
  });
}
