import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  type Draining,
  HEALTH_PATH,
  RETRY_AFTER_SECONDS,
  registerGracefulShutdown,
  SHUTTING_DOWN_MESSAGE,
  shutdownServerOptions,
} from './shutdown';

// A replica told to stop: while it drains its health check fails (503 + Retry-After) but every request it is sent is
// answered as usual, a request already in flight still gets its answer, and afterwards nothing listens. Real sockets,
// since the point is what clients (the load balancer) see.

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
  app.get(HEALTH_PATH, async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  releaseSlow?.();
  await app.close().catch(() => {});
});

describe('graceful shutdown', () => {
  it('fails its health check while draining yet answers what it is sent, finishes the one in flight, then stops listening', async () => {
    const slow = fetch(`${base}/slow`);
    await slowEntered;
    const closed = drain.drainAndClose(300, { quietMs: 100 });
    expect(drain.draining).toBe(true);

    const health = await fetch(`${base}${HEALTH_PATH}?from=lb`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await health.json()).toEqual({ message: SHUTTING_DOWN_MESSAGE });
    // the load balancer sent it before it saw the failed checks: answered, not refused
    const sentMeanwhile = await fetch(`${base}/fast`);
    expect(sentMeanwhile.status).toBe(200);
    expect(await sentMeanwhile.json()).toEqual({ ok: true });
    expect(drain.closing).toBe(false);

    releaseSlow();
    const inFlight = await slow;
    expect(inFlight.status).toBe(200);
    expect(await inFlight.json()).toEqual({ done: true });

    await closed;
    expect(drain.closing).toBe(true);
    await expect(fetch(`${base}/fast`)).rejects.toThrow();
  });

  it('keeps listening for the whole drain (the balancer needs that long to stop sending)', async () => {
    const closed = drain.drainAndClose(400, { quietMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await fetch(`${base}/fast`)).status).toBe(200);
    await closed;
    await expect(fetch(`${base}/fast`)).rejects.toThrow();
  });

  it('after the drain, stays open while requests still come (the balancer has not marked it down yet), then closes', async () => {
    let closedAt = 0;
    const closed = drain.drainAndClose(200, { quietMs: 150 }).then(() => {
      closedAt = performance.now();
    });
    // requests every 50 ms until 450 ms: past the drain, within DRAIN_MAX_FACTOR drains
    const started = performance.now();
    let lastAnswered = 0;
    while (performance.now() - started < 450) {
      const response = await fetch(`${base}/fast`);
      expect(response.status).toBe(200);
      lastAnswered = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await closed;
    expect(closedAt - lastAnswered).toBeGreaterThanOrEqual(100);
    await expect(fetch(`${base}/fast`)).rejects.toThrow();
  });

  it('serves normally until told to stop', async () => {
    const response = await fetch(`${base}/fast`);
    expect(response.status).toBe(200);
    expect((await fetch(`${base}${HEALTH_PATH}`)).status).toBe(200);
    expect(drain.draining).toBe(false);
  });
});
