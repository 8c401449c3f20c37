import fs from 'node:fs';
import path from 'node:path';

/**
 * Two rules of the screen kit, checked over the whole tree (the README's "The screen kit"):
 * - a screen is a view plus pieces: no non-test `.tsx` over 300 lines anywhere;
 * - remotes and the host read and write the query through the kit: no `new URLSearchParams(` in `mfe-*\/src` or
 *   `host/src` app code (Biome's plugin says the same in the editor; this fails the suite).
 * The PENDING lists are files known to break a rule while they are being reshaped. A file may leave a list, never
 * join it: the test fails on a new offender and on a listed file that keeps the rule now (delete its line).
 */
const ROOT = path.resolve(__dirname, '../../..');
const MAX_TSX_LINES = 300;

const TSX_PENDING: string[] = [];

const URL_PENDING: string[] = [];

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('__tests__');

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(full)) out.push(full);
  }
  return out;
}

const packages = fs
  .readdirSync(ROOT)
  .filter((name) => name === 'host' || name === 'api' || name.startsWith('mfe-'))
  .concat(fs.readdirSync(path.join(ROOT, 'shared')).map((name) => `shared/${name}`));
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

function check(offenders: string[], pending: readonly string[]) {
  const newOnes = offenders.filter((file) => !pending.includes(file));
  const fixed = pending.filter((file) => !offenders.includes(file));
  expect({ newOnes, fixedButStillListed: fixed }).toEqual({ newOnes: [], fixedButStillListed: [] });
}

it(`no non-test .tsx is over ${MAX_TSX_LINES} lines`, () => {
  const offenders = packages
    .flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src')))
    .filter((file) => file.endsWith('.tsx'))
    .filter((file) => fs.readFileSync(file, 'utf8').split('\n').length - 1 > MAX_TSX_LINES)
    .map(relative);
  check(offenders.sort(), TSX_PENDING);
});

it('no new URLSearchParams( in the remotes and the host (the kit reads and writes the query)', () => {
  const offenders = packages
    .filter((pkg) => pkg === 'host' || pkg.startsWith('mfe-'))
    .flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src')))
    .filter((file) => /new\s+URLSearchParams\s*\(/.test(fs.readFileSync(file, 'utf8')))
    .map(relative);
  check(offenders.sort(), URL_PENDING);
});
