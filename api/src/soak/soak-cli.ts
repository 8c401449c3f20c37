import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_JWT_SECRET } from '../bench/autocannon';
import { freePort, startPostgresServer } from '../bench/postgres-server';
import { runMain } from '../bench/run';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { type CrashOutcome, crashSoak } from './crash';
import { type LoadOutcome, runLoad } from './load';
import type { LoopHealth } from './loop-health-types';
import { SLOW_BUCKET_S, SLOW_MS } from './open-loop';
import { topologySoak } from './topology-soak';

/**
 * `pnpm soak`: the load soak — a mixed workload sent through the host server's `/api` proxy (as browsers
 * reach the API) at 200 req/s for 60 s on PostgreSQL (a throw-away server
 * unless DATABASE_URL is set), p99 per route against the 100 ms target, and the highest of 50/100/200 req/s PGlite
 * holds — then the crash soak on both. Exits non-zero on any failed request or crash check (p99 is printed, not
 * asserted: timings depend on the machine). Last, the fuzz at the issue's ≥ 200 payloads per route (FUZZ_RUNS=200,
 * http/fuzz.test.ts on PGlite), with the counts it sent printed. `--short` (what `npm test` runs): 5 s of load on
 * PostgreSQL and the crash soak with 3 s of load, no fuzz (CI's API suite runs the fuzz at its default 60). Also
 * --skip-postgres, --skip-pglite, --skip-fuzz, --seconds N, --rate N (the PostgreSQL load's length and rate) and --warm-up N (seconds of the same load first, printed apart; default none). Profiles of every process
 * (API, host, client): NODE_OPTIONS='--cpu-prof --cpu-prof-dir=DIR' pnpm soak ….
 */

const { values } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    /** replica loss under load in the production topology (soak/topology-soak.ts) instead of the one-API soaks */
    topology: { type: 'boolean', default: false },
    'skip-postgres': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-fuzz': { type: 'boolean', default: false },
    /** the PostgreSQL load's length (default 60, 5 with --short) */
    seconds: { type: 'string' },
    /** the PostgreSQL load's rate (default 200 req/s, the issue's), e.g. a rate a busy machine holds, to profile */
    rate: { type: 'string' },
    /**
     * Seconds of the same mix at the same rate sent first, printed as the warm-up, then the measured round (default
     * 0: none; the measured round then meets the processes as they start). The API warms itself before it listens
     * (http/warm-up.ts, as main.ts starts it): before that, a first round's first ~5 s were all slow (the API's cold
     * code held the pool's connections, which ran out) and a warm-up round was the only way to see the steady state.
     */
    'warm-up': { type: 'string' },
  },
});

// a Tuesday late morning in Auckland: the demo shops are open, so orders are taken
const CLOCK_START = '2026-11-24T11:00:00+13:00';

const TARGET_P99_MS = SLOW_MS;

function loadReport(outcome: LoadOutcome): string {
  const rows = outcome.routes.map((route) => {
    const { latency, requests, non2xx, errors, timeouts } = route.result;
    const verdict = latency.p99 <= TARGET_P99_MS ? '✓' : `✗ > ${TARGET_P99_MS} ms`;
    return `    ${route.name.padEnd(28)} ${requests.average.toFixed(0).padStart(4)} req/s   p50 ${String(latency.p50).padStart(4)} ms   p99 ${String(latency.p99).padStart(5)} ms ${verdict}   ${non2xx} non-2xx, ${errors} errors, ${timeouts} timeouts`;
  });
  const reached = outcome.routes.reduce((sum, route) => sum + route.result.requests.average, 0);
  const cpu = outcome.cpuPerRequest;
  const loop = (health: LoopHealth) =>
    `${health.delayP99Ms.toFixed(0)} / ${health.delayMaxMs.toFixed(0)} ms, GC ${health.gcPauseMs.toFixed(0)} ms in ${health.gcPauses} (longest ${health.gcLongestMs.toFixed(0)} ms)`;
  return [
    `  ${outcome.label}${outcome.warmUp ? ' WARM-UP (not the measured round)' : ''} at ${outcome.rate} req/s for ${outcome.seconds} s through the host server (${outcome.through}/api → API): ${reached.toFixed(0)} req/s reached, ${outcome.failures} failures`,
    ...rows,
    `    CPU per request: host ${cpu.host.toFixed(2)} ms, API ${cpu.api.toFixed(2)} ms${cpu.postgres === null ? '' : `, PostgreSQL ${cpu.postgres.toFixed(2)} ms`}`,
    `    event loop delay p99 / max, GC pauses: host ${loop(outcome.loopHealth.host)}; API ${loop(outcome.loopHealth.api)}; load client ${loop(outcome.loopHealth.client)}`,
    `    answers over ${SLOW_MS} ms by ${SLOW_BUCKET_S} s of the round (a warm-up or a stall shows where): ${outcome.slowOverTime.join(' ')}`,
    `    orders the round left open (the pending list grew by): ${outcome.openOrders.pending} pending, ${outcome.openOrders.accepted} accepted`,
  ].join('\n');
}

