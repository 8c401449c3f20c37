import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors';

/** At most `max` requests from one client in `windowSeconds`. */
export interface ClientLimit {
  max: number;
  windowSeconds: number;
}

/**
 * The public ordering calls (POST /guests, the intake), limited per client address (`request.ip`: the socket's, or
 * the one the trusted proxies name — config TRUST_PROXY). Generous for a real venue — a kiosk in a busy cafe sends a
 * few orders a minute — and tight for a script: an abuse probe made 25 guests in half a second to reuse a
 * once-per-customer voucher.
 */
export const CLIENT_LIMITS = {
  guests: { max: 10, windowSeconds: 60 },
  intake: { max: 60, windowSeconds: 60 },
} as const satisfies Record<string, ClientLimit>;

export type ClientLimits = { [K in keyof typeof CLIENT_LIMITS]: ClientLimit };

/** For the test suites and benches, which send thousands of orders from one address on purpose. */
export const NO_CLIENT_LIMITS: ClientLimits = {
  guests: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 60 },
  intake: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 60 },
};

export const CLIENT_THROTTLED_MESSAGE = 'Too many requests from this device. Please wait a minute and try again.';

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Fixed-window counters kept in this replica's memory, not in the database: the intake is the hottest write, and a
 * throttle row per order would cost it a write. With N replicas a client may get up to N × max through, which still
 * stops a flood; sign-in and password reset, where a count must be exact across replicas, count in the database.
 */
export function createClientThrottle(limit: ClientLimit, now: () => number = Date.now) {
  const windows = new Map<string, Window>();
  const windowMs = limit.windowSeconds * 1000;

  function prune(at: number) {
    for (const [client, window] of windows) if (at - window.startedAt >= windowMs) windows.delete(client);
  }

  return {
    /** Counts this request; past the limit answers 429 with `Retry-After` (seconds until the window ends). */
    check(request: FastifyRequest, reply: FastifyReply): void {
      const at = now();
      // bounded memory: a sweep whenever the map grows large (a flood from many addresses)
      if (windows.size > 10_000) prune(at);
      const client = request.ip;
      let window = windows.get(client);
      if (!window || at - window.startedAt >= windowMs) {
        window = { startedAt: at, count: 0 };
        windows.set(client, window);
      }
      window.count += 1;
      if (window.count > limit.max) {
        reply.header('retry-after', String(Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000))));
        throw tooManyRequests(CLIENT_THROTTLED_MESSAGE);
      }
    },
  };
}
