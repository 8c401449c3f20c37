// `npm start`: install, build what is out of date, start the whole system on the embedded database with demo data.
import { ensureInstalled } from './lib/pnpm.mjs';
import { stopAllOnExit } from './lib/processes.mjs';

stopAllOnExit();
await ensureInstalled();
// Imported after install: these modules need the installed packages.
const { buildAll } = await import('./lib/build.mjs');
const { startStack } = await import('./lib/stack.mjs');

console.log('Building what is out of date…');
const built = await buildAll();
if (Object.keys(built).length === 0) console.log('  everything is up to date');

console.log('Starting the API (PGlite under .data/) and the app servers…');
const stack = await startStack();
console.log(`
  Venue Back-office is running:  ${stack.url}

  Demo sign-ins
    merchant  merchant@example.com / merchant123
    admin     admin@example.com    / admin123

  API ${stack.apiUrl} (also under ${stack.url}/api/…); remotes on ports ${Object.entries(stack.ports)
    .filter(([n]) => n !== 'host')
    .map(([n, p]) => `${n} ${p}`)
    .join(', ')}
  Ctrl-C stops everything; data stays in .data/ for the next start.

  Live orders: in another terminal, \`pnpm simulate:orders --open\` places realistic orders through the API
  (--shop ID, --rate N/min, --minutes M; --open makes the shops accept orders first).
`);
