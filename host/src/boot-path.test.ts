import fs from 'node:fs';
import path from 'node:path';

/**
 * What a fresh visitor's browser runs to draw /login: the host's modules reached from src/bootstrap.tsx (index.ts
 * imports it at once, behind federation's async boundary) by static imports — any other dynamic `import()` starts
 * a lazy chunk — plus the shared @backoffice/ui and @backoffice/api-client
 * main entries, which load whole. None of it may bring zod or luxon (~25 + ~21 KiB gzip): not directly, and not
 * through a contracts export whose module imports them (contracts is tree-shaken per module, not per statement).
 */
const ROOT = path.resolve(__dirname, '../..');
const CONTRACTS = path.join(ROOT, 'shared/contracts/src');
const ENTRIES = ['host/src/bootstrap.tsx', 'shared/ui/src/index.ts', 'shared/api-client/src/index.ts'].map((f) =>
  path.join(ROOT, f),
);
const HEAVY = ['zod', 'luxon'];

const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'/gm;

function resolveFile(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

interface Import {
  names: string[];
  from: string;
}

/** Imports that survive compilation: not `import type`, and without the `type`-marked names. */
function runtimeImports(file: string): Import[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const [, typeOnly, clause = '', from = ''] of source.matchAll(STATIC_IMPORT)) {
    if (typeOnly) continue;
    const braces = clause.match(/\{([^}]*)\}/)?.[1];
    const names = braces
      ? braces
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0] ?? name)
      : ['*'];
    if (names.length > 0) found.push({ names, from });
  }
  return found;
}

/** Every file reached from `entries` through static relative imports. */
function staticGraph(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { from } of runtimeImports(file)) if (from.startsWith('.')) queue.push(resolveFile(file, from));
  }
  return [...seen];
}

/** Contracts export name → the module that declares it (contracts' index is `export * from` lines). */
function contractsExports(): Map<string, string> {
  const map = new Map<string, string>();
  const index = path.join(CONTRACTS, 'index.ts');
  for (const [, specifier = ''] of fs.readFileSync(index, 'utf8').matchAll(/export \* from '([^']+)'/g)) {
    const file = resolveFile(index, specifier);
    for (const [, name = ''] of fs.readFileSync(file, 'utf8').matchAll(/^export (?:const|function|class|let|enum) (\w+)/gm)) {
      map.set(name, file);
    }
  }
  return map;
}

const bootFiles = staticGraph(ENTRIES);
const relative = (file: string) => path.relative(ROOT, file);

it('follows the boot path (and leaves the lazy parts out of it)', () => {
  const files = bootFiles.map(relative);
  expect(files).toEqual(expect.arrayContaining(['host/src/login/LoginPage.tsx', 'host/src/areas/root-config.ts']));
  for (const lazy of [
    'host/src/shell/SignedInShell.tsx',
    'host/src/shell/ShellLayout.tsx',
    'host/src/session/trial.ts',
    // zod-validated forms and the maps loader: lazy chunks (GuardedRoutes, SignedInShell)
    'host/src/public-pages/SignupPage.tsx',
    'host/src/public-pages/SetNewPasswordPage.tsx',
    'host/src/onboarding/Onboarding.tsx',
    'host/src/address/places.ts',
    'host/src/my-account/MyAccountPage.tsx',
  ]) {
    expect(files).not.toContain(lazy);
  }
});

it.each(bootFiles.map((file) => [relative(file), file]))('%s brings neither zod nor luxon', (_name, file) => {
  const exportsByName = contractsExports();
  const heavy: string[] = [];
  for (const { names, from } of runtimeImports(file)) {
    if (HEAVY.includes(from)) heavy.push(from);
    if (from !== '@backoffice/contracts') continue;
    for (const name of names) {
      const declaredIn = exportsByName.get(name);
      if (!declaredIn) throw new Error(`${name} is not a contracts export`);
      for (const reached of staticGraph([declaredIn])) {
        for (const inner of runtimeImports(reached)) {
          if (HEAVY.includes(inner.from)) heavy.push(`${name} (${relative(reached)} imports ${inner.from})`);
        }
      }
    }
  }
  expect(heavy).toEqual([]);
});
