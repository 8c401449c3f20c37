import { MESSAGES, type User } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { entityIn, stringIn } from './envelopes';

/** PUT /api/users/:id/clear-cart (admin, spec 001 §7) → the emptied user. */
export function clearUserCart(userId: string): Promise<User> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/clear-cart`, {
    method: 'PUT',
    parse: (data) => entityIn<User>(data, 'user'),
  });
}

/** POST /api/users/:userId/send-password-reset (admin, ours) → the spec's request message. */
export function sendUserPasswordReset(userId: string): Promise<string> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/send-password-reset`, {
    method: 'POST',
    parse: (data) => stringIn(data, 'message') || MESSAGES.resetRequestSent,
  });
}
