import { apiFetch } from '../api-fetch';
import { stringIn } from './envelopes';

/**
 * POST /forgot-password `{ email }` — no bearer (spec 000 §6). The API answers the same message whether or not
 * the address has an account; that message is returned for the page to show.
 */
export function requestPasswordReset(email: string): Promise<string> {
  return apiFetch('/forgot-password', {
    method: 'POST',
    body: { email },
    auth: false,
    parse: (data) => stringIn(data, 'message'),
  });
}
