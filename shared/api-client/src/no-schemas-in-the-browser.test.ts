import fs from 'node:fs';
import path from 'node:path';

/**
 * The api-client is one shared module in the browser: its whole module graph loads on every page, /login
 * included. One zod schema anywhere in it used to put all of zod (~25 KiB gzip) there. This keeps it out:
 * no zod, and from contracts only types and plain constants (constants.ts holds no schema).
 */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'testing.ts' ? [file] : [];
  });
}

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;

it.each(sourceFiles(__dirname).map((file) => [path.relative(__dirname, file), file]))(
  '%s imports no zod and no contracts schema at run time',
  (_name, file) => {
    const source = fs.readFileSync(file, 'utf8');
    expect(source).not.toMatch(/from 'zod'/);
    for (const [, typeOnly, names, from] of source.matchAll(IMPORT)) {
      if (from !== '@backoffice/contracts' || typeOnly) continue;
      const values = (names ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '));
      // Values from contracts: SCREAMING_CASE constants only (schemas are camelCase, e.g. `shop`, `authResponse`).
      expect(values.filter((name) => !/^[A-Z][A-Z0-9_]*$/.test(name))).toEqual([]);
    }
  },
);
