import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The 3,000 most common passwords (`common-passwords.txt`, one per line, lower-case; how it is made:
 * `common-passwords.generate.mjs`). Sign-up, password reset and password change refuse them, compared lower-cased.
 * Loaded once, lazily, into a Set.
 */
export const COMMON_PASSWORDS_FILE = path.join(__dirname, 'common-passwords.txt');

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords and is easy to guess. Please choose a different one.';

let loaded: ReadonlySet<string> | undefined;

export function commonPasswords(): ReadonlySet<string> {
  loaded ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return loaded;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
