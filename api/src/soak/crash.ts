import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import type { Db } from '../db/types';
import { DEMO_MERCHANT } from '../seed/demo-data';
import { type ApiProcess, startApiProcess } from './api-process';

/**
 * The crash soak: intake orders and acceptances pour in from several clients, the API is killed with
 * SIGKILL in the middle, started again on the same data, and every client retries what it never got an answer to
 * with the same Idempotency-Key. Then the database itself is read:
 * - every order that was answered 2xx is there, and every acceptance answered 2xx stuck;
 * - no order without its lines;
 * - no double order: new orders = requests that finally got a 2xx (each retried key made at most one);
 * - the stock of the tracked product went down by exactly what the stored orders took.
 */

export interface CrashOptions {
  label: string;
  port: number;
  jwtSecret: string;
  clockStart: string;
  /** Load before the kill. */
  loadMs: number;
  /** PostgreSQL instead of PGlite (the server outlives the API process, as in production). */
  databaseUrl?: string;
  workers?: number;
  log?: (line: string) => void;
}

export interface CrashOutcome {
  label: string;
  placedBeforeKill: number;
  acceptedBeforeKill: number;
  unanswered: number;
  recoveredOnRetry: number;
  replayedOnRetry: number;
  problems: string[];
}

interface Json {
  [key: string]: unknown;
}

export async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: Json }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const json = (await response.json().catch(() => ({}))) as Json;
  return { status: response.status, json };
}

interface MenuProduct {
  _id: string;
  enabled?: boolean;
  stock?: number;
}
interface MenuSet {
  _id: string;
  type: string;
  minSelection?: number;
  values: { _id: string }[];
}

export interface Line {
  product: string;
  quantity: number;
  options?: { option: string; values: string[] }[];
}

/** One orderable line per category: a product on sale with the first value(s) of each option set that needs one. */
export async function orderableLines(base: string, token: string, shopId: string): Promise<Line[]> {
  const options = encodeURIComponent(JSON.stringify({ populate: ['options', 'products'] }));
  const menu = await call(base, 'GET', `/api/shops/${shopId}/categories?options=${options}`, { token });
  const categories = (menu.json.categories ?? []) as { products: (MenuProduct | string)[]; options: (MenuSet | string)[] }[];
  const lines: Line[] = [];
  for (const category of categories) {
    const product = category.products.find(
      (candidate): candidate is MenuProduct =>
        typeof candidate === 'object' && candidate.enabled !== false && candidate.stock !== 0,
    );
    if (!product) continue;
    const required = category.options
      .filter((set): set is MenuSet => typeof set === 'object')
      .filter((set) => set.type === 'wheel' || (set.type === 'multi' && (set.minSelection ?? 0) > 0))
      .map((set) => ({ option: set._id, values: set.values.slice(0, Math.max(1, set.minSelection ?? 1)).map((v) => v._id) }));
    lines.push({ product: product._id, quantity: 1, ...(required.length ? { options: required } : {}) });
  }
  return lines;
}

async function openDirect(options: CrashOptions, dataDir: string): Promise<Db> {
  return options.databaseUrl ? openPostgres({ connectionString: options.databaseUrl, max: 2 }) : openPglite({ dataDir });
}

/**
 * The n-th order of a soak: the tracked line (stock = orders is checked on it) and one other orderable line, a card
 * pickup as soon as possible.
 */
export function soakOrderBody(tracked: Line, lines: readonly Line[], n: number) {
  const other = lines[1 + (n % Math.max(1, lines.length - 1))] ?? tracked;
  return {
    orderType: 'pickup',
    origin: 'web',
    pickupType: 'dynamic',
    lineItems: [tracked, { ...other, quantity: 1 + (n % 2) }],
    payment: { method: 'card' },
  };
}

