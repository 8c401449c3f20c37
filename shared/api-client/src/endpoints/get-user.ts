import type { User } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn } from './envelopes';

/** GET /api/users/:id → `{ user }`. */
export function getUser(userId: string): Promise<User> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}`, { parse: (data) => entityIn<User>(data, 'user') });
}
