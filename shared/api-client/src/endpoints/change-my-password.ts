import type { ChangeMyPasswordRequest } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { stringIn } from './envelopes';

/**
 * POST /api/my-account/change-password (bearer) `{ currentPassword, newPassword, confirmPassword }` → the new
 * session token. The change revokes every older token, the one that made this call included: the caller must
 * store and publish the new one. A wrong current password is a 400 with the server's message.
 */
export function changeMyPassword(passwords: ChangeMyPasswordRequest): Promise<string> {
  return apiFetch('/api/my-account/change-password', {
    method: 'POST',
    body: passwords,
    parse: (data) => stringIn(data, 'token'),
  });
}
