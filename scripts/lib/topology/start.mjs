// The production topology on one machine, from Debian parts: a PostgreSQL primary and a streaming standby, N API
// processes, HAProxy in front (deploy/haproxy.cfg, the file docker-compose.yml mounts), the host and the six remotes
// from their production builds, mail in the outbox. Used by `pnpm topology` and by the topology soak.
//
// Ports (all inside the caller's range, portBase … portBase+99):
//   +0 load balancer · +1 host server · +2…+7 remotes · +11… API processes · +19 closed (unused API slots)
//   +20 PostgreSQL primary · +21 standby
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APPS, appDir, ROOT, readyPath, serveArgs } from '../apps.mjs';
import { run, stop, waitForHttp } from '../processes.mjs';
import { query, startPostgres, stopPostgres, stopPostgresSync } from './postgres.mjs';

const require = createRequire(import.meta.url);
const { API_STOP_GRACE_MS, LB_CONFIG, apiEnvironment, lbEnvironment } = require('./environment.cjs');

export function haproxyBin() {
  for (const candidate of [process.env.HAPROXY, '/usr/sbin/haproxy', '/usr/bin/haproxy']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  throw new Error('HAProxy is not installed (apt-get install haproxy)');
}

/** The port plan of one topology (see the table above). */
export function topologyPorts(portBase, apis = 3) {
  const remotes = APPS.filter((a) => a.kind === 'remote');
  return {
    lb: portBase,
    host: portBase + 1,
    apps: Object.fromEntries([['host', portBase + 1], ...remotes.map((a, i) => [a.name, portBase + 2 + i])]),
    apis: Array.from({ length: apis }, (_, i) => portBase + 11 + i),
    closed: portBase + 19,
    primary: portBase + 20,
    standby: portBase + 21,
  };
}

/**
 * Starts everything and resolves once the load balancer answers `/api/health` through every API.
 *
 * @param {{ portBase: number, apis?: number, standby?: boolean, build?: boolean, synchronous?: boolean,
 *           apps?: boolean, quiet?: boolean, env?: Record<string, string>, log?: (line: string) => void }} opts
 *   apps: false starts no host or remote servers (an API-only load test); the load balancer still routes API paths.
 *   env: extra environment for every API process (e.g. CLIENT_LIMITS=off for a load test).
 *   cpuProfileDir: a V8 CPU profile of each API process in DIR/api<N> (written when it exits gracefully; a SIGKILLed
 *   one writes none), to see where a load's time goes.
 */
export async function startTopology({
  portBase,
  apis = 3,
  standby = true,
  build = true,
  synchronous = true,
  apps = true,
  quiet = true,
  env: extraEnv = {},
  cpuProfileDir = null,
  log = console.log,
}) {
  if (!Number.isInteger(portBase)) throw new Error('startTopology needs a portBase');
  const ports = topologyPorts(portBase, apis);
  const url = `http://localhost:${ports.lb}`;
  const lbUrl = `http://127.0.0.1:${ports.lb}`;

  if (apps && build) {
    const { buildAll } = await import('../build.mjs');
    log('Building what is out of date…');
    await buildAll({ log });
  }
  if (apps) {
    const missing = APPS.filter((app) => !fs.existsSync(path.join(appDir(app), 'dist')));
    if (missing.length > 0)
      throw new Error(`not built: ${missing.map((a) => a.dir).join(', ')} (run pnpm build, or start with build: true)`);
  }

  const dataRoot = fs.mkdtempSync('/tmp/backoffice-topology.');
  const dataDir = path.join(dataRoot, 'api', 'pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  const jwtSecret = randomBytes(48).toString('base64url');
  const integrationsKey = randomBytes(32).toString('hex');

  const processes = new Map();
  let pgServers = null;
  let stopped = false;
  // an exit without stop() (a crash, process.exit): the detached servers and the temp folder go too
  const onExit = () => {
    if (pgServers) stopPostgresSync(pgServers);
    fs.rmSync(dataRoot, { recursive: true, force: true });
  };
  process.on('exit', onExit);

  const startProcess = (key, command, args, options) => {
    const child = run(command, args, { quiet, label: key, ...options });
    processes.set(key, child);
    return child;
  };

  const stopEverything = async () => {
    // the APIs with SIGINT: everything stops together, so no balancer needs their drain (main.ts skips it then)
    await Promise.all(
      [...processes].map(([key, child]) =>
        key.startsWith('api') ? stop(child, 'SIGINT', { graceMs: API_STOP_GRACE_MS }) : stop(child),
      ),
    );
    processes.clear();
    if (pgServers) await stopPostgres(pgServers);
    pgServers = null;
    fs.rmSync(dataRoot, { recursive: true, force: true });
    process.off('exit', onExit);
  };

  try {
    pgServers = await startPostgres({
      primaryPort: ports.primary,
      standbyPort: ports.standby,
      standby,
      synchronous,
      log,
    });
    const primaryUrl = pgServers.primary.url;
    const standbyUrl = pgServers.standby?.url ?? null;

    // Each API's environment, kept so a restart gets the same (plus any overrides, e.g. a new DATABASE_URL).
    const apiEnv = ports.apis.map((port) => ({
      ...apiEnvironment({
        port,
        databaseUrl: primaryUrl,
        readDatabaseUrl: standbyUrl,
        jwtSecret,
        integrationsKey,
        publicUrl: url,
        dataDir,
        seed: true,
      }),
      ...extraEnv,
    }));

    const apiHandles = ports.apis.map((port, i) => {
      const index = i + 1;
      const key = `api${index}`;
      const apiUrl = `http://127.0.0.1:${port}`;
      const launch = () =>
        // node itself with tsx as a loader, one process (the tsx CLI runs node as a child and relays signals: a
        // SIGTERM then arrives twice, and the second ends the drain at once)
        startProcess(
          key,
          process.execPath,
          [
            ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfileDir, key)}`] : []),
            '--import',
            'tsx',
            'src/main.ts',
          ],
          { cwd: path.join(ROOT, 'api'), env: apiEnv[i] },
        );
      const ready = async () => {
        try {
          await waitForHttp(`${apiUrl}/api/health`, { timeoutMs: 180_000, label: key });
        } catch (error) {
          const child = processes.get(key);
          throw Object.assign(error, { output: child?.output });
        }
      };
      const exited = (child) =>
        child.exitCode !== null || child.signalCode !== null
          ? Promise.resolve()
          : new Promise((resolve) => child.once('exit', () => resolve()));
      return {
        index,
        port,
        url: apiUrl,
        get pid() {
          return processes.get(key)?.pid ?? null;
        },
        get running() {
          const child = processes.get(key);
          return Boolean(child && child.exitCode === null && child.signalCode === null);
        },
        /** The output of the current process (quiet mode only). */
        get output() {
          return processes.get(key)?.output ?? '';
        },
        launch,
        ready,
        /** Sends `signal` (default SIGKILL) to the API's process group; resolves when it has exited. */
        async kill(signal = 'SIGKILL') {
          const child = processes.get(key);
          if (!child) return;
          try {
            process.kill(-child.pid, signal);
          } catch {}
          await exited(child);
        },
        /**
         * Starts it again on the same port (stopping it first if it runs, with SIGINT: no drain, as the drill restarts
         * every API at once on a new database and no other replica could take its requests); `overrides` change its
         * environment.
         */
        async restart(overrides = {}) {
          const child = processes.get(key);
          if (child) await stop(child, 'SIGINT', { graceMs: API_STOP_GRACE_MS });
          Object.assign(apiEnv[i], overrides);
          launch();
          await ready();
        },
        /** Graceful stop: SIGTERM (it drains for SHUTDOWN_DRAIN_MS, then finishes in-flight requests). */
        async stop() {
          const child = processes.get(key);
          if (child) await stop(child, 'SIGTERM', { graceMs: API_STOP_GRACE_MS });
        },
        env: apiEnv[i],
      };
    });

    // The first API migrates and seeds alone; the others then start together on a ready database.
    log(`Starting ${apis} API processes…`);
    apiHandles[0].launch();
    await apiHandles[0].ready();
    for (const api of apiHandles.slice(1)) api.launch();
    await Promise.all(apiHandles.slice(1).map((api) => api.ready()));

    const manifest = Object.fromEntries(
      APPS.filter((a) => a.kind === 'remote').map((a) => [a.name, `http://localhost:${ports.apps[a.name]}/remoteEntry.js`]),
    );
    if (apps) log('Starting the host and remote servers…');
    await Promise.all(
      (apps ? APPS : []).map((app) => {
        // the host's own API proxy (direct visits to its port) goes through the load balancer as well
        const args = serveArgs(app, { port: ports.apps[app.name], host: '127.0.0.1', apiUrl: lbUrl });
        startProcess(app.name, process.execPath, args, { env: { REMOTES_MANIFEST: JSON.stringify(manifest) } });
        return waitForHttp(`http://127.0.0.1:${ports.apps[app.name]}/${readyPath(app)}`, { label: app.dir, timeoutMs: 30_000 });
      }),
    );

    log('Starting the load balancer (HAProxy, deploy/haproxy.cfg)…');
    const lbEnv = lbEnvironment({ lbPort: ports.lb, hostPort: ports.host, apiPorts: ports.apis, closedPort: ports.closed });
    startProcess('lb', haproxyBin(), ['-f', LB_CONFIG, '-db'], { env: lbEnv });
    await waitForHttp(`${lbUrl}/api/health`, { label: 'load balancer', timeoutMs: 20_000 });
    if (apps) await waitForHttp(`${lbUrl}/remotes.json`, { label: 'load balancer → host', timeoutMs: 20_000 });

    return {
      url,
      apiUrls: apiHandles.map((api) => api.url),
      primaryUrl,
      standbyUrl,
      synchronous: pgServers.synchronous,
      ports,
      dataDir: dataRoot,
      outboxDir: apiEnv[0].MAIL_OUTBOX_DIR,
      apis: apiHandles,
      /** The PostgreSQL servers (primary / standby: { port, url, stop(mode), promote() }), for the promotion drill. */
      postgres: pgServers,
      /** One statement on the primary (default) or the standby; resolves with its rows. */
      psql(sql, { on = 'primary', params = [] } = {}) {
        const server = on === 'standby' ? pgServers?.standby : pgServers?.primary;
        if (!server) throw new Error(`no ${on} server in this topology`);
        return query(server.port, sql, params);
      },
      async stop() {
        if (stopped) return;
        stopped = true;
        await stopEverything();
      },
    };
  } catch (error) {
    for (const [key, child] of processes) if (child.output) console.error(`--- ${key} ---\n${child.output.slice(-4000)}`);
    if (error.logs) console.error(error.logs);
    await stopEverything();
    throw error;
  }
}
