import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The README lists every endpoint module, so a newcomer finds "where do we call X" there as well as by file name:
 * a new endpoint file fails this test until it has its link, and a link to a removed file fails it too.
 */
const root = path.join(__dirname, '..');
const endpointFiles = readdirSync(path.join(__dirname, 'endpoints'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'envelopes.ts')
  .sort();
const linked = [...readFileSync(path.join(root, 'README.md'), 'utf8').matchAll(/\]\(src\/endpoints\/([^)]+)\)/g)].map(
  (match) => match[1] as string,
);

it('links every endpoint module in src/endpoints/', () => {
  expect(endpointFiles.filter((file) => !linked.includes(file))).toEqual([]);
  expect(endpointFiles.length).toBeGreaterThan(50);
});

it('links no file that is not there', () => {
  expect(linked.filter((file) => !endpointFiles.includes(file))).toEqual([]);
});
