import { badRequest } from '../http/errors';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * The rules of every new password (sign-up, reset, change), after the schema's length check (contracts:
 * at least 6 characters): it must equal its confirmation and must not be one of the 3,000 most common passwords.
 */
export function assertAcceptableNewPassword(password: string, confirmation: string): void {
  if (password !== confirmation) throw badRequest(PASSWORDS_DO_NOT_MATCH);
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
}
