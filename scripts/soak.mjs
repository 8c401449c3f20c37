// `pnpm soak [--short] [--skip-postgres] [--skip-pglite]`: the load soak (mixed workload at 200 req/s, p99 per route)
// and the crash soak (SIGKILL under load, restart, retry, database checked) on PostgreSQL (a throw-away server when
// DATABASE_URL is unset) and PGlite. `npm test` runs `--short`. See api/src/soak/.
// SOAK_CPU_PROF=DIR: V8 CPU profiles of the API (the soak's own process) in DIR/api, of the host's server in DIR/host
// and of the load client in DIR/client (node refuses --cpu-prof in NODE_OPTIONS). Each thread writes its own file (tsx's
// loader thread too): the process's main thread is the largest.
import path from 'node:path';
import { ensureInstalled } from './lib/pnpm.mjs';
import { runToEnd, stopAllOnExit } from './lib/processes.mjs';

stopAllOnExit();
await ensureInstalled();
const { ROOT } = await import('./lib/apps.mjs');
try {
  const dir = process.env.SOAK_CPU_PROF;
  const profile = dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir, 'api')}`] : [];
  await runToEnd(process.execPath, [...profile, '--import', 'tsx', 'src/soak/soak-cli.ts', ...process.argv.slice(2)], {
    cwd: path.join(ROOT, 'api'),
    label: 'soak',
  });
} catch (error) {
  console.error(error.message);
  process.exit(error.code ?? 1);
}
