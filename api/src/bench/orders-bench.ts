import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import type { Db } from '../db/types';
import { signInternalToken } from '../sessions/internal';
import { insertShop } from '../shops/repo';
import { insertUser } from '../users/repo';
import { type AutocannonResult, autocannon, BENCH_JWT_SECRET } from './autocannon';
import { buildBenchApp } from './bench-app';
import { type IntakeLoad, intakeOrders } from './intake-requests';
import { startPostgresServer } from './postgres-server';
import { printSummary, runMain, targetMissed } from './run';

/**
 * `pnpm bench:orders`: p50 / p99 latency of the order intake (POST /api/shops/:shopId/orders) at 20 concurrent
 * connections (autocannon over a real socket), on PostgreSQL (a throw-away server unless DATABASE_URL is set) and
 * on PGlite. Each request is a full order: a user token, an Idempotency-Key, 2 lines with options, a voucher on a
 * third of them, stock taken, the order event published. Target: p99 ≤ 100 ms on PostgreSQL.
 * Flags: --connections N (20), --seconds N (15), --warm-up-seconds N (3), --skip-postgres, --skip-pglite. The
 * throw-away server is durable, as production (`BENCH_POSTGRES_UNSAFE=1` turns fsync / synchronous_commit /
 * full_page_writes off: postgres-server.ts); the PostgreSQL line says which settings its figures were taken with.
 *
 * What is measured is the API as it runs once started, not its first seconds: the same load runs for
 * --warm-up-seconds first (own Idempotency-Keys and voucher code), its figures dropped. Before, the warm-up was
 * 30 orders one after the other on one connection, so the pool's other connections were opened inside the measured
 * run and planned both intake statements afresh on their first 6 orders each (PostgreSQL's custom plans before it
 * keeps a generic one: db/prepared.ts), a start-up cost the run counted as per-order CPU and latency.
 * `--warm-up-seconds 0` measures that cold start again.
 */

const JWT_SECRET = BENCH_JWT_SECRET;
const TARGET_P99_MS = 100;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '15' },
    'warm-up-seconds': { type: 'string', default: '3' },
    'skip-postgres': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
  },
});

const CUSTOMERS = 2000;

async function prepare(db: Db): Promise<{ shopId: string; tokens: string[]; products: string[] }> {
  await migrate(db);
  const user = await insertUser(db, {
    email: `bench-owner-${Date.now()}@example.com`,
    passwordHash: null,
    givenName: 'Bench',
    familyName: 'Owner',
    roles: ['merchant'],
  });
  const shopId = await insertShop(db, {
    ownerId: user.id,
    name: 'Bench Café',
    type: 'fixed',
    status: 'accepting orders',
    settings: {
      orderingPreferences: { preparationTime: 5, feePercent: 15 },
      openingHours: { twentyFourSeven: true, openingDays: [] },
      pickup: { enabled: true, allowASAP: true, type: 'same-day' },
      customerSurcharge: { enabled: true, percent: 1.5, platforms: ['mobile-app'] },
    },
  });
  await db.query(`insert into categories (id, shop_id, name, availability) values ('bench-coffee', $1, 'Coffee', '{}'::jsonb)`, [
    shopId,
  ]);
  await db.query(
    `insert into option_sets (id, shop_id, category_id, name, type, min_selection, max_selection, values) values
     ('bench-size', $1, 'bench-coffee', 'Size', 'wheel', null, null, '[{"_id":"r","name":"Regular","price":0},{"_id":"l","name":"Large","price":80}]'),
     ('bench-milk', $1, 'bench-coffee', 'Milk', 'multi', 0, 1, '[{"_id":"oat","name":"Oat","price":80}]')`,
    [shopId],
  );
  const products: string[] = [];
  for (let index = 0; index < 20; index += 1) {
    const id = `bench-product-${index}`;
    // half of them with stock, so the guarded stock update is measured too
    await db.query(
      `insert into products (id, shop_id, category_id, name, price, stock, display_order) values ($1, $2, 'bench-coffee', $3, $4, $5, $6)`,
      [id, shopId, `Coffee ${index}`, 450 + index * 10, index % 2 === 0 ? 10_000_000 : -1, index],
    );
    products.push(id);
  }
  await db.query(
    `insert into promo_codes (id, shop_id, code, type, expiry, reward_config, target_users_config)
     select id, $1, code, 'discount', now() + interval '1 day',
      '{"discountType":"percentage","discount":10,"discountTargetType":"order","rewardTargetProducts":[],"minimumSpent":0}',
      '{"isStoreWide":true,"users":[],"usageLimit":0}'
     -- the run's code, and the warm-up load's own (intake-requests.ts promoCode)
     from (values ('bench-promo', 'BENCH'), ('bench-warm-up-promo', 'WARMUP')) as c(id, code)`,
    [shopId],
  );
  // many customers: a voucher is once per customer, and orders from one account are not what a shop sees
  const customers = await db.query<{ id: string }>(
    `insert into users (id, email, given_name, family_name, roles)
     select 'bench-customer-' || n, 'bench-customer-' || n || '@example.com', 'Bench', 'Customer ' || n, '{consumer}'
     from generate_series(1, ${CUSTOMERS}) as n returning id`,
  );
  const tokens = await Promise.all(
    customers.map(
      async (customer) =>
        (await signInternalToken(db, JWT_SECRET, { userId: customer.id, tokenVersion: 0, device: 'orders bench' })).token,
    ),
  );
  return { shopId, tokens, products };
}

