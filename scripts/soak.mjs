// `pnpm soak [--short] [--skip-postgres] [--skip-pglite]`: the load soak (mixed workload at 200 req/s, p99 per route)
// and the crash soak (SIGKILL under load, restart, retry, database checked) on PostgreSQL (a throw-away server when
// DATABASE_URL is unset) and PGlite. `npm test` runs `--short`. See api/src/soak/.
import path from 'node:path';
import { ensureInstalled } from './lib/pnpm.mjs';
import { runToEnd, stopAllOnExit } from './lib/processes.mjs';

stopAllOnExit();
await ensureInstalled();
const { ROOT } = await import('./lib/apps.mjs');
try {
  await runToEnd(path.join(ROOT, 'api/node_modules/.bin/tsx'), ['src/soak/soak-cli.ts', ...process.argv.slice(2)], {
    cwd: path.join(ROOT, 'api'),
    label: 'soak',
  });
} catch (error) {
  console.error(error.message);
  process.exit(error.code ?? 1);
}
