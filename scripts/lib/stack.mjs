// Starts the whole system from production builds: the API, the host server and one server per remote, each on
// its own port, as docker-compose.yml deploys them. Used by `npm start` and by the browser tests.
import path from 'node:path';
import { API_PORT, APPS, PORTS, ROOT, readyPath, serveArgs } from './apps.mjs';
import { run, stop, waitForHttp } from './processes.mjs';

const TSX = path.join(ROOT, 'api/node_modules/tsx/dist/cli.mjs');

/**
 * @param {{ ports?: Record<string, number>, apiPort?: number, dataDir?: string, env?: Record<string,string>,
 *           quiet?: boolean, bindHost?: string }} [opts]
 */
export async function startStack(opts = {}) {
  const ports = { ...PORTS, ...(opts.ports ?? {}) };
  const apiPort = opts.apiPort ?? API_PORT;
  const bindHost = opts.bindHost ?? '127.0.0.1';
  const devOutbox = ['127.0.0.1', '::1', 'localhost'].includes(bindHost);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const quiet = opts.quiet ?? false;
  const env = { ...(opts.env ?? {}) };
  const manifest = Object.fromEntries(
    APPS.filter((a) => a.kind === 'remote').map((a) => [a.name, `http://localhost:${ports[a.name]}/remoteEntry.js`]),
  );
  const processes = {};

  /** `overrides`: extra environment for this start only (a restarted API's CLOCK_START, say). */
  const startApi = (overrides = {}) => {
    processes.api = run(process.execPath, [TSX, 'src/main.ts'], {
      cwd: path.join(ROOT, 'api'),
      env: {
        PORT: String(apiPort),
        HOST: bindHost,
        // Links in e-mails (password reset) point at the one URL merchants use.
        PUBLIC_URL: `http://localhost:${ports.host}`,
        // GET /dev/outbox, where the browser tests and developers read reset links: only on a loopback API (the
        // API refuses it otherwise), and said so in the start banner
        ...(devOutbox ? { DEV_OUTBOX: '1' } : {}),
        // the host server reaches the API over loopback and names each client in X-Forwarded-For (static-server)
        TRUST_PROXY: 'loopback',
        ...(opts.dataDir ? { DATA_DIR: opts.dataDir } : {}),
        ...env,
        ...overrides,
      },
      label: 'api',
      quiet,
    });
    return processes.api;
  };

  const startApp = (name) => {
    const app = APPS.find((a) => a.name === name);
    if (!app) throw new Error(`unknown app ${name}`);
    const args = serveArgs(app, { port: ports[name], host: bindHost, apiUrl });
    processes[name] = run(process.execPath, args, {
      env: { REMOTES_MANIFEST: JSON.stringify(manifest), ...env },
      label: app.dir,
      quiet,
    });
    return waitForHttp(`http://127.0.0.1:${ports[name]}/${readyPath(app)}`, {
      label: app.dir,
      timeoutMs: 20_000,
    });
  };

  const stopApp = async (name) => {
    const child = processes[name];
    if (child) await stop(child);
    delete processes[name];
  };

  try {
    startApi();
    await Promise.all(APPS.map((a) => startApp(a.name)));
    // The first start opens PGlite, migrates and seeds: allow it time.
    await waitForHttp(`${apiUrl}/api/health`, { timeoutMs: 120_000, label: 'api' });
  } catch (error) {
    for (const [name, child] of Object.entries(processes)) {
      if (child.output) console.error(`--- ${name} ---\n${child.output}`);
    }
    await Promise.all(Object.values(processes).map((child) => stop(child)));
    throw error;
  }

  return {
    url: `http://localhost:${ports.host}`,
    apiUrl,
    ports,
    apiPort,
    devOutbox,
    processes,
    startApp,
    stopApp,
    /**
     * The API again on the same port and data folder after `stopApp('api')` (an outage in a browser test). The data
     * and the JWT secret kept beside it survive, so signed-in pages stay signed in.
     */
    async startApi(overrides = {}) {
      startApi(overrides);
      await waitForHttp(`${apiUrl}/api/health`, { timeoutMs: 120_000, label: 'api' });
    },
    async stopAll() {
      await Promise.all(Object.keys(processes).map((name) => stopApp(name)));
    },
  };
}
