import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PostgresDb } from '../db/postgres';
import type { Db } from '../db/types';
import { findProductWithShopOwner, listOptionSetsOfCategory } from '../menu/repo';
import { readCallerWithOrder } from '../orders/caller-order';
import { readIntakeContext } from '../orders/intake/store';
import { findOrderHeadWithShopOwner, setLineItemStatus, transitionOrder } from '../orders/repo';
import { signInternalToken } from '../sessions/internal';
import { readCaller } from '../sessions/liveness';
import { deleteSession } from '../sessions/repo';
import { findUserById } from '../users/repo';

/**
 * The API warms itself before it listens (load soak): a freshly started process answered its first seconds
 * of load slowly. Measured in `pnpm soak` at 200 req/s: every answer of the first ~4.5 s took 300–700 ms, then all
 * fell to ~10 ms within a second. The API's own time per request (hook to hook) was 150–300 ms in those seconds: its
 * main thread was busy ~90 % of the time against ~60 % a few seconds later at the same rate, the difference spread
 * over hundreds of functions that ran cold (V8 runs a function in its interpreter until it has run often enough to be
 * compiled: zod's parse, fastify's routing, pg's protocol code, the routes' own), plus more socket writes. A slower
 * event loop holds each pooled connection longer (its answer waits for the loop), so the pool ran out (20 of 20 held,
 * up to 39 requests waiting for one, while PostgreSQL's backends sat idle) and the queue kept the loop busy: a
 * backlog that cleared only once the code was compiled. The host's proxy and the load client were idle ~70 % of
 * those seconds and were not the cause.
 *
 * So before it listens (`listenWarmedUp`, what main.ts and the soak start it with), within a time budget:
 * 1. every pooled connection runs the hot statements once in a transaction that is rolled back, on rows that do not
 *    exist (`warmStatements`): nothing changes, but each connection has parsed its named statements and compiled the
 *    triggers the writes fire (PL/pgSQL is compiled per connection, on first use);
 * 2. the routes the back-office polls and writes are run through `inject` — the reads for real (the merchant's
 *    screens: dashboard summary, sales per hour, orders list, menu), the writes only to where they stop without
 *    writing (an order, line or product that does not exist: 404; an intake order of a product that does not exist:
 *    refused before any charge) — round after round, as many at once as the pool has connections, until the budget
 *    is spent, so V8 has compiled the shared path (routing, hooks, auth, validation, pg, serialisation) and the
 *    routes' own code.
 * The requests are signed in-process as the owner of a live shop, never leave the process, and change nothing but
 * what any read changes: a "pause until" whose time has come is ended by the intake's read (orders/pause.ts), as the
 * first order or orders-screen poll would end it. A database without a shop gets the public checks only. Nothing
 * here can fail the start: an error ends the warm-up.
 */

export interface WarmUpOptions {
  /** Starts no new request after this (default 2000 ms); the start waits at most a second more for those in flight. */
  budgetMs?: number;
  /** The clock of the API (its "today" for the report range). */
  now?: () => Date;
  /** Log line when done (the app's logger by default). */
  log?: (line: string) => void;
}

export interface WarmUpReport {
  ms: number;
  /** connections whose statements were prepared in a rolled-back transaction */
  connections: number;
  /** requests run through `inject`, and how many times every lane ran the whole route list */
  requests: number;
  rounds: number;
  /** how many of those answered with each status code, e.g. { 200: 120, 404: 90 } (never a 5xx unless broken) */
  statuses: Record<string, number>;
  /** false when the budget ended it before every lane had run the list once (a slow start) */
  complete: boolean;
}

export const DEFAULT_WARM_UP_BUDGET_MS = 2000;

/** How long past the budget the start waits for what is still in flight. */
const GRACE_MS = 1000;

/** Rounds at most: past this V8 has long compiled the path; a fast machine stops here before the budget. */
const MAX_ROUNDS = 60;

interface Target {
  shopId: string;
  token: string;
  /** The token's session, opened for the warm-up and deleted after it (sessions/internal.ts). */
  sessionId: string;
}

/**
 * A live shop and a short-lived token of its owner, signed here (it never leaves the process), with a session of its
 * own (the bearer check refuses tokens without one) that is deleted when the warm-up ends.
 */
