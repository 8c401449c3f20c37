import { type User, user } from '@backoffice/contracts';
import { z } from 'zod';
import { apiFetch } from '../api-fetch';

const response = z.object({ user });

/** GET /api/users/:id → `{ user }`. */
export function getUser(userId: string): Promise<User> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}`, { parse: (data) => response.parse(data).user });
}
