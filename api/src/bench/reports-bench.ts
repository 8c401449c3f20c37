import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { VENUE_TIME_ZONE, venueRange, venueToday, venueYesterdayAndToday } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import type { Db } from '../db/types';
import { largeShops, seedLargeShop, VACUUM_ANALYZE_REPORT_TABLES } from '../seed/large';
import { signInternalToken } from '../sessions/internal';
import { BENCH_JWT_SECRET } from './autocannon';
import { buildBenchApp } from './bench-app';
import { startPostgresServer } from './postgres-server';
import { runMain } from './run';

/**
 * `pnpm bench:reports`: the dashboard's report calls on a shop with a million orders, against PostgreSQL and PGlite.
 *
 * - PostgreSQL: DATABASE_URL if set (a large shop already there is reused, else one is seeded), otherwise a
 *   throw-away server started here (postgres-server.ts), seeded with `seedLargeShop`.
 * - PGlite: a fresh data folder in the temp dir, seeded the same way (size: --pglite-orders).
 * - Every call goes through the whole HTTP stack in-process (`app.inject`: routing, bearer check with its user
 *   lookup, ownership check, validation, SQL, JSON), sequentially, after warm-up; p50 / p95 over --iterations runs.
 * - "whole dashboard" = the nine calls the dashboard makes, issued together (Promise.all, as the browser does).
 * - Next to each call: a plain `select count(*) from orders where shop_id = … and created_at in [start, end)` over the
 *   same rows (index-only scan on (shop_id, created_at)), to show the ratio to the raw scan.
 *
 * Flags: --pg-orders N (1,000,000) --pglite-orders N (1,000,000) --iterations N (30) --skip-postgres --skip-pglite
 */

interface Args {
  pgOrders: number;
  pgliteOrders: number;
  iterations: number;
  skipPostgres: boolean;
  skipPglite: boolean;
}

function parseArgs(argv: string[]): Args {
  const value = (name: string, fallback: number) => {
    const index = argv.indexOf(`--${name}`);
    const raw = index >= 0 ? argv[index + 1] : undefined;
    const parsed = raw === undefined ? Number.NaN : Number(raw.replace(/[_,]/g, ''));
    return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
  };
  return {
    pgOrders: value('pg-orders', 1_000_000),
    pgliteOrders: value('pglite-orders', 1_000_000),
    iterations: value('iterations', 30),
    skipPostgres: argv.includes('--skip-postgres'),
    skipPglite: argv.includes('--skip-pglite'),
  };
}

const JWT_SECRET = BENCH_JWT_SECRET;
const TARGET_CALL_P95_MS = 100;
const TARGET_DASHBOARD_P95_MS = 300;

