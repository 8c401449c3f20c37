// `pnpm dev`: the API with reload and every app's webpack dev server with live reload, on the usual ports.
import path from 'node:path';
import { ensureInstalled } from './lib/pnpm.mjs';
import { run, stopAllOnExit, waitForHttp } from './lib/processes.mjs';

stopAllOnExit();
await ensureInstalled();
const { APPS, API_PORT, PORTS, ROOT, appDir } = await import('./lib/apps.mjs');

run(process.execPath, [path.join(ROOT, 'api/node_modules/tsx/dist/cli.mjs'), 'watch', 'src/main.ts'], {
  cwd: path.join(ROOT, 'api'),
  label: 'api',
});
for (const app of APPS) {
  run(process.execPath, [path.join(appDir(app), 'node_modules/webpack/bin/webpack.js'), 'serve', '--mode', 'development'], {
    cwd: appDir(app),
    label: app.dir,
  });
}
await waitForHttp(`http://127.0.0.1:${API_PORT}/api/health`, { timeoutMs: 120_000, label: 'api' });
await waitForHttp(`http://127.0.0.1:${PORTS.host}/`, { timeoutMs: 120_000, label: 'host' });
console.log(`\n  Dev servers are up: http://localhost:${PORTS.host}  (Ctrl-C stops everything)\n`);
