// `pnpm build`: production build of the host and every remote (only what is out of date; `--force` for all).
import { ensureInstalled } from './lib/pnpm.mjs';

await ensureInstalled();
const { buildAll } = await import('./lib/build.mjs');
const times = await buildAll({ force: process.argv.includes('--force') });
for (const [name, ms] of Object.entries(times)) console.log(`  ${name}: ${(ms / 1000).toFixed(1)} s`);
