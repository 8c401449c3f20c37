import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AutocannonResult, BENCH_JWT_SECRET } from '../bench/autocannon';
import { migrate } from '../db/migrate';
import type { Db } from '../db/types';
import { NO_CLIENT_LIMITS } from '../http/client-throttle';
import { listenWarmedUp } from '../http/warm-up';
import { DEMO_MERCHANT } from '../seed/demo-data';
import { seedDemoDataOnce } from '../seed/seed';
import { signInternalToken } from '../sessions/internal';
import { type HostProcess, startHostProcess } from './host-process';
import { type LoopHealth, watchLoopHealth } from './loop-health-types';
import type { Fixture } from './mix';
import { openLoop } from './open-loop';

/**
 * The load soak: a merchant's day at a fixed rate — dashboard reads, the orders list, status changes,
 * intake orders and menu edits all at once — against the API through the host's server (its `/api` proxy, in its own
 * process, as browsers reach it), with the demo data. Each kind of request is sent on its own even schedule at its
 * share of the rate (open-loop-client.ts), so p99 is printed per route, with the CPU each process spent per request.
 */

export interface RouteLoad {
  name: string;
  /** share of the total rate */
  share: number;
  result: AutocannonResult;
}

export interface LoadOutcome {
  label: string;
  /** the origin the load was sent to: the host server's, in front of the API */
  through: string;
  rate: number;
  seconds: number;
  /** the warm-up round (`warmUpSeconds`), not one of the measured rates */
  warmUp: boolean;
  routes: RouteLoad[];
  /** non-2xx answers and socket errors, all routes together */
  failures: number;
  /** CPU milliseconds per request answered, per process (the machine is shared: this is the figure that holds) */
  cpuPerRequest: { host: number; api: number; postgres: number | null };
  /** each process's event-loop delay and GC pauses during the round (a blocked loop delays every request it holds) */
  loopHealth: { host: LoopHealth; api: LoopHealth; client: LoopHealth };
  /** answers slower than SLOW_MS, by SLOW_BUCKET_S seconds of the schedule: a warm-up or a stall shows where it is */
  slowOverTime: number[];
  /** the shop's orders the round left pending or accepted (after minus before): the venue keeps up when few */
  openOrders: { pending: number; accepted: number };
}

async function prepare(
  db: Db,
  clockStart: Date,
  log: (line: string) => void,
): Promise<{ app: FastifyInstance; host: HostProcess; fixture: Fixture }> {
  await migrate(db);
  await seedDemoDataOnce(db, { now: clockStart });
  const startedAt = Date.now();
  const now = () => new Date(clockStart.getTime() + (Date.now() - startedAt));
  const app = await buildApp({
    db,
    now,
    pendingOrderAlerts: false,
    // the load comes from one address on purpose; the per-client throttle would stop it (http/client-throttle.ts)
    clientLimits: NO_CLIENT_LIMITS,
    config: {
      jwtSecret: BENCH_JWT_SECRET,
      trustProxy: false,
      corsOrigins: [],
      logLevel: 'silent',
      publicUrl: 'http://localhost:3000',
      production: true,
      mail: { smtpUrl: null, outboxDir: path.join(tmpdir(), 'backoffice-soak-outbox'), from: 'soak <soak@localhost>' },
    },
  });
  // as main.ts starts it: warmed up before it listens (http/warm-up.ts), so the load meets it as production would
  const { address: apiUrl } = await listenWarmedUp(
    app,
    { db, jwtSecret: BENCH_JWT_SECRET },
    { host: '127.0.0.1', port: 0 },
    { now, log },
  );
  const host = await startHostProcess(apiUrl);
  try {
    return { app, host, fixture: await fixtureThrough(db, host.url, apiUrl) };
  } catch (error) {
    await host.stop();
    await app.close();
    throw error;
  }
}

/**
 * The soak's shop, guests and accepted orders, made through the host (`base`) like the load itself — except the guest
 * sign-ups: `POST /guests` is the customer apps' call (web store, kiosk), not the back-office's, so the host does
 * not forward it (shared/webpack-config api-paths.cjs) and the guests are made on the API (`apiUrl`) directly.
 */
