import type {
  AuthResponse,
  LoginMfaRequest,
  MfaDisableRequest,
  MfaSetupRequest,
  MfaSetupResponse,
  MfaStatus,
} from '@backoffice/contracts';
import { apiFetch } from '../api-fetch';
import { envelope, stringIn } from './envelopes';

/** Two-step sign-in (shared/contracts/src/api/mfa.ts). Errors reach the caller, which shows them under its field. */

function statusOf(data: unknown): MfaStatus {
  const body = envelope(data);
  return {
    enabled: body.enabled === true,
    recoveryCodesLeft: typeof body.recoveryCodesLeft === 'number' ? body.recoveryCodesLeft : 0,
    required: body.required === true,
  };
}

function recoveryCodesOf(data: unknown): string[] {
  const codes = envelope(data).recoveryCodes;
  if (!Array.isArray(codes) || !codes.every((code) => typeof code === 'string')) throw new TypeError('no recoveryCodes');
  return codes;
}

/** GET /api/my-account/mfa. */
export function getMfaStatus(init: { silent?: boolean } = {}): Promise<MfaStatus> {
  return apiFetch('/api/my-account/mfa', { ...init, parse: statusOf });
}

/** POST /api/my-account/mfa/setup `{ password }` → a new secret and its otpauth:// URL (not on until confirmed). */
export function setupMfa(body: MfaSetupRequest): Promise<MfaSetupResponse> {
  return apiFetch('/api/my-account/mfa/setup', {
    method: 'POST',
    body,
    silent: true,
    parse: (data) => ({ secret: stringIn(data, 'secret'), otpauthUrl: stringIn(data, 'otpauthUrl') }),
  });
}

/** POST /api/my-account/mfa/enable `{ code }` → the 10 recovery codes, shown once. */
export function enableMfa(code: string): Promise<string[]> {
  return apiFetch('/api/my-account/mfa/enable', { method: 'POST', body: { code }, silent: true, parse: recoveryCodesOf });
}

/** POST /api/my-account/mfa/recovery-codes `{ code }` → 10 new recovery codes (the old ones stop working). */
export function regenerateRecoveryCodes(code: string): Promise<string[]> {
  return apiFetch('/api/my-account/mfa/recovery-codes', {
    method: 'POST',
    body: { code },
    silent: true,
    parse: recoveryCodesOf,
  });
}

/** POST /api/my-account/mfa/disable `{ password, code }`. */
export function disableMfa(body: MfaDisableRequest): Promise<MfaStatus> {
  return apiFetch('/api/my-account/mfa/disable', { method: 'POST', body, silent: true, parse: statusOf });
}

/** POST /login/mfa `{ mfaToken, code }` (no bearer) → the session, as POST /login answers it without two-step. */
export function loginMfa(body: LoginMfaRequest): Promise<AuthResponse> {
  return apiFetch('/login/mfa', {
    method: 'POST',
    body,
    auth: false,
    silent: true,
    parse: (data) => ({ token: stringIn(data, 'token'), userId: stringIn(data, 'userId') }),
  });
}
