import type { ResetPasswordResponse } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { stringIn } from './envelopes';

export interface NewPassword {
  newPassword: string;
  confirmPassword: string;
}

/**
 * POST /forgot-password/:resetToken `{ newPassword, confirmPassword }` — no bearer; the token is the `code` of the
 * reset link. Answers a fresh session `{ token, userId }` (every older session of the account is revoked); an
 * expired or used link is a 400 with the server's message (toasted, and rejected as ApiError).
 */
export function resetPassword(resetToken: string, passwords: NewPassword): Promise<ResetPasswordResponse> {
  return apiFetch(`/forgot-password/${encodeURIComponent(resetToken)}`, {
    method: 'POST',
    body: passwords,
    auth: false,
    parse: (data) => ({ token: stringIn(data, 'token'), userId: stringIn(data, 'userId') }),
  });
}
