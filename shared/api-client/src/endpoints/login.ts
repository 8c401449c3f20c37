import type { LoginRequest, LoginResponse } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { envelope, stringIn } from './envelopes';

/**
 * POST /login — `username` is the e-mail; no bearer (spec 000 §7). Publishing the result is the caller's job. An
 * account with two-step sign-in answers `{ mfaRequired: true, mfaToken }`: the code step (`loginMfa`) comes next.
 */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiFetch('/login', {
    method: 'POST',
    body: credentials,
    auth: false,
    // Only the keys the session keeps, whatever else the server sends.
    parse: (data) =>
      envelope(data).mfaRequired === true
        ? { mfaRequired: true as const, mfaToken: stringIn(data, 'mfaToken') }
        : { token: stringIn(data, 'token'), userId: stringIn(data, 'userId') },
  });
}
