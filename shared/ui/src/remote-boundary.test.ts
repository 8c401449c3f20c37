import fs from 'node:fs';
import path from 'node:path';

/**
 * `@backoffice/ui/remote` and `@backoffice/ui/standalone` are remote-only sub-paths; the main entry is what the
 * host and every remote use. Two rules keep the remote-only code (single-spa-react, the standalone sign-in with zod)
 * out of the host's bundle and keep the entries one-directional:
 *   1. sub-path code reaches main-entry code only as '@backoffice/ui' (its public entry), never relatively;
 *   2. main-entry code never imports sub-path code.
 * Type-only imports are erased at build time, so they are allowed both ways.
 */
const SRC = __dirname;
const SUB_PATH_DIRS = ['remote', 'standalone'].map((dir) => path.join(SRC, dir));
const SUB_PATH_ENTRIES = ['remote.ts', 'standalone.ts'].map((file) => path.join(SRC, file));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

const isSubPathCode = (file: string) =>
  SUB_PATH_ENTRIES.includes(file) || SUB_PATH_DIRS.some((dir) => file.startsWith(`${dir}${path.sep}`));

/** Relative imports that survive compilation (not `import type`), resolved to absolute paths without extension. */
function runtimeRelativeImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, typeOnly, specifier] of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'";]*?from\s+'(\.[^']+)'/gm)) {
    if (!typeOnly && specifier) found.push(path.resolve(path.dirname(file), specifier));
  }
  return found;
}

const files = sourceFiles(SRC).filter((file) => path.basename(file) !== 'testing.tsx');
const subPathFiles = files.filter(isSubPathCode);
const mainEntryFiles = files.filter((file) => !isSubPathCode(file));

it('finds both kinds of code', () => {
  expect(subPathFiles.length).toBeGreaterThan(4);
  expect(mainEntryFiles.length).toBeGreaterThan(8);
});

it.each(subPathFiles.map((file) => [path.relative(SRC, file), file]))(
  'sub-path file %s imports main-entry code only through @backoffice/ui',
  (_name, file) => {
    const strays = runtimeRelativeImports(file).filter(
      (target) => !isSubPathCode(`${target}.ts`) && !isSubPathCode(`${target}.tsx`),
    );
    expect(strays.map((target) => path.relative(SRC, target))).toEqual([]);
  },
);

it.each(mainEntryFiles.map((file) => [path.relative(SRC, file), file]))(
  'main-entry file %s imports no sub-path code',
  (_name, file) => {
    const source = fs.readFileSync(file, 'utf8');
    expect(source).not.toMatch(/from '@backoffice\/ui\/(remote|standalone)'/);
    const intoSubPaths = runtimeRelativeImports(file).filter(
      (target) => isSubPathCode(`${target}.ts`) || isSubPathCode(`${target}.tsx`),
    );
    expect(intoSubPaths.map((target) => path.relative(SRC, target))).toEqual([]);
  },
);