async function fixtureThrough(db: Db, base: string, apiUrl: string): Promise<Fixture> {
  const [owner] = await db.query<{ id: string; token_version: number }>('select id, token_version from users where email = $1', [
    DEMO_MERCHANT.email,
  ]);
  if (!owner) throw new Error('no demo merchant');
  const merchant = (
    await signInternalToken(db, BENCH_JWT_SECRET, { userId: owner.id, tokenVersion: owner.token_version, device: 'soak' })
  ).token;
  const [shop] = await db.query<{ id: string }>('select id from shops where owner_id = $1 order by created_at, id limit 1', [
    owner.id,
  ]);
  const shopId = shop?.id ?? '';
  const call = async (method: string, url: string, token: string | null, body?: unknown, origin = base) => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  await call('PUT', `/api/shops/${shopId}/accepting-orders/accepting`, merchant, {});
  const menu = await call(
    'GET',
    `/api/shops/${shopId}/categories?options=${encodeURIComponent(JSON.stringify({ populate: ['options', 'products'] }))}`,
    merchant,
  );
  type Set = { _id: string; type: string; minSelection?: number; values: { _id: string }[] };
  const categories = menu.json.categories as {
    products: ({ _id: string; enabled?: boolean; stock?: number } | string)[];
    options: (Set | string)[];
  }[];
  const lines: Fixture['lines'] = [];
  const products: string[] = [];
  for (const category of categories) {
    const onSale = category.products.filter(
      (p): p is { _id: string; enabled?: boolean; stock?: number } =>
        typeof p === 'object' && p.enabled !== false && p.stock !== 0,
    );
    products.push(...onSale.map((p) => p._id));
    const first = onSale[0];
    if (!first) continue;
    const options = category.options
      .filter((set): set is Set => typeof set === 'object')
      .filter((set) => set.type === 'wheel' || (set.type === 'multi' && (set.minSelection ?? 0) > 0))
      .map((set) => ({ option: set._id, values: set.values.slice(0, Math.max(1, set.minSelection ?? 1)).map((v) => v._id) }));
    lines.push({ product: first._id, quantity: 1, ...(options.length ? { options } : {}) });
  }
  // products whose price the menu-edit load changes: not the ones orders are placed with (prices stay as ordered)
  const edited = products.filter((id) => !lines.some((line) => line.product === id)).slice(0, 10);
  const guests: string[] = [];
  for (let index = 0; index < 50; index += 1) {
    const guest = await call(
      'POST',
      '/guests',
      null,
      { name: `Soak Guest ${index}`, email: `soak.${index}@example.com` },
      apiUrl,
    );
    if (guest.status !== 201 && guest.status !== 200) throw new Error(`a soak guest was refused: ${guest.status}`);
    guests.push(String(guest.json.token));
  }
  const accepted: Fixture['accepted'] = [];
  for (let index = 0; index < 20; index += 1) {
    const placed = await call('POST', `/api/shops/${shopId}/orders`, guests[index] ?? '', {
      orderType: 'pickup',
      origin: 'web',
      pickupType: 'dynamic',
      lineItems: [lines[index % lines.length]],
      payment: { method: 'card' },
    });
    const order = placed.json.order as { _id: string; lineItems: { _id: string }[] } | undefined;
    if (placed.status !== 201 || !order)
      throw new Error(`placing a soak order failed: ${placed.status} ${JSON.stringify(placed.json)}`);
    await call('PUT', `/api/orders/${order._id}/accepted`, merchant);
    accepted.push({ orderId: order._id, lineId: order.lineItems[0]?._id ?? '' });
  }
  return { base, shopId, merchant, guests, lines, accepted, products: edited };
}

/** The shop's orders waiting for the venue (pending or accepted), the demo data's included. */
async function openOrdersOf(db: Db, shopId: string): Promise<{ pending: number; accepted: number }> {
  const rows = await db.query<{ status: string; count: number }>(
    `select status, count(*)::int as count from orders where shop_id = $1 and status in ('pending', 'accepted') group by status`,
    [shopId],
  );
  const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { pending: count('pending'), accepted: count('accepted') };
}

export async function runLoad(
  label: string,
  db: Db,
  options: {
    rates: number[];
    seconds: number;
    /**
     * A round of this many seconds at the first rate before the measured ones, printed as the warm-up: freshly
     * started processes answer their first seconds cold (see soak-cli.ts `--warm-up`).
     */
    warmUpSeconds?: number;
    clockStart: Date;
    /** the database server's CPU ms so far (PostgreSQL; PGlite runs inside the API's process) */
    databaseCpuMs?: () => number;
    log?: (line: string) => void;
  },
): Promise<LoadOutcome[]> {
  const { app, host, fixture } = await prepare(db, options.clockStart, options.log ?? ((line) => console.log(`  ${line}`)));
  const outcomes: LoadOutcome[] = [];
  try {
    // the warm-up (when asked for) is a round of its own before the measured ones, with its own Idempotency-Keys
    const rounds = [
      ...(options.warmUpSeconds && options.rates[0]
        ? [{ rate: options.rates[0], seconds: options.warmUpSeconds, round: 0, warmUp: true }]
        : []),
      ...options.rates.map((rate) => ({ rate, seconds: options.seconds, round: rate, warmUp: false })),
    ];
    for (const { rate, seconds, round: roundId, warmUp } of rounds) {
      const openBefore = await openOrdersOf(db, fixture.shopId);
      const apiBefore = process.cpuUsage();
      const hostBefore = host.cpuMs();
      const databaseBefore = options.databaseCpuMs?.() ?? 0;
      await host.loopHealth(); // starts the host's window
      const apiLoop = watchLoopHealth();
      // an open loop in its own process (open-loop.ts): each route's requests at even intervals, timed from when
      // they were due
      const round = await openLoop({ base: fixture.base, fixture, rate, seconds, round: roundId });
      const routes: RouteLoad[] = round.routes;
      const api = process.cpuUsage(apiBefore);
      const loopHealth = { host: await host.loopHealth(), api: apiLoop.read(), client: round.client };
      apiLoop.stop();
      const answered = Math.max(
        1,
        routes.reduce((sum, route) => sum + route.result.requests.total, 0),
      );
      const cpuPerRequest = {
        host: (host.cpuMs() - hostBefore) / answered,
        api: (api.user + api.system) / 1000 / answered,
        postgres: options.databaseCpuMs ? (options.databaseCpuMs() - databaseBefore) / answered : null,
      };
      const failures = routes.reduce((sum, route) => sum + route.result.non2xx + route.result.errors + route.result.timeouts, 0);
      const openAfter = await openOrdersOf(db, fixture.shopId);
      const openOrders = { pending: openAfter.pending - openBefore.pending, accepted: openAfter.accepted - openBefore.accepted };
      outcomes.push({
        label,
        through: fixture.base,
        rate,
        seconds,
        warmUp,
        routes,
        failures,
        cpuPerRequest,
        loopHealth,
        slowOverTime: round.slowOverTime,
        openOrders,
      });
      options.log?.(`  ${label} at ${rate} req/s: ${failures} failures`);
    }
  } finally {
    await host.stop();
    await app.close();
  }
  return outcomes;
}
