// `pnpm simulate:orders [--shop ID] [--rate N/min] [--minutes M] [--orders N] [--api URL] [--open]`: places realistic
// orders through the HTTP intake of a running API (`npm start` first), so the orders screen fills up live.
// --open puts the shops into "accepting orders" first. The core is api/src/orders/intake/simulator.ts.
import path from 'node:path';
import { ensureInstalled } from './lib/pnpm.mjs';
import { runToEnd, stopAllOnExit } from './lib/processes.mjs';

stopAllOnExit();
await ensureInstalled();
const { ROOT } = await import('./lib/apps.mjs');
try {
  await runToEnd(path.join(ROOT, 'api/node_modules/.bin/tsx'), ['src/orders/intake/simulate-cli.ts', ...process.argv.slice(2)], {
    cwd: path.join(ROOT, 'api'),
    label: 'simulate:orders',
  });
} catch (error) {
  console.error(error.message);
  process.exit(error.code ?? 1);
}