async function findTarget(db: Db, jwtSecret: string): Promise<Target | null> {
  const [row] = await db.query<{ shop_id: string; user_id: string; token_version: number }>(
    `select s.id as shop_id, u.id as user_id, u.token_version
     from shops s join users u on u.id = s.owner_id
     where s.deleted_at is null
     order by s.created_at, s.id
     limit 1`,
  );
  if (!row) return null;
  const { token, sessionId } = await signInternalToken(
    db,
    jwtSecret,
    { userId: row.user_id, tokenVersion: row.token_version, device: 'API warm-up' },
    120,
  );
  return { shopId: row.shop_id, token, sessionId };
}

interface WarmRequest {
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  payload?: Record<string, unknown>;
}

/** The back-office's hot requests against `target`, none of which writes (see the head comment). */
function requestsFor(target: Target | null, now: Date): WarmRequest[] {
  const publicOnes: WarmRequest[] = [{ method: 'GET', url: '/api/health' }];
  if (!target) return publicOnes;
  const shop = `/api/shops/${target.shopId}`;
  const week = `start=${encodeURIComponent(new Date(now.getTime() - 7 * 86_400_000).toISOString())}&end=${encodeURIComponent(now.toISOString())}`;
  const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const missing = randomUUID();
  return [
    ...publicOnes,
    { method: 'GET', url: `${shop}/summary` },
    { method: 'GET', url: `${shop}/sales-per-hour-report?${week}` },
    {
      method: 'GET',
      url: `${shop}/orders?status=pending&dateRange=day&options=${json({ sort: 'pickupTime', limit: 1000, populate: ['promoCode', 'owner'] })}`,
    },
    { method: 'GET', url: `${shop}/categories?options=${json({ populate: ['options', 'products'] })}` },
    { method: 'PUT', url: `/api/orders/${missing}/accepted` },
    { method: 'PUT', url: `/api/orders/${missing}/line-items/${missing}/completed` },
    { method: 'PUT', url: `/api/products/${missing}`, payload: { productInfo: { price: 450 } } },
    {
      method: 'POST',
      url: `${shop}/orders`,
      payload: {
        orderType: 'pickup',
        origin: 'web',
        pickupType: 'dynamic',
        lineItems: [{ product: missing, quantity: 1 }],
        payment: { method: 'card' },
      },
    },
  ];
}

/**
 * The hot statements on one connection, inside a transaction that is rolled back. Each names rows that do not exist
 * (a fresh random id), so nothing is changed or locked, except `bump_menu_version`, which writes the shop's menu
 * version row of this connection's slot until the rollback. Statement-level triggers fire for a statement that
 * touches no row, so the report roll-up triggers of the intake's inserts and of the status and line changes are
 * compiled and planned here: ~25 ms each on a connection's first use (PL/pgSQL compiles per connection), which the
 * first orders used to pay.
 */
async function warmStatements(tx: Db, shopId: string | null): Promise<void> {
  const missing = randomUUID();
  await findUserById(tx, missing);
  await readCallerWithOrder(tx, { userId: missing, sessionId: missing }, missing);
  await readCaller(tx, missing, missing);
  await findOrderHeadWithShopOwner(tx, missing, missing);
  await transitionOrder(tx, missing, 'accepted');
  await setLineItemStatus(tx, missing, missing, 'completed');
  await findProductWithShopOwner(tx, missing, missing, true);
  await listOptionSetsOfCategory(tx, missing);
  // the intake's inserts, of no row: their AFTER … FOR EACH STATEMENT roll-up triggers run on empty tables
  await tx.query(
    `insert into orders (id, shop_id, status, order_type, origin, total, total_payment)
     select id, shop_id, status, order_type, origin, total, total_payment from orders where false`,
  );
  await tx.query(
    `insert into order_line_items (id, order_id, shop_id, product_name, quantity, unit_price, line_total)
     select id, order_id, shop_id, product_name, quantity, unit_price, line_total from order_line_items where false`,
  );
  if (!shopId) return;
  await readIntakeContext(tx, {
    shopId,
    now: new Date(),
    caller: 'warm-up',
    idempotencyKey: null,
    productIds: [missing],
    promoCode: null,
    userId: null,
    sessionId: null,
  });
  // what every catalogue write (a product save, the intake's stock count) runs at its COMMIT (migration 053)
  await tx.query('select bump_menu_version($1)', [shopId]);
}

/** Marks the end of a warm-up transaction: thrown to roll it back, caught below. */
class RolledBack extends Error {}

/**
 * Step 1: `connections` transactions at once (so each holds its own pooled connection), each running the hot
 * writes' statements on rows that do not exist, then rolled back. They wait for each other before running, so no
 * transaction returns its connection for another to reuse; a pool that cannot open that many stops waiting at the
 * deadline.
 */
