import type { SignupRequest } from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';

/** POST /signup — no bearer; the API always sets the merchant flag (spec 000 §6). */
export function signup(details: SignupRequest): Promise<void> {
  return apiFetch<unknown>('/signup', { method: 'POST', body: details, auth: false }).then(() => undefined);
}
