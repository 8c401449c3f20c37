// `pnpm seed:large`: adds one shop with 1,000,000 orders over two years to the configured database (DATABASE_URL, or
// PGlite in DATA_DIR / .data/pglite — stop the API first, PGlite is single-process). Flags: --orders N, --days N,
// --force (add another large shop even if one exists). The generator is api/src/seed/large.ts (SQL generate_series).
import path from 'node:path';
import { ensureInstalled } from './lib/pnpm.mjs';
import { runToEnd, stopAllOnExit } from './lib/processes.mjs';

stopAllOnExit();
await ensureInstalled();
const { ROOT } = await import('./lib/apps.mjs');
try {
  await runToEnd(path.join(ROOT, 'api/node_modules/.bin/tsx'), ['src/seed/large-cli.ts', ...process.argv.slice(2)], {
    cwd: path.join(ROOT, 'api'),
    label: 'seed:large',
  });
} catch (error) {
  console.error(error.message);
  process.exit(error.code ?? 1);
}
