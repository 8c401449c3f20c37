import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  type Draining,
  RETRY_AFTER_SECONDS,
  registerGracefulShutdown,
  SHUTTING_DOWN_MESSAGE,
  shutdownServerOptions,
} from './shutdown';

// A replica told to stop: new requests get 503 + Retry-After while it drains, a request already in flight still
// gets its answer, and afterwards nothing listens. Real sockets, since the point is what clients see.

let app: FastifyInstance;
let base: string;
let releaseSlow: () => void;
/** Resolves once the slow request is inside its handler (no sleeping on a guess: the machine may be slow). */
let slowEntered: Promise<void>;
let drain: Draining;

beforeEach(async () => {
  app = Fastify({ logger: false, ...shutdownServerOptions });
  drain = registerGracefulShutdown(app);
  let entered: () => void = () => {};
  slowEntered = new Promise<void>((resolve) => {
    entered = resolve;
  });
  app.get('/slow', async () => {
    await new Promise<void>((resolve) => {
      releaseSlow = resolve;
      entered();
    });
    return { done: true };
  });
  app.get('/fast', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  releaseSlow?.();
  await app.close().catch(() => {});
});

describe('graceful shutdown', () => {
  it('answers new requests 503 with Retry-After while draining, finishes the one in flight, then stops listening', async () => {
    const slow = fetch(`${base}/slow`);
    await slowEntered;
    const closed = drain.drainAndClose(300);

    const refused = await fetch(`${base}/fast`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await refused.json()).toEqual({ message: SHUTTING_DOWN_MESSAGE });

    releaseSlow();
    const inFlight = await slow;
    expect(inFlight.status).toBe(200);
    expect(await inFlight.json()).toEqual({ done: true });

    await closed;
    await expect(fetch(`${base}/fast`)).rejects.toThrow();
  });

  it('serves normally until told to stop', async () => {
    const response = await fetch(`${base}/fast`);
    expect(response.status).toBe(200);
    expect(drain.draining).toBe(false);
  });
});
