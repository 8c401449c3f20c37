import { Agent, request } from 'node:http';
import { watchLoopHealth } from './loop-health-types';
import { answerJson, type MixRequest, mix } from './mix';
import { type OpenLoopOutcome, type OpenLoopRun, SLOW_BUCKET_S, SLOW_MS } from './open-loop';

/**
 * The soak's load client (forked by `openLoop` in open-loop.ts): an open-loop generator. Each route's requests are
 * SCHEDULED at even intervals (its share of the rate), sent at their time whether or not earlier answers came back,
 * and timed from the scheduled instant, so a slow answer delays nothing but itself and any lag of this client counts
 * against the figure instead of hiding. autocannon's `overallRate` (8.0.0) does neither: each connection sends its
 * quota back to back at the start of every second (every route's burst at the same instant), a connection waits for
 * each answer (so the rate reached is capped by connections ÷ latency), and its coordinated-omission correction uses
 * an expected interval of `ceil(1 / rate)` = 1 ms, which records a 300 ms answer as 300 samples.
 */

/** A request is a failure only when no answer comes at all: a slow answer is a latency figure, not an error. */
const TIMEOUT_MS = 60_000;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function run({ base, fixture, rate, seconds, round }: OpenLoopRun): Promise<OpenLoopOutcome> {
  const entries = mix(fixture, round);
  const url = new URL(base);
  // keep-alive sockets per route, as many as the answers in flight need (an open loop never waits for a free one
  // for long: the pool grows to what the latency asks for)
  const agents = entries.map(() => new Agent({ keepAlive: true, maxSockets: 64 }));
  const latencies: number[][] = entries.map(() => []);
  const counts = entries.map(() => ({ non2xx: 0, errors: 0, timeouts: 0 }));
  const intervals = entries.map((entry) => 1000 / (rate * entry.share));
  // the routes' schedules are staggered so no two routes are due at the same instant by construction
  const next = entries.map((_, index) => ((intervals[index] ?? 0) * index) / entries.length);
  const loop = watchLoopHealth();
  const start = performance.now();
  const end = start + seconds * 1000;
  let inFlight = 0;
  const slowOverTime = Array.from({ length: Math.ceil(seconds / SLOW_BUCKET_S) }, () => 0);

  const send = (index: number, scheduled: number, made: MixRequest) => {
    inFlight += 1;
    let settled = false;
    const done = (outcome: 'ok' | 'non2xx' | 'error' | 'timeout') => {
      // a timed-out request is destroyed, which also emits 'error': count each request once
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      inFlight -= 1;
      const count = counts[index];
      if (!count) return;
      if (outcome === 'ok') {
        const latency = performance.now() - scheduled;
        latencies[index]?.push(latency);
        if (latency > SLOW_MS) {
          const bucket = Math.floor((scheduled - start) / 1000 / SLOW_BUCKET_S);
          slowOverTime[bucket] = (slowOverTime[bucket] ?? 0) + 1;
        }
      } else if (outcome === 'non2xx') count.non2xx += 1;
      else if (outcome === 'timeout') count.timeouts += 1;
      else count.errors += 1;
    };
    const body = made.body === undefined ? undefined : Buffer.from(made.body);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: made.method,
        path: made.path,
        agent: agents[index],
        headers: { ...made.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        // the body is read only for a request whose answer the mix follows (an order placed, then accepted)
        const chunks: Buffer[] = [];
        if (made.answered) res.on('data', (chunk: Buffer) => chunks.push(chunk));
        else res.resume();
        res.once('end', () => {
          done(status >= 200 && status < 300 ? 'ok' : 'non2xx');
          made.answered?.(status, () => answerJson(Buffer.concat(chunks), res.headers['content-encoding']));
        });
        res.once('error', () => done('error'));
      },
    );
    // from the scheduled instant, waiting for a socket included (an http timeout counts only an idle socket)
    const timer = setTimeout(() => {
      done('timeout');
      req.destroy();
    }, TIMEOUT_MS);
    req.once('error', () => done('error'));
    req.end(body);
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - start;
      for (let index = 0; index < entries.length; index += 1) {
        const entry = entries[index];
        if (!entry) continue;
        while ((next[index] ?? Number.POSITIVE_INFINITY) <= now && start + (next[index] ?? 0) < end) {
          const scheduled = start + (next[index] ?? 0);
          const made: MixRequest = entry.setup({ method: 'GET', path: entry.url, headers: {} });
          send(index, scheduled, made);
          next[index] = (next[index] ?? 0) + (intervals[index] ?? 0);
        }
      }
      if (performance.now() >= end) {
        const drain = () => (inFlight > 0 ? setTimeout(drain, 10) : resolve());
        drain();
        return;
      }
      const due = Math.min(...next) + start - performance.now();
      setTimeout(tick, Math.max(0, due));
    };
    tick();
  });
  for (const agent of agents) agent.destroy();
  // the rate reached is over the time until the last answer: an overloaded server answers long after the schedule
  const elapsedSeconds = Math.max(seconds, (performance.now() - start) / 1000);

  const client = loop.read();
  loop.stop();
  const routes = entries.map((entry, index) => {
    const values = (latencies[index] ?? []).sort((a, b) => a - b);
    const total = values.length;
    const count = counts[index] ?? { non2xx: 0, errors: 0, timeouts: 0 };
    const round1 = (value: number) => Math.round(value);
    return {
      name: entry.name,
      share: entry.share,
      result: {
        latency: {
          p50: round1(percentile(values, 50)),
          p90: round1(percentile(values, 90)),
          p99: round1(percentile(values, 99)),
          average: total ? values.reduce((sum, value) => sum + value, 0) / total : 0,
          max: round1(values.at(-1) ?? 0),
        },
        requests: { average: total / elapsedSeconds, total: total + count.non2xx + count.errors + count.timeouts },
        ...count,
      },
    };
  });
  return { routes, client, slowOverTime };
}

process.once('message', (message: OpenLoopRun) => {
  const send = (answer: unknown) => process.send?.(answer, () => process.exit(0));
  run(message).then(
    (outcome) => send(outcome),
    (error: unknown) => send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
