import fs from 'node:fs';
import path from 'node:path';

/**
 * A small model of what webpack bundles for each app, for tests that guard what reaches a page:
 * lazy-libraries.test.ts (qrcode/jspdf only through import()) and router-subset.test.ts (react-router only through
 * @backoffice/ui/router). It walks each app's module graph from its webpack entries (./src/index.ts, and a remote's
 * exposed ./src/lifecycles.tsx) through our own source — relative imports and the @backoffice/* workspace packages,
 * as webpack resolves them by their package.json `exports` — following dynamic imports too (lazy pages). Type-only
 * imports are left out: the compiler erases them, so they never reach a bundle.
 */
const { parseSync } = require('@swc/core') as typeof import('@swc/core');

export const ROOT = path.resolve(__dirname, '../../..');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

export type Workspace = Map<string, { dir: string; exports: Record<string, string> }>;

export function workspacePackages(root: string): Workspace {
  const packages: Workspace = new Map();
  for (const dir of fs.readdirSync(path.join(root, 'shared'))) {
    const file = path.join(root, 'shared', dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; main?: string; exports?: Record<string, string> };
    const exports = typeof pkg.exports === 'object' ? { ...pkg.exports } : {};
    if (!exports['.'] && pkg.main) exports['.'] = pkg.main;
    packages.set(pkg.name, { dir: path.join(root, 'shared', dir), exports });
  }
  return packages;
}

function withExtension(file: string): string | null {
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  for (const extension of EXTENSIONS) if (fs.existsSync(file + extension)) return file + extension;
  return null;
}

/** A file of ours, or the bare name of a package from node_modules. */
export function resolve(specifier: string, from: string, workspace: Workspace): { file: string } | { pkg: string } {
  if (specifier.startsWith('.')) {
    const file = withExtension(path.resolve(path.dirname(from), specifier));
    if (!file) throw new Error(`${from}: cannot resolve ${specifier}`);
    return { file };
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  const ours = workspace.get(name);
  if (!ours) return { pkg: name };
  const subPath = `.${specifier.slice(name.length)}`;
  const target = ours.exports[subPath === '.' ? '.' : subPath];
  if (!target) throw new Error(`${from}: ${name} does not export ${subPath}`);
  const file = withExtension(path.join(ours.dir, target));
  if (!file) throw new Error(`${from}: cannot resolve ${specifier}`);
  return { file };
}

/**
 * One module request of a file. `names`: the names a static import or re-export takes from the module (`Link` for
 * `import { Link as RouterLink }`, `default`, `*` for a namespace import or `export *`); empty for `import 'x'` and
 * for import().
 */
export type Edge = { specifier: string; dynamic: boolean; names: string[] };

/** The module requests of one file that survive compilation: imports, re-exports and import() (not type-only ones). */
export function requestsOf(file: string): Edge[] {
  if (!/\.(ts|tsx|mjs|js)$/.test(file)) return []; // data (a .json) imports nothing
  const source = fs.readFileSync(file, 'utf8');
  const tsx = file.endsWith('.tsx');
  const ast = parseSync(source, { syntax: 'typescript', tsx, target: 'es2022' });
  const edges: Edge[] = [];
  for (const item of ast.body) {
    if (item.type === 'ImportDeclaration') {
      const allTypes = item.specifiers.length > 0 && item.specifiers.every((s) => s.type === 'ImportSpecifier' && s.isTypeOnly);
      if (item.typeOnly || allTypes) continue;
      const names = item.specifiers.flatMap((s) => {
        if (s.type === 'ImportDefaultSpecifier') return ['default'];
        if (s.type === 'ImportNamespaceSpecifier') return ['*'];
        if (s.isTypeOnly) return [];
        return [s.imported?.value ?? s.local.value];
      });
      edges.push({ specifier: item.source.value, dynamic: false, names });
    } else if (item.type === 'ExportAllDeclaration') {
      edges.push({ specifier: item.source.value, dynamic: false, names: ['*'] });
    } else if (item.type === 'ExportNamedDeclaration' && item.source) {
      const typeOnly =
        item.typeOnly ||
        (item.specifiers.length > 0 && item.specifiers.every((s) => s.type === 'ExportSpecifier' && s.isTypeOnly));
      if (typeOnly) continue;
      const names = item.specifiers.flatMap((s) => {
        if (s.type === 'ExportSpecifier') return s.isTypeOnly ? [] : [s.orig.value];
        if (s.type === 'ExportNamespaceSpecifier') return ['*'];
        return ['default'];
      });
      edges.push({ specifier: item.source.value, dynamic: false, names });
    }
  }
  // import('…') anywhere in the file (React.lazy, on-demand helpers)
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as {
      type?: string;
      callee?: { type?: string };
      arguments?: { expression: { type: string; value?: string } }[];
    };
    if (n.type === 'CallExpression' && n.callee?.type === 'Import') {
      const first = n.arguments?.[0]?.expression;
      if (first?.type === 'StringLiteral' && first.value) edges.push({ specifier: first.value, dynamic: true, names: [] });
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(ast.body);
  return edges;
}

/** A request from one of our files: what it asked for, what that resolved to, and the file that asked. */
export type Request = Edge & { from: string; target: { file: string } | { pkg: string } };

/** Every request made by the files reachable from `entries` (`seen` collects those files). */
export function requestsReachableFrom(entries: string[], root = ROOT, seen = new Set<string>()): Request[] {
  const workspace = workspacePackages(root);
  const found: Request[] = [];
  const queue = [...entries];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of requestsOf(file)) {
      const target = resolve(edge.specifier, file, workspace);
      if ('file' in target) queue.push(target.file);
      found.push({ ...edge, from: file, target });
    }
  }
  return found;
}

/** The host and every remote, with the entries their webpack config builds (shared/webpack-config/src/index.cjs). */
export function apps(root = ROOT) {
  return fs
    .readdirSync(root)
    .filter((dir) => (dir === 'host' || dir.startsWith('mfe-')) && fs.existsSync(path.join(root, dir, 'webpack.config.js')))
    .map((dir) => ({
      dir,
      entries: ['src/index.ts', 'src/lifecycles.tsx']
        .map((entry) => path.join(root, dir, entry))
        .filter((file) => fs.existsSync(file)),
    }));
}
