import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps, ROOT, requestsOf, requestsReachableFrom, resolve, workspacePackages } from './module-graph';

/**
 * The react-router code the apps use is ONE federation singleton, '@backoffice/ui/router'
 * (shared/ui/src/router.ts re-exports by name the part of react-router-dom the apps use; shared.cjs shares it). The
 * host loads it at start-up and a remote takes the host's copy instead of bundling its own. Two mistakes would undo
 * that or break a page, and neither shows up in a type check:
 *   - code of an app importing react-router-dom (or react-router) itself: the app bundles a second router again,
 *     and worse, a hook from that copy under the BrowserRouter of the shared copy throws "useLocation() may be used
 *     only in the context of a <Router>";
 *   - the subset growing names no app uses: a shared module ships whole, to every page.
 * A name the subset lacks is refused here too, with the rule to follow (add it to router.ts), not only by tsc.
 * Test code (*.test.tsx, testing helpers) is not bundled, so it may take MemoryRouter from react-router-dom.
 */
const ROUTER_PACKAGES = ['react-router', 'react-router-dom'];
const SUBSET = '@backoffice/ui/router';

function subsetFile(root: string): string {
  const target = resolve(SUBSET, path.join(root, 'package.json'), workspacePackages(root));
  if (!('file' in target)) throw new Error(`${SUBSET} is not a workspace module`);
  return target.file;
}

/** What the subset offers at run time: the names it re-exports (types are erased). */
function subsetNames(root: string): string[] {
  return requestsOf(subsetFile(root)).flatMap((edge) => edge.names);
}

/** For the code reachable from `entries`: who imports react-router itself, and which subset names it uses. */
function routerUse(entries: string[], root = ROOT) {
  const reached = new Set<string>();
  const requests = requestsReachableFrom(entries, root, reached);
  const subset = subsetFile(root);
  const direct = requests
    .filter((r) => 'pkg' in r.target && ROUTER_PACKAGES.includes(r.target.pkg) && r.from !== subset)
    .map((r) => `${path.relative(root, r.from)} imports ${r.specifier}`);
  const used = requests.filter((r) => r.specifier === SUBSET).flatMap((r) => r.names.map((name) => ({ name, from: r.from })));
  const offered = new Set(subsetNames(root));
  const missing = used
    .filter((u) => !offered.has(u.name))
    .map((u) => `${path.relative(root, u.from)} uses ${u.name}, which ${SUBSET} does not export: add it to router.ts`);
  return { direct, missing, used: new Set(used.map((u) => u.name)), reachesSubset: reached.has(subset) };
}

describe(`react-router reaches every app only through ${SUBSET}`, () => {
  const all = apps();

  it('finds the host and the six remotes', () => {
    expect(all.map((app) => app.dir).sort()).toEqual(
      ['host', 'mfe-admin', 'mfe-embed-editor', 'mfe-menu', 'mfe-orders', 'mfe-reports', 'mfe-settings'].sort(),
    );
  });

  it('the subset is only re-exports of react-router-dom, by name, and is shared as a strict singleton', () => {
    const file = subsetFile(ROOT);
    expect(path.relative(ROOT, file)).toBe('shared/ui/src/router.ts');
    const edges = requestsOf(file);
    expect(edges.map((edge) => edge.specifier)).toEqual(['react-router-dom']);
    // no `export *`: every name of react-router-dom would ship to every page
    expect(subsetNames(ROOT)).not.toContain('*');
    expect(subsetNames(ROOT).length).toBeGreaterThan(5);
    const { sharedSingletons } = require('./shared.cjs') as {
      sharedSingletons: (dir: string) => Record<string, { singleton: boolean; strictVersion?: boolean }>;
    };
    for (const app of all) {
      const shared = sharedSingletons(path.join(ROOT, app.dir));
      expect([app.dir, shared[SUBSET]?.singleton, shared[SUBSET]?.strictVersion]).toEqual([app.dir, true, true]);
      for (const pkg of ROUTER_PACKAGES) expect(shared[pkg]).toBeUndefined();
    }
  });

  it.each(all.map((app) => [app.dir, app.entries] as const))(
    '%s: no code it can load imports react-router itself, and every name it takes from the subset is there',
    (_dir, entries) => {
      const use = routerUse([...entries]);
      // the walk reached the subset (a walk that stopped early proves nothing)
      expect(use.reachesSubset).toBe(true);
      expect(use.direct).toEqual([]);
      expect(use.missing).toEqual([]);
    },
  );

  it('every name the subset exports is used by some app (it ships whole to every page)', () => {
    const used = new Set(all.flatMap((app) => [...routerUse(app.entries).used]));
    expect(subsetNames(ROOT).filter((name) => !used.has(name))).toEqual([]);
  });

  it('catches a direct import a few modules away behind a workspace package, and a name the subset lacks', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'router-subset-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      };
      write(
        'shared/ui/package.json',
        JSON.stringify({ name: '@backoffice/ui', exports: { '.': './src/index.ts', './router': './src/router.ts' } }),
      );
      write('shared/ui/src/router.ts', "export { Link, type Location, useLocation } from 'react-router-dom';\n");
      write('shared/ui/src/index.ts', "export { Tabs } from './tabs';\n");
      // type-only: erased, so allowed
      write(
        'shared/ui/src/tabs.tsx',
        "import type { To } from 'react-router';\nimport { useNavigate } from 'react-router-dom';\n",
      );
      write('app/src/index.ts', "import('./bootstrap');\n");
      write(
        'app/src/bootstrap.tsx',
        "import { Tabs } from '@backoffice/ui';\nimport { Link as RouterLink, useMatch } from '@backoffice/ui/router';\n",
      );
      const use = routerUse([path.join(root, 'app/src/index.ts')], root);
      expect(use.reachesSubset).toBe(true);
      expect(use.direct).toEqual(['shared/ui/src/tabs.tsx imports react-router-dom']);
      expect(use.missing).toEqual([
        'app/src/bootstrap.tsx uses useMatch, which @backoffice/ui/router does not export: add it to router.ts',
      ]);
      expect([...use.used].sort()).toEqual(['Link', 'useMatch']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
