import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMMON_PASSWORDS_FILE, commonPasswords, isCommonPassword } from './common-passwords';

describe('the common-password list', () => {
  const lines = readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split('\n');

  test('exactly 3,000 unique lower-case entries of at least 6 characters, one per line', () => {
    expect(lines.at(-1)).toBe(''); // a final newline
    const entries = lines.slice(0, -1);
    expect(entries).toHaveLength(3000);
    expect(new Set(entries).size).toBe(3000);
    for (const entry of entries) {
      expect(entry).toBe(entry.toLowerCase());
      expect(entry.length).toBeGreaterThanOrEqual(6);
      expect(entry).not.toMatch(/\s/);
    }
    expect(commonPasswords().size).toBe(3000);
  });

  test('is what the generator makes (the file is not edited by hand)', () => {
    const script = path.join(__dirname, 'common-passwords.generate.mjs');
    expect(execFileSync(process.execPath, [script, '--print'], { encoding: 'utf8' })).toBe(lines.join('\n'));
  });

  test('holds the usual suspects, compared case-insensitively', () => {
    for (const password of [
      '123456',
      'password',
      'Password1',
      'QWERTY',
      'iloveyou',
      '1q2w3e4r',
      'letmein',
      'allblacks',
      'liverpool',
      'michael1',
    ]) {
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: true });
    }
    for (const password of ['kauri-grove-41', 'correct-horse-battery', 'Tāmaki-makau-rau-9']) {
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: false });
    }
  });
});
