// `pnpm bench:orders`: order intake p50/p99 at 20 connections (autocannon) on PostgreSQL (a throw-away server when
// DATABASE_URL is unset) and PGlite. Flags: --connections N, --seconds N, --warm-up-seconds N (3: the same load
// first, its figures dropped), --skip-postgres, --skip-pglite.
// See api/src/bench/orders-bench.ts. Then the orders screen bench (api/src/bench/orders-screen-bench.ts, also run by
// `pnpm bench`): the list of 1,000 populated orders p50/p99 at 20 connections and intake → SSE event p50/p95 at
// 20 orders/s (--rate N). Last, "order placed → toast on another page" (p95 ≤ 1 s): a real Chromium page on /shop/menu
// of the whole stack (built if out of date; BENCH_PORT_BASE moves its ports, default 25000), scripts/lib/new-order-toast-bench.mjs.
import path from 'node:path';
import { ensureInstalled } from './lib/pnpm.mjs';
import { runToEnd, stopAllOnExit } from './lib/processes.mjs';

stopAllOnExit();
await ensureInstalled();
const { ROOT } = await import('./lib/apps.mjs');
const { runOrdersScreenBench } = await import('./lib/orders-screen-bench.mjs');
const { measureNewOrderToast, TOAST_TARGET_MS } = await import('./lib/new-order-toast-bench.mjs');
const args = process.argv.slice(2);
// the intake bench refuses the screen bench's own flags (--rate N, --cpu-prof PREFIX): they go to the screen bench only
const intakeArgs = args.filter(
  (arg, index) => !['--rate', '--cpu-prof'].includes(arg) && !['--rate', '--cpu-prof'].includes(args[index - 1]),
);
// exit 2 from a bench = it ran to the end and missed a target (api/src/bench/run.ts): the next bench still runs
const TARGET_MISSED = 2;
let missed = false;
try {
  await runToEnd(path.join(ROOT, 'api/node_modules/.bin/tsx'), ['src/bench/orders-bench.ts', ...intakeArgs], {
    cwd: path.join(ROOT, 'api'),
    label: 'bench:orders',
  }).catch((error) => {
    if (error.code !== TARGET_MISSED) throw error;
    missed = true;
  });
  // the orders screen's list (1,000 orders, populated) and intake → SSE event latency; it refuses the
  // intake bench's own flag (--warm-up-seconds N)
  const screenArgs = args.filter((arg, index) => arg !== '--warm-up-seconds' && args[index - 1] !== '--warm-up-seconds');
  const rows = await runOrdersScreenBench(screenArgs);
  if (rows.some(([, , , met]) => !met)) missed = true;
  // no missed order on any page: the host's live connection toasts a new order wherever the merchant is
  const { chromium } = await import('playwright-core');
  const toast = await measureNewOrderToast({ chromium, base: Number(process.env.BENCH_PORT_BASE || 25000) });
  const met = toast.p95 <= TOAST_TARGET_MS;
  console.log(
    `order placed → toast on another page: p50 ${Math.round(toast.p50)} ms, p95 ${Math.round(toast.p95)} ms ` +
      `(target p95 ≤ ${TOAST_TARGET_MS} ms) ${met ? 'met' : 'MISSED'}`,
  );
  if (!met) missed = true;
} catch (error) {
  console.error(error.message);
  process.exit(error.code ?? 1);
}
if (missed) {
  console.log(`A target was missed (exit ${TARGET_MISSED}).`);
  process.exit(TARGET_MISSED);
}
