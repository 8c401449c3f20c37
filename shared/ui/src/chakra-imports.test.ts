import fs from 'node:fs';
import path from 'node:path';

/**
 * '@backoffice/ui/chakra' is the one name ui reaches Chakra by, so sharing it (shared/webpack-config README, "Sharing
 * Chakra's components") shares all of Chakra at once: a ui file that imported '@chakra-ui/react' itself, or './chakra'
 * by path, would then bundle a second Chakra in the app, whose components read a context the shared provider never
 * set. Only chakra.ts (the set) and the theme's system.ts (data built from Chakra's config) import Chakra directly;
 * tests may compare with Chakra's own.
 */
const SRC = __dirname;
const DIRECT_ALLOWED = new Set(['chakra.ts', path.join('theme', 'system.ts')]);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe('ui reaches Chakra only through @backoffice/ui/chakra', () => {
  it('no source file but chakra.ts and theme/system.ts imports @chakra-ui/react or ./chakra by path', () => {
    const offenders = sourceFiles(SRC)
      .map((file) => path.relative(SRC, file))
      .filter((file) => !DIRECT_ALLOWED.has(file))
      .filter((file) => {
        const text = fs.readFileSync(path.join(SRC, file), 'utf8');
        return /from '@chakra-ui\/react(\/[^']*)?'/.test(text) || /from '(\.\.?\/)+chakra'/.test(text);
      });
    expect(offenders).toEqual([]);
  });
});
