// `pnpm bench:reports`: p50/p95 of every dashboard report call on a 1,000,000-order shop, against PostgreSQL (a
// throw-away server when DATABASE_URL is unset) and PGlite, next to a plain count(*) over the same rows. Flags:
// --pg-orders N, --pglite-orders N, --iterations N, --skip-postgres, --skip-pglite. See api/src/bench/reports-bench.ts.
import path from 'node:path';
import { ensureInstalled } from './lib/pnpm.mjs';
import { runToEnd, stopAllOnExit } from './lib/processes.mjs';

stopAllOnExit();
await ensureInstalled();
const { ROOT } = await import('./lib/apps.mjs');
try {
  await runToEnd(path.join(ROOT, 'api/node_modules/.bin/tsx'), ['src/bench/reports-bench.ts', ...process.argv.slice(2)], {
    cwd: path.join(ROOT, 'api'),
    label: 'bench:reports',
  });
} catch (error) {
  console.error(error.message);
  process.exit(error.code ?? 1);
}