async function warmConnections(db: Db, connections: number, target: Target | null, deadline: number): Promise<number> {
  let started = 0;
  let release: () => void = () => {};
  const allStarted = new Promise<void>((resolve) => {
    release = resolve;
  });
  const timer = setTimeout(release, Math.max(0, deadline - Date.now()));
  let warmed = 0;
  const one = () =>
    db
      .transaction(async (tx) => {
        started += 1;
        if (started >= connections) release();
        await allStarted;
        await warmStatements(tx, target?.shopId ?? null);
        warmed += 1;
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  try {
    await Promise.all(Array.from({ length: connections }, one));
  } finally {
    clearTimeout(timer);
  }
  return warmed;
}

export interface WarmUpDeps {
  db: Db;
  /** The API's token secret: the warm-up's requests are signed with it. */
  jwtSecret: string;
}

/**
 * Warms the app (see the head comment) and reports what it did: a pool's every connection (PGlite has one). The app
 * must be ready (`inject` waits for ready, so it cannot run inside an onReady hook). Never throws: a failure ends the
 * warm-up early and is in the log line.
 */
export async function warmUp(app: FastifyInstance, deps: WarmUpDeps, options: WarmUpOptions = {}): Promise<WarmUpReport> {
  const connections = deps.db instanceof PostgresDb ? (deps.db.pool.options.max ?? 10) : 1;
  const started = Date.now();
  const budget = options.budgetMs ?? DEFAULT_WARM_UP_BUDGET_MS;
  const deadline = started + budget;
  const log = options.log ?? ((line: string) => app.log.info(line));
  const report: WarmUpReport = { ms: 0, connections: 0, requests: 0, rounds: 0, statuses: {}, complete: false };
  const opened: { target: Target | null } = { target: null };
  const run = async () => {
    const target = await findTarget(deps.db, deps.jwtSecret);
    opened.target = target;
    report.connections = await warmConnections(deps.db, connections, target, deadline);
    const headers = target ? { authorization: `Bearer ${target.token}` } : {};
    const requests = requestsFor(target, options.now?.() ?? new Date());
    // as many lanes as the pool has connections, each running the list in turn: every connection runs the reads
    // too, and no lane starts a request past the deadline
    const lane = async () => {
      let rounds = 0;
      while (rounds < MAX_ROUNDS && Date.now() < deadline) {
        for (const request of requests) {
          if (Date.now() >= deadline) return rounds;
          const { statusCode } = await app.inject({
            method: request.method,
            url: request.url,
            headers,
            ...(request.payload ? { payload: request.payload } : {}),
          });
          report.requests += 1;
          report.statuses[statusCode] = (report.statuses[statusCode] ?? 0) + 1;
        }
        rounds += 1;
      }
      return rounds;
    };
    report.rounds = Math.min(...(await Promise.all(Array.from({ length: connections }, lane))));
    report.complete = report.rounds > 0;
  };
  let timer: NodeJS.Timeout | undefined;
  // what is in flight at the deadline may finish, but the start waits for it at most GRACE_MS (a stuck database)
  const cutOff = new Promise<'cut off'>((resolve) => {
    timer = setTimeout(() => resolve('cut off'), budget + GRACE_MS);
  });
  // never rejects, also when it fails after the cut-off
  const running = run().catch((error: unknown) => {
    log(`[api] warm-up ended early: ${error instanceof Error ? error.message : String(error)}`);
  });
  if ((await Promise.race([running, cutOff])) === 'cut off') log('[api] warm-up cut off at its time limit');
  clearTimeout(timer);
  // the warm-up leaves no session behind (nor any other row)
  if (opened.target) await deleteSession(deps.db, opened.target.sessionId).catch(() => undefined);
  report.ms = Date.now() - started;
  log(
    `[api] warmed up in ${report.ms} ms: ${report.connections} connections prepared, ${report.requests} requests (${report.rounds} rounds; answers ${Object.entries(
      report.statuses,
    )
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')})`,
  );
  return { ...report, statuses: { ...report.statuses } };
}

/**
 * How the API starts serving (main.ts, the soak): ready, warmed up, and only then listening, so no request reaches a
 * cold process. Resolves with the address and what the warm-up did.
 */
export async function listenWarmedUp(
  app: FastifyInstance,
  deps: WarmUpDeps,
  listen: { port: number; host: string },
  options: WarmUpOptions = {},
): Promise<{ address: string; warmedUp: WarmUpReport }> {
  await app.ready();
  const warmedUp = await warmUp(app, deps, options);
  const address = await app.listen(listen);
  return { address, warmedUp };
}
