// Starts the whole system once for all browser tests (fresh database, demo data) plus a small control server on
// 127.0.0.1 that lets a test stop and restart one remote's server, as an outage would.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium-path.mjs';

// E2E_PORT_BASE lets two runs on one machine (two checkouts, say) keep out of each other's way.
const BASE = Number(process.env.E2E_PORT_BASE || 23000);
export const E2E_PORTS = Object.fromEntries(
  ['host', 'orders', 'menu', 'settings', 'embedEditor', 'reports', 'admin'].map((name, i) => [name, BASE + i]),
);
/** The pinned stack's ports sit this far above the shared stack's. */
const PINNED_PORT_SHIFT = 100;
export const STATE_FILE = path.join(os.tmpdir(), `backoffice-e2e-stack-${BASE}.json`);

export default async function globalSetup() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No browser for the browser tests: ${CHROMIUM_PATH} does not exist. Install Debian's Chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  const { startStack } = await import('../../scripts/lib/stack.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-db-'));
  const stack = await startStack({
    ports: E2E_PORTS,
    apiPort: BASE + 1000,
    dataDir,
    quiet: true,
    env: { NODE_ENV: 'test', CLIENT_LIMITS: 'off' },
  });

  // A second, smaller-lived stack whose API clock starts at a pinned instant (CLOCK_START), started on demand by a
  // journey that must see a known "today" (POST /pinned-stack?clockStart=…); global teardown stops it.
  const pinned = { stack: null, dataDir: null };
  const startPinnedStack = async (clockStart) => {
    if (pinned.stack) await pinned.stack.stopAll();
    if (pinned.dataDir) fs.rmSync(pinned.dataDir, { recursive: true, force: true });
    pinned.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-pinned-db-'));
    const ports = Object.fromEntries(Object.entries(E2E_PORTS).map(([name, port]) => [name, port + PINNED_PORT_SHIFT]));
    pinned.stack = await startStack({
      ports,
      apiPort: BASE + 1000 + PINNED_PORT_SHIFT,
      dataDir: pinned.dataDir,
      quiet: true,
      env: { NODE_ENV: 'test', CLOCK_START: clockStart, CLIENT_LIMITS: 'off' },
    });
    return { url: pinned.stack.url, apiUrl: pinned.stack.apiUrl, ports: pinned.stack.ports };
  };

  const control = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    if (req.method === 'POST' && url.pathname === '/pinned-stack') {
      try {
        const started = await startPinnedStack(url.searchParams.get('clockStart') ?? '');
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(started));
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
      return;
    }
    // the pinned stack's API down and up again on the same port and data (an outage); `clockStart` carries its clock on
    const apiAction = /^\/pinned-stack\/api\/(stop|start)$/.exec(url.pathname);
    if (req.method === 'POST' && apiAction) {
      try {
        if (!pinned.stack) throw new Error('no pinned stack is running');
        if (apiAction[1] === 'stop') await pinned.stack.stopApp('api');
        else await pinned.stack.startApi({ CLOCK_START: url.searchParams.get('clockStart') ?? '' });
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
      return;
    }
    const match = /^\/apps\/(\w+)\/(stop|start)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return res.writeHead(404).end();
    const [, name, action] = match;
    try {
      if (action === 'stop') await stack.stopApp(name);
      else await stack.startApp(name);
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve));
  const address = control.address();

  fs.writeFileSync(
    STATE_FILE,
    JSON.stringify({ url: stack.url, apiUrl: stack.apiUrl, ports: stack.ports, control: `http://127.0.0.1:${address.port}` }),
  );
  globalThis.__BACKOFFICE_E2E__ = { stack, control, dataDir, pinned };
}
