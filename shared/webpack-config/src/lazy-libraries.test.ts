import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Issue 9: "QR + PDF helpers, loaded only when used (qrcode + jspdf in their own chunk)". A static `import` of
 * qrcode or jspdf anywhere an app's code can reach — its start-up code or one of its lazy pages — would put them in
 * that code's chunk and send them to every visitor of it. Only a dynamic `import()` may reach them: webpack then
 * gives them a chunk of their own, fetched when a QR code or a PDF is made (shared/ui/src/qr/qr-pdf.ts).
 *
 * This walks each app's module graph from its webpack entries (./src/index.ts, and a remote's exposed
 * ./src/lifecycles.tsx) through our own source — relative imports and the @backoffice/* workspace packages, as
 * webpack resolves them — following dynamic imports of our own modules too (lazy pages), and lists every static
 * import of a package from node_modules.
 */
const { parseSync } = require('@swc/core') as typeof import('@swc/core');

const ROOT = path.resolve(__dirname, '../../..');
const LOADED_ONLY_WHEN_USED = ['qrcode', 'jspdf'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

type Workspace = Map<string, { dir: string; exports: Record<string, string> }>;

function workspacePackages(root: string): Workspace {
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
function resolve(specifier: string, from: string, workspace: Workspace): { file: string } | { pkg: string } {
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

type Edge = { specifier: string; dynamic: boolean };

/** The module requests of one file: static imports and re-exports (type-only ones left out) and dynamic import(). */
function requestsOf(file: string): Edge[] {
  if (!/\.(ts|tsx|mjs|js)$/.test(file)) return []; // data (a .json) imports nothing
  const source = fs.readFileSync(file, 'utf8');
  const tsx = file.endsWith('.tsx');
  const ast = parseSync(source, { syntax: 'typescript', tsx, target: 'es2022' });
  const edges: Edge[] = [];
  for (const item of ast.body) {
    if (item.type === 'ImportDeclaration') {
      const allTypes = item.specifiers.length > 0 && item.specifiers.every((s) => s.type === 'ImportSpecifier' && s.isTypeOnly);
      if (!item.typeOnly && !allTypes) edges.push({ specifier: item.source.value, dynamic: false });
    } else if ((item.type === 'ExportNamedDeclaration' || item.type === 'ExportAllDeclaration') && item.source) {
      const typeOnly =
        item.type === 'ExportNamedDeclaration' &&
        (item.typeOnly ||
          (item.specifiers.length > 0 && item.specifiers.every((s) => s.type === 'ExportSpecifier' && s.isTypeOnly)));
      if (!typeOnly) edges.push({ specifier: item.source.value, dynamic: false });
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
      if (first?.type === 'StringLiteral' && first.value) edges.push({ specifier: first.value, dynamic: true });
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(ast.body);
  return edges;
}

/** Every static import of a node_modules package reachable from `entries`, with the file that makes it. */
function staticPackageImports(entries: string[], root = ROOT, seen = new Set<string>()): { pkg: string; from: string }[] {
  const workspace = workspacePackages(root);
  const found: { pkg: string; from: string }[] = [];
  const queue = [...entries];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of requestsOf(file)) {
      const target = resolve(edge.specifier, file, workspace);
      if ('file' in target) queue.push(target.file);
      else if (!edge.dynamic) found.push({ pkg: target.pkg, from: path.relative(root, file) });
    }
  }
  return found;
}

/** The host and every remote, with the entries their webpack config builds (shared/webpack-config/src/index.cjs). */
function apps(root = ROOT) {
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

describe('qrcode and jspdf are fetched only when a QR code or PDF is made (issue 9)', () => {
  it('finds the host and the six remotes, each with its entries', () => {
    const found = apps();
    expect(found.map((app) => app.dir).sort()).toEqual(
      ['host', 'mfe-admin', 'mfe-embed-editor', 'mfe-menu', 'mfe-orders', 'mfe-reports', 'mfe-settings'].sort(),
    );
    for (const app of found) expect(app.entries.length).toBeGreaterThan(0);
  });

  it.each(apps().map((app) => [app.dir, app.entries] as const))(
    '%s: no code it can load imports qrcode or jspdf statically (only import() reaches them)',
    (_dir, entries) => {
      const imports = staticPackageImports([...entries]);
      // the walk did reach our shared code and the libraries around it (a walk that stopped early proves nothing)
      expect(imports.map((i) => i.pkg)).toEqual(expect.arrayContaining(['react']));
      expect(imports.filter((i) => LOADED_ONLY_WHEN_USED.includes(i.pkg))).toEqual([]);
    },
  );

  it('the QR helpers really are reached from the apps, through import()', () => {
    const reached = new Set<string>();
    staticPackageImports(
      apps().flatMap((app) => app.entries),
      ROOT,
      reached,
    );
    const qrModule = path.join(ROOT, 'shared/ui/src/qr/qr-pdf.ts');
    const dynamicOnly = requestsOf(qrModule).filter((edge) => LOADED_ONLY_WHEN_USED.includes(edge.specifier));
    expect(dynamicOnly.map((edge) => [edge.specifier, edge.dynamic]).sort()).toEqual([
      ['jspdf', true],
      ['qrcode', true],
    ]);
    // the walk goes through the module that imports them (so the tests above did look at it)
    expect(reached.has(qrModule)).toBe(true);
  });

  it('catches a static import, also one a few modules away behind a workspace package', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-libraries-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      };
      write('shared/kit/package.json', JSON.stringify({ name: '@backoffice/kit', exports: { '.': './src/index.ts' } }));
      write('shared/kit/src/index.ts', "export { makeQr } from './qr';\nexport type { Qr } from './types';\n");
      write('shared/kit/src/types.ts', "import type QRCode from 'qrcode';\nexport type Qr = typeof QRCode;\n");
      write('shared/kit/src/qr.ts', "import QRCode from 'qrcode';\nexport const makeQr = () => QRCode;\n");
      write('app/src/index.ts', "import('./bootstrap');\n");
      write('app/src/bootstrap.tsx', "import { makeQr } from '@backoffice/kit';\nimport('jspdf');\nexport const x = makeQr;\n");
      const imports = staticPackageImports([path.join(root, 'app/src/index.ts')], root);
      expect(imports).toEqual([{ pkg: 'qrcode', from: 'shared/kit/src/qr.ts' }]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
