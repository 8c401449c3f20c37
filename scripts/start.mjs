// `npm start`: install, build what is out of date, start the whole system on the embedded database with demo data.
import { ensureInstalled } from './lib/pnpm.mjs';
import { stopAllOnExit } from './lib/processes.mjs';

stopAllOnExit();
await ensureInstalled();
// Imported after install: these modules need the installed packages.
const { buildAll } = await import('./lib/build.mjs');
const { startStack } = await import('./lib/stack.mjs');
const { startBanner } = await import('./lib/start-banner.mjs');

console.log('Building what is out of date…');
const built = await buildAll();
if (Object.keys(built).length === 0) console.log('  everything is up to date');

console.log('Starting the API (PGlite under .data/) and the app servers…');
const stack = await startStack();
console.log(startBanner(stack));
