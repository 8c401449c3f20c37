import fs from 'node:fs';
import path from 'node:path';

/**
 * The screen kit (`useSchemaForm` over the route's contracts schema) is how the host and the remotes write forms.
 * The older `useFieldErrors` is kept only by the four signed-out pages, whose boot path stays zod-free
 * (boot-path.test.ts): any other host or remote file using it fails here.
 */
const ROOT = path.resolve(__dirname, '../..');
const SIGNED_OUT_PAGES = [
  'host/src/login/LoginPage.tsx',
  'host/src/public-pages/PasswordResetPage.tsx',
  'host/src/public-pages/SetNewPasswordPage.tsx',
  'host/src/public-pages/SignupPage.tsx',
];

function appFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...appFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

it('only the signed-out pages still use useFieldErrors', () => {
  const roots = ['host', ...fs.readdirSync(ROOT).filter((name) => name.startsWith('mfe-'))];
  const users = roots
    .flatMap((root) => appFiles(path.join(ROOT, root, 'src')))
    .filter((file) => /\buseFieldErrors\b/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
    .sort();
  expect(users).toEqual(SIGNED_OUT_PAGES);
});