/**
 * What one order costs in CPU, measured over the autocannon run only: the API process (this one: the client runs in
 * its own) and, when the bench started the PostgreSQL server, every server process. CPU time per order hardly moves
 * with the machine's other load, unlike latency, so it is the figure to compare a change by on a shared machine.
 */
interface CpuPerOrder {
  apiMs: number;
  postgresMs: number | null;
}

interface BenchRow {
  label: string;
  result: AutocannonResult;
  /** orders the measured run placed (not the warm-up's) */
  orders: number;
  cpu: CpuPerOrder;
}

async function run(label: string, db: Db, serverCpuMs?: () => number): Promise<BenchRow> {
  const { shopId, tokens, products } = await prepare(db);
  const app: FastifyInstance = await buildBenchApp(db, JWT_SECRET);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${address}/api/shops/${shopId}/orders`;
  const WARM_UP = 30;
  const next = intakeOrders({ shopId, tokens, products, from: 0 });
  // first a few orders one by one: each must be taken (a refusal here is a broken bench, not a figure)
  for (let index = 0; index < WARM_UP; index += 1) {
    const request = next();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${request.token}` },
      body: request.body,
    });
    if (response.status !== 201) throw new Error(`warm-up order refused: ${response.status} ${await response.text()}`);
  }
  // then the run's own load for a while (JIT, every pooled connection's plans), its figures dropped
  const warmUpSeconds = Number(values['warm-up-seconds']);
  if (warmUpSeconds > 0) {
    const warmUp = await autocannon({
      url,
      connections: Number(values.connections),
      duration: warmUpSeconds,
      requestsFrom: {
        module: path.join(__dirname, 'intake-requests.ts'),
        export: 'intakeRequests',
        args: { shopId, tokens, products, from: 0, keyPrefix: 'bench-warm-up', promoCode: 'WARMUP' } satisfies IntakeLoad,
      },
    });
    if (warmUp.non2xx > 0 || warmUp.errors > 0)
      throw new Error(`warm-up load: ${warmUp.non2xx} non-2xx answers, ${warmUp.errors} errors`);
  }
  const countOrders = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from orders where shop_id = $1', [shopId]))[0]?.n ?? 0;
  const ordersBefore = await countOrders();
  const apiBefore = process.cpuUsage();
  const serverBefore = serverCpuMs?.() ?? 0;
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    requestsFrom: {
      module: path.join(__dirname, 'intake-requests.ts'),
      export: 'intakeRequests',
      args: { shopId, tokens, products, from: WARM_UP } satisfies IntakeLoad,
    },
  });
  const api = process.cpuUsage(apiBefore);
  const serverMs = serverCpuMs ? serverCpuMs() - serverBefore : null;
  const orders = await countOrders();
  await app.close();
  const measured = Math.max(1, orders - ordersBefore);
  const cpu = { apiMs: (api.user + api.system) / 1000 / measured, postgresMs: serverMs === null ? null : serverMs / measured };
  return { label, result, orders: measured, cpu };
}

function report(row: BenchRow, target: boolean): string {
  const { latency, requests, non2xx, errors } = row.result;
  if (target && latency.p99 > TARGET_P99_MS) targetMissed();
  const cpu = `CPU per order: API ${row.cpu.apiMs.toFixed(2)} ms${row.cpu.postgresMs === null ? '' : `, PostgreSQL ${row.cpu.postgresMs.toFixed(2)} ms`}`;
  const verdict = target
    ? latency.p99 <= TARGET_P99_MS
      ? `  ✓ p99 ≤ ${TARGET_P99_MS} ms`
      : `  ✗ p99 > ${TARGET_P99_MS} ms target`
    : '';
  return `${row.label.padEnd(12)} p50 ${String(latency.p50).padStart(4)} ms   p99 ${String(latency.p99).padStart(4)} ms   avg ${latency.average.toFixed(1).padStart(6)} ms   ${requests.average.toFixed(0).padStart(5)} orders/s   ${row.orders} orders placed in the run, ${non2xx} non-2xx, ${errors} errors${verdict}\n${''.padEnd(12)} ${cpu}`;
}

async function main(): Promise<void> {
  const lines: string[] = [];
  console.log(`Order intake bench: ${values.connections} connections × ${values.seconds} s each`);
  if (!values['skip-postgres']) {
    const server = process.env.DATABASE_URL ? null : await startPostgresServer();
    try {
      const url = process.env.DATABASE_URL ?? server?.url ?? '';
      const db = await openPostgres({ connectionString: url, max: 20 });
      try {
        const row = await run(`PostgreSQL${server ? ` ${server.version}` : ''}`, db, server?.cpuMs);
        // which durability the figures were taken with (the target is about production: durable)
        lines.push(`PostgreSQL settings: ${server ? server.settings : 'those of the server on DATABASE_URL'}`);
        lines.push(report(row, true));
        console.log(lines.at(-1));
      } finally {
        await db.close();
      }
    } finally {
      server?.stop();
    }
  }
  if (!values['skip-pglite']) {
    const db = await openPglite();
    try {
      const row = await run('PGlite', db);
      lines.push(report(row, false));
      console.log(lines.at(-1));
    } finally {
      await db.close();
    }
  }
  printSummary(lines);
}

runMain(main);
