import type { AuthResponse, LoginRequest } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { stringIn } from './envelopes';

/** POST /login — `username` is the e-mail; no bearer (spec 000 §7). Publishing the result is the caller's job. */
export function login(credentials: LoginRequest): Promise<AuthResponse> {
  return apiFetch('/login', {
    method: 'POST',
    body: credentials,
    auth: false,
    // Only the two keys the session keeps, whatever else the server sends.
    parse: (data) => ({ token: stringIn(data, 'token'), userId: stringIn(data, 'userId') }),
  });
}
