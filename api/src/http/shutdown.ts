import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** What a client is told to wait before trying again while this replica drains (seconds). */
export const RETRY_AFTER_SECONDS = 5;
export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';
/** The route load balancers check (health/routes.ts); the one that fails first when a replica is told to stop. */
export const HEALTH_PATH = '/api/health';

/**
 * Graceful shutdown, in the order a load balancer needs it. On SIGTERM a replica first *drains*: for `drainMs` its
 * health check answers 503 (+ Retry-After) so the balancer takes it out of rotation, while it keeps listening and
 * answers every request it is sent meanwhile as usual — the balancer picked this replica before it saw the failed
 * checks, and a request refused or cut now would fail for a client who did nothing wrong. `drainMs` must outlast the
 * balancer's checks (deploy/haproxy.cfg: `inter` + (`fall` − 1) × `fastinter`, and a margin; a test compares them),
 * and the listener then stays open until requests have stopped coming (DRAIN_QUIET_MS): closing it earlier meets
 * requests already on their way to it, and a connection the kernel accepted for a socket that then closes is reset
 * after the request was sent, which the balancer may not retry (the client saw its connection closed).
 * Then `app.close()`: the listener stops, in-flight requests finish, the order-event streams end (their `retry:` hint
 * makes browsers reconnect to another replica), and the onClose hooks run. A request that still arrives on a kept-alive
 * connection once closing has begun gets 503 + Retry-After and `Connection: close` (fastify's own 503-on-closing has
 * no Retry-After, hence our hook instead).
 */
export const shutdownServerOptions: Pick<FastifyServerOptions, 'return503OnClosing'> = { return503OnClosing: false };

/**
 * After `drainMs`, the listener still waits until no request (health checks aside) has come for this long: the sign
 * that the balancer has marked this replica down. Its checks take longer on a starved machine (each answer waits for
 * the event loop), and a fixed drain then closed the listener under requests still on their way.
 */
export const DRAIN_QUIET_MS = 500;
/** …but not past this many drains in all (a client that keeps calling this replica directly must not hold it open). */
export const DRAIN_MAX_FACTOR = 3;

export interface Draining {
  /**
   * Fails the health check, waits `drainMs` and then until no request has come for `quietMs` (at most
   * `DRAIN_MAX_FACTOR` × `drainMs` in all), then closes the app (resolves when everything in flight has finished).
   */
  drainAndClose(drainMs: number, options?: { quietMs?: number }): Promise<void>;
  /** The health check fails (told to stop); other requests are still served until `closing`. */
  readonly draining: boolean;
  /** The listener is closing: anything new is refused with 503. */
  readonly closing: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerGracefulShutdown(app: FastifyInstance): Draining {
  let draining = false;
  let closing = false;
  /** When the last request other than a health check arrived during the drain. */
  let lastRequestAt = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    const health = request.routeOptions.url === HEALTH_PATH;
    if (!health) lastRequestAt = performance.now();
    if (!closing && !health) return;
    reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close');
    await reply.code(503).send({ message: SHUTTING_DOWN_MESSAGE });
  });
  // app.close() without a drain (tests, Ctrl-C) still refuses what arrives on a kept-alive connection meanwhile
  app.addHook('preClose', async () => {
    draining = true;
    closing = true;
  });
  return {
    get draining() {
      return draining;
    },
    get closing() {
      return closing;
    },
    async drainAndClose(drainMs, { quietMs = DRAIN_QUIET_MS } = {}) {
      draining = true;
      const started = performance.now();
      lastRequestAt = started;
      if (drainMs > 0) {
        await sleep(drainMs);
        const until = started + DRAIN_MAX_FACTOR * drainMs;
        for (;;) {
          // two turns of the event loop first: connections waiting to be read while it was busy are seen before the
          // quiet is judged (timers run before I/O after a long task)
          await new Promise((resolve) => setImmediate(resolve));
          await new Promise((resolve) => setImmediate(resolve));
          const now = performance.now();
          const quietFor = now - lastRequestAt;
          if (quietFor >= quietMs || now >= until) break;
          await sleep(Math.min(quietMs - quietFor, until - now));
        }
      }
      await app.close();
    },
  };
}
