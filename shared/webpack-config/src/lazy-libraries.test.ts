import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps, ROOT, requestsOf, requestsReachableFrom } from './module-graph';

/**
 * "QR + PDF helpers, loaded only when used (qrcode + jspdf in their own chunk)". A static `import` of
 * qrcode or jspdf anywhere an app's code can reach — its start-up code or one of its lazy pages — would put them in
 * that code's chunk and send them to every visitor of it. Only a dynamic `import()` may reach them: webpack then
 * gives them a chunk of their own, fetched when a QR code or a PDF is made (shared/ui/src/qr/qr-pdf.ts).
 *
 * This walks each app's module graph from its webpack entries through our own source, following dynamic imports of
 * our own modules too (lazy pages; ./module-graph.ts), and lists every static import of a package from node_modules.
 */
const LOADED_ONLY_WHEN_USED = ['qrcode', 'jspdf'];

/** Every static import of a node_modules package reachable from `entries`, with the file that makes it. */
function staticPackageImports(entries: string[], root = ROOT, seen = new Set<string>()): { pkg: string; from: string }[] {
  return requestsReachableFrom(entries, root, seen).flatMap((request) =>
    'pkg' in request.target && !request.dynamic ? [{ pkg: request.target.pkg, from: path.relative(root, request.from) }] : [],
  );
}

describe('qrcode and jspdf are fetched only when a QR code or PDF is made', () => {
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