interface Row {
  database: string;
  range: string;
  call: string;
  p50: number;
  p95: number;
  countP50: number | null;
  counted: number | null;
  target: number | null;
}

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function time(iterations: number, fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await fn(); // warm-up: plans, caches
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

interface Range {
  start: string;
  end: string;
}

function benchRanges(now: Date): [name: string, range: Range][] {
  const monthStart = DateTime.fromJSDate(now, { zone: VENUE_TIME_ZONE }).startOf('month');
  return [
    ['one week (previous ISO week)', venueRange('previousWeek', now)],
    ['one quarter (previous quarter)', venueRange('previousQuarter', now)],
    [
      'one year (last 12 full months)',
      { start: monthStart.minus({ years: 1 }).toUTC().toISO() ?? '', end: monthStart.toUTC().toISO() ?? '' },
    ],
  ];
}

/** The dashboard's calls (spec 000 §7 "The dashboard uses"), the period-driven ones for `period`. */
function dashboardCalls(period: Range, now: Date): { name: string; path: string; range: Range; query: boolean }[] {
  const today = venueToday(now);
  return [
    { name: 'sales-per-hour (today)', path: 'sales-per-hour-report', range: today, query: true },
    { name: 'balance (today)', path: 'balance-report', range: today, query: false },
    { name: 'tomorrow payout', path: 'tomorrow-payout-report', range: today, query: false },
    {
      name: 'sales-per-hour (yesterday + today)',
      path: 'sales-per-hour-report',
      range: venueYesterdayAndToday(now),
      query: true,
    },
    { name: 'sales-per-hour (period overview)', path: 'sales-per-hour-report', range: period, query: true },
    { name: 'most-sold-products', path: 'most-sold-products-report', range: period, query: true },
    { name: 'upsell', path: 'upsell-report', range: period, query: true },
    { name: 'loyalty', path: 'loyalty-report', range: period, query: true },
    { name: 'origin-breakdown', path: 'origin-breakdown-report', range: period, query: true },
  ];
}

async function benchDatabase(
  label: string,
  db: Db,
  shopId: string,
  iterations: number,
  log: (line: string) => void,
): Promise<Row[]> {
  const app: FastifyInstance = await buildBenchApp(db, JWT_SECRET);
  await app.ready();
  const [owner] = await db.query<{ id: string; token_version: number }>(
    'select u.id, u.token_version from shops s join users u on u.id = s.owner_id where s.id = $1',
    [shopId],
  );
  if (!owner) throw new Error(`shop ${shopId} has no owner`);
  const headers = {
    authorization: `Bearer ${(await signInternalToken(db, JWT_SECRET, { userId: owner.id, tokenVersion: owner.token_version, device: 'reports bench' })).token}`,
  };
  const now = new Date();
  const rows: Row[] = [];

  const call = async (path: string, range: Range, query: boolean) => {
    const search = query ? `?start=${encodeURIComponent(range.start)}&end=${encodeURIComponent(range.end)}` : '';
    const response = await app.inject({ url: `/api/shops/${shopId}/${path}${search}`, headers });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const countRows = async (range: Range) => {
    const [row] = await db.query<{ n: number }>(
      'select count(*)::int as n from orders where shop_id = $1 and created_at >= $2::timestamptz and created_at < $3::timestamptz',
      [shopId, range.start, range.end],
    );
    return row?.n ?? 0;
  };

  for (const [rangeName, period] of benchRanges(now)) {
    log(`  ${label}: ${rangeName} …`);
    const calls = dashboardCalls(period, now);
    for (const { name, path, range, query } of calls) {
      const timing = await time(iterations, () => call(path, range, query));
      const count = await time(iterations, () => countRows(range));
      rows.push({
        database: label,
        range: rangeName,
        call: name,
        ...timing,
        countP50: count.p50,
        counted: await countRows(range),
        target: label.startsWith('PostgreSQL') && rangeName.startsWith('one year') ? TARGET_CALL_P95_MS : null,
      });
    }
    const whole = await time(iterations, () => Promise.all(calls.map(({ path, range, query }) => call(path, range, query))));
    const scans = await time(iterations, () => Promise.all(calls.map(({ range }) => countRows(range))));
    rows.push({
      database: label,
      range: rangeName,
      call: `**whole dashboard (${calls.length} calls at once)**`,
      ...whole,
      countP50: scans.p50,
      counted: null,
      target: label.startsWith('PostgreSQL') && rangeName.startsWith('one year') ? TARGET_DASHBOARD_P95_MS : null,
    });
  }
  await app.close();
  return rows;
}

async function seeded(
  db: Db,
  orders: number,
  reuse: boolean,
  log: (line: string) => void,
): Promise<{ shopId: string; note: string }> {
  await migrate(db);
  if (reuse) {
    const [existing] = await largeShops(db);
    if (existing) {
      await db.exec(VACUUM_ANALYZE_REPORT_TABLES);
      return { shopId: existing, note: 'reused the large shop already in DATABASE_URL' };
    }
  }
  const result = await seedLargeShop(db, { orders, log: (line) => log(`    ${line}`) });
  log('    vacuum analyze …');
  await db.exec(VACUUM_ANALYZE_REPORT_TABLES);
  return {
    shopId: result.shopId,
    note: `seeded ${result.orders.toLocaleString('en-NZ')} orders / ${result.lineItems.toLocaleString('en-NZ')} line items in ${(result.ms / 1000).toFixed(0)} s`,
  };
}

const fmt = (ms: number | null) => (ms === null ? '—' : ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

function printTable(rows: Row[]): boolean {
  console.log('\n| database | range | call | p50 ms | p95 ms | count(*) p50 ms | orders in range | p95 target | met |');
  console.log('|---|---|---|---:|---:|---:|---:|---:|:---:|');
  let allMet = true;
  for (const row of rows) {
    const met = row.target === null ? '' : row.p95 <= row.target ? 'yes' : 'NO';
    if (met === 'NO') allMet = false;
    console.log(
      `| ${row.database} | ${row.range} | ${row.call} | ${fmt(row.p50)} | ${fmt(row.p95)} | ${fmt(row.countP50)} | ${
        row.counted === null ? '' : row.counted.toLocaleString('en-NZ')
      } | ${row.target === null ? '' : `≤ ${row.target}`} | ${met} |`,
    );
  }
  return allMet;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const log = (line: string) => console.log(line);
  const rows: Row[] = [];
  const notes: string[] = [];

  if (!args.skipPostgres) {
    const server = process.env.DATABASE_URL ? null : await startPostgresServer();
    try {
      const url = process.env.DATABASE_URL ?? server?.url ?? '';
      log(server ? `PostgreSQL: throw-away server ${server.version} at ${url}` : 'PostgreSQL: DATABASE_URL');
      const db = await openPostgres({ connectionString: url, max: 10 });
      try {
        const { shopId, note } = await seeded(db, args.pgOrders, !server, log);
        notes.push(`PostgreSQL: ${note}`);
        const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from orders where shop_id = $1', [
          shopId,
        ]);
        rows.push(...(await benchDatabase(`PostgreSQL (${n.toLocaleString('en-NZ')} orders)`, db, shopId, args.iterations, log)));
      } finally {
        await db.close();
      }
    } finally {
      server?.stop();
    }
  }

  if (!args.skipPglite) {
    const dir = mkdtempSync(path.join(tmpdir(), 'backoffice-bench-pglite-'));
    try {
      log(`PGlite: ${dir}`);
      const db = await openPglite({ dataDir: dir });
      try {
        const { shopId, note } = await seeded(db, args.pgliteOrders, false, log);
        notes.push(`PGlite: ${note}`);
        const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from orders where shop_id = $1', [
          shopId,
        ]);
        rows.push(...(await benchDatabase(`PGlite (${n.toLocaleString('en-NZ')} orders)`, db, shopId, args.iterations, log)));
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  console.log(`\nCalls through app.inject (whole HTTP stack in-process), ${args.iterations} runs each after 3 warm-ups.`);
  for (const note of notes) console.log(`- ${note}`);
  const met = printTable(rows);
  process.exit(met ? 0 : 1);
}

runMain(main);
