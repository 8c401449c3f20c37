// The environment of the production topology, by name: what `pnpm topology` gives the load balancer and each API
// process. docker-compose.yml sets the same names (environment.test.ts compares the two, so they cannot drift).
// CommonJS so the jest test reads it as it is.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
/** The one load-balancer config, also mounted by docker-compose.yml's `lb` service. */
const LB_CONFIG = path.join(ROOT, 'deploy/haproxy.cfg');
/** The API servers the config names (api1…api3); a topology with fewer points the rest at a closed port. */
const LB_API_SLOTS = 3;

/**
 * Names only one side sets, and why. Anything else set on one side only is drift.
 * compose: a production deploy with a mail catcher; topology: a demo on one machine that keeps mail in the outbox.
 */
const API_ONLY_IN_COMPOSE = {
  NODE_ENV: 'production mode refuses the outbox and the test clocks the local topology uses',
  SMTP_URL: 'the compose stack sends mail to its mail catcher; the local topology keeps it in the outbox',
};
const API_ONLY_IN_TOPOLOGY = {
  DATA_DIR: 'a shared folder for images and the outbox on one machine (compose: each container its own)',
  MAIL_OUTBOX_DIR: 'the outbox every local API writes to (compose: the mail catcher)',
  DEV_OUTBOX: 'GET /dev/outbox on a loopback API, where the demo and tests read reset links',
};

/** How long a replica told to stop keeps answering with its health check failing (compose sets the same). */
const SHUTDOWN_DRAIN_MS = 3000;
/**
 * How long a graceful stop may take before it becomes a SIGKILL: the drain, then the requests in flight, the event
 * streams' end and the database pool's close (compose: stop_grace_period).
 */
const API_STOP_GRACE_MS = 20_000;

/** @param {{ lbPort: number, hostPort: number, apiPorts: number[], closedPort: number }} p */
function lbEnvironment({ lbPort, hostPort, apiPorts, closedPort }) {
  if (apiPorts.length < 1 || apiPorts.length > LB_API_SLOTS)
    throw new Error(`deploy/haproxy.cfg names ${LB_API_SLOTS} API servers; asked for ${apiPorts.length}`);
  const env = { LB_BIND: `127.0.0.1:${lbPort}`, HOST_ADDR: `127.0.0.1:${hostPort}` };
  for (let slot = 1; slot <= LB_API_SLOTS; slot += 1) env[`API${slot}_ADDR`] = `127.0.0.1:${apiPorts[slot - 1] ?? closedPort}`;
  return env;
}

/**
 * @param {{ port: number, databaseUrl: string, readDatabaseUrl: string | null, jwtSecret: string,
 *           integrationsKey: string, publicUrl: string, dataDir: string, seed: boolean }} p
 */
function apiEnvironment(p) {
  return {
    HOST: '127.0.0.1',
    PORT: String(p.port),
    DATABASE_URL: p.databaseUrl,
    // unset (empty) = every query on DATABASE_URL
    READ_DATABASE_URL: p.readDatabaseUrl ?? '',
    // every replica must accept the others' tokens and open what the others sealed
    JWT_SECRET: p.jwtSecret,
    INTEGRATIONS_ENCRYPTION_KEY: p.integrationsKey,
    PUBLIC_URL: p.publicUrl,
    SEED: p.seed ? 'true' : 'false',
    // the load balancer (on loopback here) names each client in X-Forwarded-For
    TRUST_PROXY: 'loopback',
    // SIGTERM: fail the health check this long first, still answering, so the load balancer stops sending before
    // the listener closes (longer than deploy/haproxy.cfg's checks take to mark a replica down: a test compares)
    SHUTDOWN_DRAIN_MS: String(SHUTDOWN_DRAIN_MS),
    DATA_DIR: p.dataDir,
    MAIL_OUTBOX_DIR: path.join(path.dirname(p.dataDir), 'outbox'),
    DEV_OUTBOX: '1',
  };
}

module.exports = {
  LB_CONFIG,
  LB_API_SLOTS,
  SHUTDOWN_DRAIN_MS,
  API_STOP_GRACE_MS,
  API_ONLY_IN_COMPOSE,
  API_ONLY_IN_TOPOLOGY,
  lbEnvironment,
  apiEnvironment,
};
