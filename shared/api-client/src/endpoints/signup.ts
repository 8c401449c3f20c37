import type { AuthResponse, SignupRequest } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { stringIn } from './envelopes';

/**
 * POST /signup — no bearer; answers 201 `{ token, userId }` (the API always sets the merchant flag, spec 000 §6).
 * The server checks that password and passwordRepeat match (spec 000 §5). Storing the result is the caller's job.
 */
export function signup(details: SignupRequest): Promise<AuthResponse> {
  return apiFetch('/signup', {
    method: 'POST',
    body: details,
    auth: false,
    parse: (data) => ({ token: stringIn(data, 'token'), userId: stringIn(data, 'userId') }),
  });
}