function report(outcome: CrashOutcome): string {
  const verdict = outcome.problems.length ? `✗ ${outcome.problems.length} problem(s)` : '✓ nothing lost, nothing doubled';
  return `${outcome.label.padEnd(12)} ${outcome.placedBeforeKill} orders and ${outcome.acceptedBeforeKill} acceptances answered before SIGKILL, ${outcome.unanswered} unanswered → after restart ${outcome.recoveredOnRetry} created and ${outcome.replayedOnRetry} replayed on retry   ${verdict}`;
}

async function load(): Promise<string[]> {
  const failures: string[] = [];
  const seconds = values.seconds ? Number(values.seconds) : values.short ? 5 : 60;
  console.log('Load soak: summary, sales-per-hour, orders list, intake, order status (accept, complete), product edits at once');
  if (!values['skip-postgres']) {
    const server = process.env.DATABASE_URL ? null : await startPostgresServer({ sharedBuffers: '256MB' });
    try {
      // warm, as the API opens its pool (db/open.ts)
      const db = await openPostgres({ connectionString: process.env.DATABASE_URL ?? server?.url ?? '', max: 20, warm: true });
      try {
        for (const outcome of await runLoad('PostgreSQL', db, {
          rates: [values.rate ? Number(values.rate) : 200],
          seconds,
          ...(values['warm-up'] ? { warmUpSeconds: Number(values['warm-up']) } : {}),
          clockStart: new Date(CLOCK_START),
          ...(server ? { databaseCpuMs: server.cpuMs } : {}),
        })) {
          console.log(loadReport(outcome));
          if (outcome.failures)
            failures.push(
              `PostgreSQL load${outcome.warmUp ? ' (warm-up)' : ''} at ${outcome.rate} req/s: ${outcome.failures} failed requests`,
            );
        }
      } finally {
        await db.close();
      }
    } finally {
      server?.stop();
    }
  }
  if (!values['skip-pglite'] && !values.short) {
    const db = await openPglite();
    try {
      const outcomes = await runLoad('PGlite', db, { rates: [50, 100, 200], seconds: 20, clockStart: new Date(CLOCK_START) });
      for (const outcome of outcomes) console.log(loadReport(outcome));
      const held = outcomes.filter(
        (outcome) => outcome.failures === 0 && outcome.routes.every((route) => route.result.latency.p99 <= TARGET_P99_MS),
      );
      console.log(
        `  PGlite holds ${held.length ? `${held.at(-1)?.rate} req/s` : 'none of 50/100/200 req/s'} with 0 failures and p99 ≤ ${TARGET_P99_MS} ms on every route`,
      );
    } finally {
      await db.close();
    }
  }
  return failures;
}

/** The issue's fuzz count: bad payloads per route from each route's schema. */
const FUZZ_RUNS = 200;
const ROOT = path.resolve(__dirname, '../../..');

