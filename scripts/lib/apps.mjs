// The deployable apps of the system, in one table used by start, dev, build, bench and the e2e stack.

import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
export const { PORTS, API_PORT } = require('../../shared/webpack-config/src/ports.cjs');

/** name = federation name and key in PORTS; dir = folder under the repo root. */
export const APPS = [
  { name: 'host', dir: 'host', kind: 'host' },
  { name: 'orders', dir: 'mfe-orders', kind: 'remote' },
  { name: 'menu', dir: 'mfe-menu', kind: 'remote' },
  { name: 'settings', dir: 'mfe-settings', kind: 'remote' },
  { name: 'embedEditor', dir: 'mfe-embed-editor', kind: 'remote' },
  { name: 'reports', dir: 'mfe-reports', kind: 'remote' },
  { name: 'admin', dir: 'mfe-admin', kind: 'remote' },
];

/** Folders whose change means an app must be rebuilt (its own plus every shared package it bundles). */
export const SHARED_INPUTS = ['shared/ui', 'shared/api-client', 'shared/event-bus', 'shared/contracts', 'shared/webpack-config'];

export const appDir = (app) => path.join(ROOT, app.dir);

const SERVE = path.join(ROOT, 'shared/static-server/src/cli.mjs');

/**
 * The static server's command line for one app's production build (`npm start`, the journeys' stack and the
 * topology start them the same way): the host also proxies the API calls to `apiUrl`.
 */
export const serveArgs = (app, { port, host, apiUrl }) => [
  SERVE,
  '--kind',
  app.kind,
  '--root',
  path.join(appDir(app), 'dist'),
  '--port',
  String(port),
  '--host',
  host,
  ...(app.kind === 'host' ? ['--api', apiUrl] : []),
];

/** The file an app's server answers once it is up (the host's remotes manifest, a remote's entry). */
export const readyPath = (app) => (app.kind === 'host' ? 'remotes.json' : 'remoteEntry.js');
