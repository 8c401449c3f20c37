// The orders screen's API bench (api/src/bench/orders-screen-bench.ts) as a child process: the list of 1,000
// populated orders (p99 at 20 connections, target ≤ 50 ms on PostgreSQL) and intake → SSE event (p95 at 20 orders/s,
// target ≤ 1 s), on a throw-away PostgreSQL server and PGlite. `pnpm bench` puts its figures in its table;
// `pnpm bench:orders` runs it after the intake bench.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { runToEnd } from './processes.mjs';

/**
 * Runs the bench with `args` (its flags: --connections, --seconds, --rate, --skip-postgres, --skip-pglite) and returns
 * its figures as rows of `[measure, value, target, met]` (a figure without a target counts as met).
 */
export async function runOrdersScreenBench(args = []) {
  const resultsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-orders-screen-bench-')), 'results.json');
  try {
    await runToEnd(
      path.join(ROOT, 'api/node_modules/.bin/tsx'),
      ['src/bench/orders-screen-bench.ts', ...args, '--results', resultsFile],
      {
        cwd: path.join(ROOT, 'api'),
        label: 'orders screen bench',
      },
    );
    const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
    return results.map(({ measure, value, target, met }) => [measure, value, target, met ?? true]);
  } finally {
    fs.rmSync(path.dirname(resultsFile), { recursive: true, force: true });
  }
}