export async function crashSoak(options: CrashOptions): Promise<CrashOutcome> {
  const log = options.log ?? (() => {});
  const root = mkdtempSync(path.join(tmpdir(), 'backoffice-crash-'));
  const dataDir = path.join(root, 'pglite');
  const processOptions = { ...options, dataDir };
  let api: ApiProcess = await startApiProcess(processOptions);
  const problems: string[] = [];
  try {
    const login = await call(api.url, 'POST', '/login', {
      body: { username: DEMO_MERCHANT.email, password: DEMO_MERCHANT.password },
    });
    if (login.status !== 200) throw new Error(`merchant sign-in failed: ${login.status}`);
    const merchant = String(login.json.token);
    const shops = await call(api.url, 'GET', `/api/users/${String(login.json.userId)}/shops`, { token: merchant });
    const shopId = String(((shops.json.shops ?? []) as { _id: string }[])[0]?._id ?? '');
    await call(api.url, 'PUT', `/api/shops/${shopId}/accepting-orders/accepting`, { token: merchant, body: {} });
    const lines = await orderableLines(api.url, merchant, shopId);
    const tracked = lines[0];
    if (!tracked) throw new Error('the demo menu has no orderable product');
    const stockStart = 1_000_000;
    const stocked = await call(api.url, 'PUT', `/api/products/${tracked.product}`, {
      token: merchant,
      body: { productInfo: { stock: stockStart } },
    });
    if (stocked.status !== 200) throw new Error(`setting the stock failed: ${stocked.status} ${JSON.stringify(stocked.json)}`);
    // guests of their own, so "every order of these guests" is exactly the orders this soak placed
    const guests: string[] = [];
    const guestIds: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const guest = await call(api.url, 'POST', '/guests', {
        body: { name: `Crash Guest ${index}`, email: `crash.guest.${index}@example.com`, phone: '021 555 0101' },
      });
      guests.push(String(guest.json.token));
      guestIds.push(String(guest.json.guestId));
    }
    log(`  ${options.label}: ${lines.length} orderable lines; loading for ${options.loadMs} ms, then SIGKILL`);

    // --- load, then the kill
    type Request = { key: string; token: string; body: Json };
    const placed = new Map<string, string>();
    const unanswered: Request[] = [];
    /** Orders an acceptance was sent for (answered or not). */
    const attempted = new Set<string>();
    const refused: Record<string, number> = {};
    let counter = 0;
    let stopping = false;
    const bodyFor = (n: number): Json => soakOrderBody(tracked, lines, n);
    const orderWorker = async () => {
      while (!stopping) {
        counter += 1;
        const request: Request = {
          key: `crash-${counter}`,
          token: guests[counter % guests.length] ?? '',
          body: bodyFor(counter),
        };
        try {
          const answer = await call(api.url, 'POST', `/api/shops/${shopId}/orders`, {
            token: request.token,
            body: request.body,
            headers: { 'idempotency-key': request.key },
          });
          const order = answer.json.order as { _id?: string } | undefined;
          if ((answer.status === 201 || answer.status === 200) && order?._id) placed.set(request.key, order._id);
          else {
            const reason = `${answer.status} ${String(answer.json.message ?? '')}`;
            refused[reason] = (refused[reason] ?? 0) + 1;
          }
        } catch {
          // no answer: the client does not know whether it was taken, so it will retry with the same key
          unanswered.push(request);
        }
      }
    };
    const acceptedOk = new Set<string>();
    const acceptWorker = async () => {
      while (!stopping) {
        const next = [...placed.values()].find((id) => !attempted.has(id));
        if (!next) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          continue;
        }
        attempted.add(next);
        try {
          const answer = await call(api.url, 'PUT', `/api/orders/${next}/accepted`, { token: merchant });
          if (answer.status === 200) acceptedOk.add(next);
        } catch {
          // unanswered: may or may not have happened
        }
      }
    };
    const workers = [...Array.from({ length: options.workers ?? 8 }, () => orderWorker()), acceptWorker(), acceptWorker()];
    await new Promise((resolve) => setTimeout(resolve, options.loadMs));
    await api.kill();
    stopping = true;
    await Promise.all(workers);
    const placedBeforeKill = placed.size;
    log(
      `  ${options.label}: killed with ${placed.size} orders answered, ${acceptedOk.size} acceptances answered, ${unanswered.length} requests unanswered${
        Object.keys(refused).length ? `, refused: ${JSON.stringify(refused)}` : ''
      }`,
    );
    if (placed.size === 0) problems.push('no order was answered before the kill: the load did not run');

    // --- restart on the same data; retry what was never answered, and replay a few that were
    api = await startApiProcess(processOptions);
    let recovered = 0;
    let replayed = 0;
    for (const request of unanswered) {
      const answer = await call(api.url, 'POST', `/api/shops/${shopId}/orders`, {
        token: request.token,
        body: request.body,
        headers: { 'idempotency-key': request.key },
      });
      const order = answer.json.order as { _id?: string } | undefined;
      if ((answer.status === 201 || answer.status === 200) && order?._id) {
        placed.set(request.key, order._id);
        if (answer.status === 200) replayed += 1;
        else recovered += 1;
      } else problems.push(`retry of ${request.key} after the restart: ${answer.status} ${JSON.stringify(answer.json)}`);
    }
    const sample = [...placed.entries()].slice(0, 10);
    for (const [key, orderId] of sample) {
      const n = Number(key.slice('crash-'.length));
      const request = { token: guests[n % guests.length] ?? '', body: bodyFor(n) };
      const answer = await call(api.url, 'POST', `/api/shops/${shopId}/orders`, {
        token: request.token,
        body: request.body,
        headers: { 'idempotency-key': key },
      });
      const order = answer.json.order as { _id?: string } | undefined;
      if (answer.status !== 200 || order?._id !== orderId)
        problems.push(
          `replaying ${key} (answered before the kill) gave ${answer.status} ${order?._id ?? ''} instead of 200 ${orderId}`,
        );
    }
    await api.stop();

    // --- what the database holds
    const db = await openDirect(options, dataDir);
    try {
      const ids = [...placed.values()];
      const found = await db.query<{ id: string }>('select id from orders where id = any($1::text[])', [ids]);
      const missing = ids.filter((id) => !found.some((row) => row.id === id));
      if (missing.length) problems.push(`${missing.length} orders answered 2xx are missing: ${missing.slice(0, 5).join(', ')}`);
      const [bare] = await db.query<{ n: number }>(
        `select count(*)::int as n from orders o where o.shop_id = $1
           and not exists (select 1 from order_line_items l where l.order_id = o.id)`,
        [shopId],
      );
      if (bare?.n) problems.push(`${bare.n} orders without their lines`);
      const ours = await db.query<{ order_id: string; n: number }>(
        `select k.order_id, count(*)::int as n from idempotency_keys k where k.shop_id = $1 and k.key like 'crash-%'
          group by k.order_id`,
        [shopId],
      );
      const shared = ours.filter((row) => row.n > 1);
      if (shared.length) problems.push(`${shared.length} orders claimed by more than one key`);
      const [total] = await db.query<{ n: number }>(
        'select count(*)::int as n from orders where guest_owner_id = any($1::text[])',
        [guestIds],
      );
      if (total?.n !== placed.size)
        problems.push(
          `${total?.n} orders of the soak's guests; ${placed.size} expected (one per answered key): a double or lost order`,
        );
      const notAccepted = await db.query<{ id: string; status: string }>(
        `select id, status from orders where id = any($1::text[]) and status not in ('accepted', 'completed')`,
        [[...acceptedOk]],
      );
      if (notAccepted.length) problems.push(`${notAccepted.length} acceptances answered 200 did not stick`);
      const [stock] = await db.query<{ stock: number; taken: number }>(
        `select p.stock, coalesce((select sum(l.quantity)::int from order_line_items l join orders o on o.id = l.order_id
            where l.product_id = p.id and o.id = any($2::text[])), 0) as taken
           from products p where p.id = $1`,
        [tracked.product, ids],
      );
      if (!stock || stock.stock !== stockStart - stock.taken)
        problems.push(
          `stock of the tracked product is ${stock?.stock}; ${stockStart} − ${stock?.taken} taken by stored orders expected`,
        );
    } finally {
      await db.close();
    }
    return {
      label: options.label,
      placedBeforeKill,
      acceptedBeforeKill: acceptedOk.size,
      unanswered: unanswered.length,
      recoveredOnRetry: recovered,
      replayedOnRetry: replayed,
      problems,
    };
  } finally {
    await api.kill().catch(() => {});
    rmSync(root, { recursive: true, force: true });
  }
}
