import { parseArgs } from 'node:util';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import type { Db } from '../db/types';
import { signInternalToken } from '../sessions/internal';
import { insertShop } from '../shops/repo';
import { insertUser } from '../users/repo';
import { autocannon, BENCH_JWT_SECRET } from './autocannon';
import { buildBenchApp } from './bench-app';
import { cpuPerRequest, measureCpu } from './cpu';
import { startPostgresServer } from './postgres-server';
import { printSummary, runMain, targetMissed } from './run';

/**
 * `npx tsx src/bench/menu-bench.ts`, on PostgreSQL (a throw-away server unless DATABASE_URL is set) and
 * PGlite: a menu of 60 categories × 25 products × 4 option sets (5 values each; every product offers all 4 sets),
 * then GET /api/shops/:shopId/categories with options and products populated, sort displayOrder — p50 / p99 at
 * 20 connections (autocannon). Target p99 ≤ 50 ms on PostgreSQL.
 * Also printed: the API process's CPU milliseconds per request (the figure to compare on a busy machine).
 * Flags: --connections N (20), --seconds N (10), --skip-postgres, --skip-pglite, --cpu-prof PREFIX (writes
 * PREFIX-<db>.cpuprofile: the API's CPU profile over the measured run).
 */

const JWT_SECRET = BENCH_JWT_SECRET;
const CATEGORIES = 60;
const PRODUCTS = 25;
const SETS = 4;
const TARGET_P99_MS = 50;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    'skip-postgres': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});

async function prepare(db: Db) {
  await migrate(db);
  const owner = await insertUser(db, {
    email: `bench-menu-owner-${Date.now()}@example.com`,
    passwordHash: null,
    givenName: 'Bench',
    familyName: 'Owner',
    roles: ['merchant'],
  });
  const shopId = await insertShop(db, {
    ownerId: owner.id,
    name: 'Bench Menu Café',
    type: 'fixed',
    status: 'accepting orders',
    settings: {},
  });
  const tag = shopId.slice(0, 8);
  const values5 = (c: number, s: number) =>
    Array.from({ length: 5 }, (_, v) => ({ _id: `${tag}-v-${c}-${s}-${v}`, name: `Value ${v}`, price: v * 50 }));
  for (let c = 0; c < CATEGORIES; c += 1) {
    const categoryId = `${tag}-c-${c}`;
    await db.query(
      `insert into categories (id, shop_id, name, display_order, availability) values ($1, $2, $3, $4, '{}'::jsonb)`,
      [categoryId, shopId, `Category ${c}`, c],
    );
    const productOptions = [];
    for (let s = 0; s < SETS; s += 1) {
      const vals = values5(c, s);
      await db.query(
        `insert into option_sets (id, shop_id, category_id, name, type, min_selection, max_selection, values, display_order)
         values ($1, $2, $3, $4, 'multi', 0, 2, $5::jsonb, $6)`,
        [`${tag}-o-${c}-${s}`, shopId, categoryId, `Set ${s}`, JSON.stringify(vals), s],
      );
      productOptions.push({
        _id: `${tag}-o-${c}-${s}`,
        values: vals.map((v, i) => ({ _id: v._id, selected: true, default: i === 0 })),
      });
    }
    await db.query(
      `insert into products (id, shop_id, category_id, name, description, excerpt, price, stock, display_order, options)
       select $1 || '-p-' || n, $2, $3, 'Product ' || n, 'A description of the product', 'Excerpt', 450 + n, -1, n, $4::jsonb
       from generate_series(0, ${PRODUCTS - 1}) as n`,
      [`${tag}-c${c}`, shopId, categoryId, JSON.stringify(productOptions)],
    );
  }
  // A menu at rest, as autovacuum leaves it within a minute of a bulk insert (its insert threshold is 1,000 rows):
  // statistics taken and the visibility map set, so the list's stamp is read from the indexes alone (migration 051).
  for (const table of ['categories', 'products', 'option_sets']) await db.query(`vacuum analyze ${table}`);
  const token = (
    await signInternalToken(db, JWT_SECRET, { userId: owner.id, tokenVersion: owner.token_version, device: 'menu bench' })
  ).token;
  return { shopId, token };
}

async function measure(label: string, db: Db): Promise<string> {
  const { shopId, token } = await prepare(db);
  const app = await buildBenchApp(db, JWT_SECRET);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const options = encodeURIComponent(JSON.stringify({ populate: ['options', 'products'], sort: 'displayOrder' }));
    const url = `${address}/api/shops/${shopId}/categories?options=${options}`;
    const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await check.json()) as { categories: { products: { options: unknown[] }[]; options: unknown[] }[] };
    const products = body.categories?.reduce((n, c) => n + c.products.length, 0);
    if (check.status !== 200 || body.categories.length !== CATEGORIES || products !== CATEGORIES * PRODUCTS)
      throw new Error(`the menu is not ${CATEGORIES} × ${PRODUCTS}: ${check.status} ${body.categories?.length} ${products}`);
    const bytes = JSON.stringify(body).length;
    const { result, cpuMs, serverCpuMs } = await measureCpu(
      () =>
        autocannon({
          url,
          connections: Number(values.connections),
          duration: Number(values.seconds),
          // as the menu page's fetch asks (every browser accepts gzip)
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
        }),
      values['cpu-prof'] && `${values['cpu-prof']}-${label.toLowerCase()}.cpuprofile`,
      serverCpu,
    );
    // No answer within the run (each slower than the duration) is a miss, not a 0 ms p99.
    const answered = result.requests.total > 0 && result.timeouts === 0 && result.errors === 0;
    const met = answered && result.latency.p99 <= TARGET_P99_MS;
    if (label === 'PostgreSQL' && !met) targetMissed();
    const line =
      `${label.padEnd(12)} categories (60 × 25 × 4, populated, ${(bytes / 1024).toFixed(0)} KiB): p50 ${result.latency.p50} ms  ` +
      `p99 ${result.latency.p99} ms  ${result.requests.average.toFixed(0)} req/s  ${result.requests.total} answered  ` +
      `${result.timeouts} timeouts  ${result.non2xx} non-2xx  ${cpuPerRequest(cpuMs, result.requests.total, serverCpuMs)}` +
      (label === 'PostgreSQL' ? (met ? `  ✓ p99 ≤ ${TARGET_P99_MS} ms` : `  ✗ p99 > ${TARGET_P99_MS} ms target`) : '');
    console.log(line);
    return line;
  } finally {
    await app.close();
  }
}

/** The throw-away PostgreSQL server's CPU (none with DATABASE_URL or on PGlite): printed per request beside the API's. */
let serverCpu: (() => number) | undefined;

async function main(): Promise<void> {
  const lines: string[] = [];
  console.log(`Menu bench: ${values.connections} connections × ${values.seconds} s`);
  if (!values['skip-postgres']) {
    const server = process.env.DATABASE_URL ? null : await startPostgresServer();
    serverCpu = server ? () => server.cpuMs() : undefined;
    try {
      const db = await openPostgres({ connectionString: process.env.DATABASE_URL ?? server?.url ?? '', max: 20 });
      try {
        lines.push(await measure('PostgreSQL', db));
      } finally {
        await db.close();
      }
    } finally {
      server?.stop();
    }
  }
  if (!values['skip-pglite']) {
    serverCpu = undefined;
    const db = await openPglite();
    try {
      lines.push(await measure('PGlite', db));
    } finally {
      await db.close();
    }
  }
  printSummary(lines);
}

runMain(main);
