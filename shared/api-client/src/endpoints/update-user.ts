import type { User, UserUpdate } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn } from './envelopes';

/**
 * PUT /api/users/:id `{ userInfo }` (name, profile; roles only by an admin) → `{ user }` (spec 001 §7). Changing
 * one's own sign-in e-mail also sends `currentPassword`.
 */
export function updateUser(userId: string, userInfo: UserUpdate, currentPassword?: string): Promise<User> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: currentPassword === undefined ? { userInfo } : { userInfo, currentPassword },
    parse: (data) => entityIn<User>(data, 'user'),
  });
}
