import fs from 'node:fs';
import path from 'node:path';

/**
 * The screen kit is the one way shared/ui's own forms are written: useFieldErrors is kept (exported) only for the
 * host's signed-out pages, whose boot path stays zod-free; no widget of shared/ui uses it.
 */
const SRC = path.resolve(__dirname, '..');
const KEPT = new Set(['forms/use-field-errors.ts', 'index.ts']);
/** A call (`useFieldErrors(…)`, `useFieldErrors<…>(…)`), not a mention in a comment. */
const CALLS = /\buseFieldErrors\s*[(<]/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

test('no shared/ui widget uses useFieldErrors (the prompt and the contact details form are on the kit)', () => {
  const users = sources(SRC)
    .map((file) => path.relative(SRC, file))
    .filter((file) => !KEPT.has(file) && CALLS.test(fs.readFileSync(path.join(SRC, file), 'utf8')));
  expect(users).toEqual([]);
});
