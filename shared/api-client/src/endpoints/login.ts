import { type AuthResponse, authResponse, type LoginRequest } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';

/** POST /login — `username` is the e-mail; no bearer (spec 000 §7). Publishing the result is the caller's job. */
export function login(credentials: LoginRequest): Promise<AuthResponse> {
  return apiFetch('/login', { method: 'POST', body: credentials, auth: false, parse: (data) => authResponse.parse(data) });
}
