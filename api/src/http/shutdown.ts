import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** What a client is told to wait before trying again while this replica drains (seconds). */
export const RETRY_AFTER_SECONDS = 5;
export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';

/**
 * Graceful shutdown. On SIGTERM a replica first *drains*: for `drainMs` it still listens but answers every
 * new request (health included) 503 with `Retry-After`, so a load balancer takes it out of rotation and clients retry
 * elsewhere, while requests already in flight carry on. Then `app.close()`: the listener stops, in-flight requests
 * finish, the order-event streams end (their `retry:` hint makes browsers reconnect to another replica), and the
 * onClose hooks run. Fastify's own 503-on-closing has no Retry-After, hence our hook instead.
 */
export const shutdownServerOptions: Pick<FastifyServerOptions, 'return503OnClosing'> = { return503OnClosing: false };

export interface Draining {
  /** Starts draining, waits `drainMs`, then closes the app (resolves when everything in flight has finished). */
  drainAndClose(drainMs: number): Promise<void>;
  readonly draining: boolean;
}

export function registerGracefulShutdown(app: FastifyInstance): Draining {
  let draining = false;
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close');
    await reply.code(503).send({ message: SHUTTING_DOWN_MESSAGE });
  });
  // app.close() without a drain (tests, Ctrl-C) still refuses what arrives on a kept-alive connection meanwhile
  app.addHook('preClose', async () => {
    draining = true;
  });
  return {
    get draining() {
      return draining;
    },
    async drainAndClose(drainMs) {
      draining = true;
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
    },
  };
}
