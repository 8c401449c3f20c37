// `pnpm bench:orders`: order intake p50/p99 at 20 connections (autocannon) on PostgreSQL (a throw-away server when
// DATABASE_URL is unset) and PGlite. Flags: --connections N, --seconds N, --skip-postgres, --skip-pglite.
// See api/src/bench/orders-bench.ts. Then the orders screen bench (api/src/bench/orders-screen-bench.ts): the list of
// 1,000 populated orders p50/p99 at 20 connections and intake → SSE event p50/p95 at 20 orders/s (--rate N).
import path from 'node:path';
import { ensureInstalled } from './lib/pnpm.mjs';
import { runToEnd, stopAllOnExit } from './lib/processes.mjs';

stopAllOnExit();
await ensureInstalled();
const { ROOT } = await import('./lib/apps.mjs');
try {
  await runToEnd(path.join(ROOT, 'api/node_modules/.bin/tsx'), ['src/bench/orders-bench.ts', ...process.argv.slice(2)], {
    cwd: path.join(ROOT, 'api'),
    label: 'bench:orders',
  });
  // issue 11: the orders screen's list (1,000 orders, populated) and intake → SSE event latency
  await runToEnd(path.join(ROOT, 'api/node_modules/.bin/tsx'), ['src/bench/orders-screen-bench.ts', ...process.argv.slice(2)], {
    cwd: path.join(ROOT, 'api'),
    label: 'bench:orders (screen)',
  });
} catch (error) {
  console.error(error.message);
  process.exit(error.code ?? 1);
}