/** http/fuzz.test.ts with FUZZ_RUNS=200 in its own jest (PGlite); prints what it sent, returns the failures. */
async function fuzz(): Promise<string[]> {
  console.log(`Fuzz: ${FUZZ_RUNS} bad payloads per route from its zod schema (api/src/http/fuzz.test.ts, PGlite)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'backoffice-soak-fuzz-'));
  const reportFile = path.join(dir, 'report.json');
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [path.join(ROOT, 'node_modules/jest/bin/jest.js'), '-c', 'api/jest.config.cjs', '-w', '1', 'src/http/fuzz.test.ts'],
        {
          cwd: ROOT,
          env: { ...process.env, FUZZ_RUNS: String(FUZZ_RUNS), FUZZ_REPORT: reportFile, TEST_API_DB: 'pglite' },
          stdio: ['ignore', 'inherit', 'inherit'],
        },
      );
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) return [`the fuzz failed (jest exit ${code})`];
    const sent = JSON.parse(readFileSync(reportFile, 'utf8')) as { bodies: number[]; queries: number[] };
    const total = [...sent.bodies, ...sent.queries].reduce((sum, count) => sum + count, 0);
    console.log(
      `  ${sent.bodies.length} write routes × ≥ ${Math.min(...sent.bodies)} bad bodies, ${sent.queries.length} read routes × ≥ ${Math.min(...sent.queries)} bad queries: ${total} payloads, 0 answers ≥ 500, no table changed ✓`,
    );
    return Math.min(...sent.bodies, ...sent.queries) < FUZZ_RUNS
      ? [`the fuzz sent fewer than ${FUZZ_RUNS} payloads to a route`]
      : [];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `--topology`: 200 req/s (30 with --short) through HAProxy, a SIGKILL and a SIGTERM (soak/topology-soak.ts). */
async function mainTopology(): Promise<void> {
  const outcome = await topologySoak({
    portBase: Number(process.env.SOAK_PORT_BASE ?? 32_000),
    rate: values.rate ? Number(values.rate) : values.short ? 30 : 200,
    phaseMs: (values.seconds ? Number(values.seconds) : values.short ? 6 : 20) * 1000,
    streams: 6,
    log: (line) => console.log(line),
  });
  for (const line of outcome.report) console.log(`  ${line}`);
  for (const problem of outcome.problems) console.error(`  ✗ ${problem}`);
  if (outcome.problems.length) process.exit(1);
  console.log('  ✓ nothing lost, nothing doubled');
}

async function main(): Promise<void> {
  if (values.topology) return mainTopology();
  const loadFailures = await load();
  const loadMs = values.short ? 3000 : 15_000;
  const outcomes: CrashOutcome[] = [];
  const log = (line: string) => console.log(line);
  console.log(`Crash soak: intake + acceptances for ${loadMs / 1000} s, SIGKILL, restart, retry, then the database is checked`);
  if (!values['skip-pglite']) {
    outcomes.push(
      await crashSoak({
        label: 'PGlite',
        port: await freePort(),
        jwtSecret: BENCH_JWT_SECRET,
        clockStart: CLOCK_START,
        loadMs,
        log,
      }),
    );
    console.log(report(outcomes.at(-1) as CrashOutcome));
  }
  if (!values['skip-postgres']) {
    const server = process.env.DATABASE_URL ? null : await startPostgresServer({ sharedBuffers: '128MB' });
    try {
      const databaseUrl = process.env.DATABASE_URL ?? server?.url ?? '';
      outcomes.push(
        await crashSoak({
          label: 'PostgreSQL',
          port: await freePort(),
          jwtSecret: BENCH_JWT_SECRET,
          clockStart: CLOCK_START,
          loadMs,
          databaseUrl,
          log,
        }),
      );
      console.log(report(outcomes.at(-1) as CrashOutcome));
    } finally {
      server?.stop();
    }
  }
  const fuzzFailures = values.short || values['skip-fuzz'] ? [] : await fuzz();
  const problems = [
    ...loadFailures,
    ...fuzzFailures,
    ...outcomes.flatMap((outcome) => outcome.problems.map((problem) => `${outcome.label}: ${problem}`)),
  ];
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  if (problems.length) process.exit(1);
}

runMain(main);
