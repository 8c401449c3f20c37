import type { OrderStatus } from '@backoffice/contracts';
import pg from 'pg';
import { PgliteDb } from '../db/pglite';
import { PostgresDb } from '../db/postgres';
import { preparedSql } from '../db/prepared';
import type { Db } from '../db/types';

/**
 * Per-shop order events: every new order and every status change, for the orders screen's live push (SSE).
 *
 * - `publish(dbOrTx, event)` writes a row in `order_events` and sends `NOTIFY order_events` in the SAME statement.
 *   PostgreSQL (and PGlite) deliver a NOTIFY only when its transaction commits, so an event published inside an
 *   order's transaction reaches listeners after the commit, and never when it rolls back.
 * - `announce(event)` is the intake's way (for speed): its transaction only writes the row, and the NOTIFY is
 *   sent after COMMIT, batched, from a transaction of its own. Why: PostgreSQL serialises the commits of ALL
 *   transactions that issued a NOTIFY (a database-wide lock from the queue append until the commit record is flushed
 *   to disk), so every order's fsync waited for the previous order's, and commits could not share a flush. A crash
 *   between the commit and the announce loses only the push, never the event: the row is committed, so a stream that
 *   reconnects replays it from `Last-Event-ID`, the list cache sees the shop's newer event id, and the orders screen's
 *   60 s refresh shows the order (intake.test.ts "announce never comes").
 * - Every API process LISTENs once (`createOrderEvents`): on PostgreSQL on a dedicated connection, so all replicas
 *   behind a load balancer see every shop's events; on PGlite through its in-process `listen`.
 * - `event.id` (a bigint as a decimal string, increasing) is the SSE event id. A client that reconnects with
 *   `Last-Event-ID: n` gets what it missed from `since(shopId, n)`.
 *   Caveat: ids are taken at insert time, so two transactions committing out of order can make a smaller id
 *   visible a moment after a larger one. Hence `settled()`: an id below which nothing new can still commit.
 * - Nothing is lost when a replica dies between an intake COMMIT and its announce: every process sweeps the
 *   database once a second for its subscribed shops' events above `settled()` it has not delivered yet (one indexed
 *   query for all shops), and delivers each event once (NOTIFY and sweep are de-duplicated by id).
 * - `settled()` rests on one assumption, written down as `EVENT_COMMIT_WITHIN_MS`: a transaction that writes an order
 *   event commits (or rolls back) within that long of its start. Then any event whose transaction started twice that
 *   long ago, and every smaller id, is final: the id of the latest such event (by `created_at`, the database's
 *   transaction start, so one clock for every replica) is settled. Streams use it as the floor of their
 *   `Last-Event-ID` (orders/stream.ts), so a client resuming on another replica misses no late commit.
 *   The assumption alone failed under the topology soak (a transaction committed after the floor had passed its id),
 *   so the settled id is also capped by the database's own view of open transactions (SETTLED_SQL).
 */

export const ORDER_EVENT_TYPES = ['order.created', 'order.status', 'order.updated'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export interface OrderEvent {
  /** bigint as a decimal string; increasing; use as the SSE `id:` */
  id: string;
  shopId: string;
  orderId: string;
  type: OrderEventType;
  /** The order's status after the event. */
  status: OrderStatus | null;
  createdAt: string;
}

export interface NewOrderEvent {
  shopId: string;
  orderId: string;
  type: OrderEventType;
  status?: OrderStatus | null;
}

export type OrderEventListener = (event: OrderEvent) => void;

export interface OrderEvents {
  /** Records the event; inside a transaction it is delivered after COMMIT (and dropped on ROLLBACK). */
  publish(db: Db, event: NewOrderEvent): Promise<OrderEvent>;
  /**
   * Delivers an event whose `order_events` row is committed already and was not notified (the intake's
   * `order.created`): to every process's subscribers, through NOTIFY, soon after (batched, oldest id first).
   */
  announce(event: OrderEvent): void;
  /** Calls `listener` for each of the shop's events from now on. Returns the unsubscribe function. */
  subscribe(shopId: string, listener: OrderEventListener): () => void;
  /** The shop's events with an id greater than `afterId` (SSE Last-Event-ID replay), oldest first. */
  since(shopId: string, afterId: string, limit?: number): Promise<OrderEvent[]>;
  /**
   * Every event with an id at or below this has committed (or never will), and each one committed after a
   * subscription began reached that subscriber (NOTIFY or the sweep). 0 until the first sweep.
   */
  settled(): bigint;
  /** Stops listening (the app's onClose). */
  close(): Promise<void>;
}

export const ORDER_EVENTS_CHANNEL = 'order_events';

/** The bound on a transaction that writes an order event, from its start to its COMMIT (see the head comment). */
// Generous: on a machine at full load (the topology soak, two cores) an order's transaction took seconds.
export const EVENT_COMMIT_WITHIN_MS = 15_000;
/** How often each process sweeps for events nobody announced, and moves `settled()` on. */
export const EVENT_SWEEP_MS = 1_000;
/** How long close waits for a sweep in flight (a sweep is a read or two; a stalled database never answers). */
const SWEEP_CLOSE_WAIT_MS = 2_000;

/**
 * The latest event whose transaction started 2 × EVENT_COMMIT_WITHIN_MS ago (by time: it and every smaller id are final
 * if the bound holds), and the database's own view of what is still open: the largest id visible now with this
 * snapshot's xmax, and the oldest transaction still running (xmin). An id at or below `max_id` that this snapshot does
 * not see belongs to a transaction running now (xid below `xmax`); once a later xmin reaches that xmax, all of them
 * have ended, however long they ran. `settled()` takes the smaller of the two, so a transaction that outlives the time
 * bound (a starved replica; a killed one whose last statement finishes on the server) holds it back.
 */
const SETTLED_SQL = preparedSql(
  'order_events_settled',
  `select (select id::text from order_events
           where created_at < now() - make_interval(secs => $1::int / 1000.0) order by created_at desc limit 1) as id,
          (select max(id)::text from order_events) as max_id,
          pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
          pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
);

const SWEEP_PAGE = 5000;
/** Snapshots kept while a transaction stays open (one a sweep: ~2 minutes at one a second). */
const MAX_CANDIDATES = 120;
/** Subscribed shops' events above the settled id that this process has not delivered yet. */
const SWEEP_SQL = preparedSql(
  'order_events_sweep',
  `select id::text as id, shop_id, order_id, type, status, created_at from order_events
   where shop_id = any($1::text[]) and id > $2::bigint and not (id = any($3::bigint[])) order by id limit ${SWEEP_PAGE}`,
);

interface EventRow {
  id: string | number;
  shop_id: string;
  order_id: string;
  type: OrderEventType;
  status: OrderStatus | null;
  created_at: Date | string;
}

function toEvent(row: EventRow): OrderEvent {
  return {
    id: String(row.id),
    shopId: row.shop_id,
    orderId: row.order_id,
    type: row.type,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Parses a NOTIFY payload; anything else on the channel (another version, a manual NOTIFY) is ignored. */
function parsePayload(payload: string | undefined): OrderEvent | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<OrderEvent>;
    if (typeof value.id !== 'string' || typeof value.shopId !== 'string' || typeof value.orderId !== 'string') return null;
    if (!ORDER_EVENT_TYPES.includes(value.type as OrderEventType)) return null;
    return {
      id: value.id,
      shopId: value.shopId,
      orderId: value.orderId,
      type: value.type as OrderEventType,
      status: (value.status ?? null) as OrderStatus | null,
      createdAt: typeof value.createdAt === 'string' ? value.createdAt : new Date().toISOString(),
    };
  } catch {
    return null;
  }
}

/**
 * An `order_events` row `e` as the `OrderEvent` JSON the NOTIFY payload carries (small: NOTIFY payloads must stay
 * under 8000 bytes). The intake's insert (intake/store.ts) returns it for `announce`.
 */
export const ORDER_EVENT_JSON_SQL = `json_build_object(
    'id', e.id::text, 'shopId', e.shop_id, 'orderId', e.order_id, 'type', e.type, 'status', e.status,
    'createdAt', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/** The NOTIFY of an `order_events` row `e` just inserted, in the statement that inserts it (`publish`). */
const NOTIFY_ORDER_EVENT_SQL = `pg_notify('${ORDER_EVENTS_CHANNEL}', ${ORDER_EVENT_JSON_SQL}::text)`;

/**
 * The announce batch's NOTIFYs, in array order, in a transaction of their own. Its commit does not wait for the disk
 * (synchronous_commit off for this transaction only): it writes no data, only the commit record of the id NOTIFY
 * needs, and the events it carries are durable already (their rows were committed, flushed, before announce). So the
 * database-wide NOTIFY lock is held for the queue append only, not for a flush.
 */
const ANNOUNCE_SQL = preparedSql(
  'order_events_announce',
  `select set_config('synchronous_commit', 'off', true) as commit_mode, count(pg_notify('${ORDER_EVENTS_CHANNEL}', p))::int as sent
   from unnest($1::text[]) as p`,
);

/** Insert and notify in one statement. */
const PUBLISH_SQL = `
  with e as (
    insert into order_events (shop_id, order_id, type, status) values ($1, $2, $3, $4)
    returning id, shop_id, order_id, type, status, created_at
  )
  select e.id::text as id, e.shop_id, e.order_id, e.type, e.status, e.created_at, ${NOTIFY_ORDER_EVENT_SQL} as notified
  from e`;

export async function publishOrderEvent(db: Db, event: NewOrderEvent): Promise<OrderEvent> {
  const [row] = await db.query<EventRow>(PUBLISH_SQL, [event.shopId, event.orderId, event.type, event.status ?? null]);
  if (!row) throw new Error('order event was not recorded');
  return toEvent(row);
}

export async function orderEventsSince(db: Db, shopId: string, afterId: string, limit = 500): Promise<OrderEvent[]> {
  const after = /^\d{1,18}$/.test(afterId) ? afterId : '0';
  const rows = await db.query<EventRow>(
    `select id::text as id, shop_id, order_id, type, status, created_at from order_events
     where shop_id = $1 and id > $2::bigint order by id limit $3`,
    [shopId, after, Math.max(1, Math.min(limit, 5000))],
  );
  return rows.map(toEvent);
}

/** How the process hears the channel: PGlite in-process, or a dedicated PostgreSQL connection that reconnects. */
interface Listening {
  stop(): Promise<void>;
}

const RECONNECT_DELAY_MS = 1000;

function listenPglite(db: PgliteDb, onPayload: (payload: string) => void): Promise<Listening> {
  return db.pg.listen(ORDER_EVENTS_CHANNEL, onPayload).then((unlisten) => ({
    stop: async () => {
      if (!db.pg.closed) await unlisten();
    },
  }));
}

async function listenPostgres(
  db: PostgresDb,
  onPayload: (payload: string) => void,
  onReconnected: () => void,
): Promise<Listening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    // Same settings as the pool (connection string, search_path), but outside it: LISTEN holds its connection forever.
    const next = new pg.Client(db.pool.options);
    next.on('notification', (message) => {
      if (message.channel === ORDER_EVENTS_CHANNEL && message.payload) onPayload(message.payload);
    });
    const retry = () => {
      if (stopped || client !== next) return;
      client = null;
      next.removeAllListeners('error');
      next.on('error', () => {});
      timer = setTimeout(() => {
        timer = null;
        connect()
          .then(onReconnected)
          .catch(() => retry());
      }, RECONNECT_DELAY_MS);
    };
    next.on('error', (error) => {
      console.error('[order-events] listener connection error:', error.message);
      retry();
    });
    next.on('end', retry);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${ORDER_EVENTS_CHANNEL}`);
    } catch (error) {
      client = null;
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      if (current) await current.end().catch(() => {});
    },
  };
}

/**
 * The process-wide order events of one database. `buildApp` creates it (closing it with the app) and hands it to
 * the routes that publish (intake, status changes) and subscribe (SSE).
 */
export async function createOrderEvents(db: Db, options: { sweepMs?: number } = {}): Promise<OrderEvents> {
  const listeners = new Map<string, Set<OrderEventListener>>();
  /** See `settled()`; and the ids above it delivered already (each event reaches a subscriber once). */
  let settled = 0n;
  const delivered = new Set<bigint>();
  /** SETTLED_SQL's snapshots waiting for their open transactions to end, oldest first; and the last final id. */
  type Candidate = { maxId: bigint; xmax: bigint };
  const candidates: Candidate[] = [];
  let finalId = 0n;

  const deliver = (event: OrderEvent) => {
    const set = listeners.get(event.shopId);
    if (!set) return;
    const id = BigInt(event.id);
    if (id <= settled || delivered.has(id)) return;
    delivered.add(id);
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch (error) {
        console.error('[order-events] listener failed:', error instanceof Error ? error.message : error);
      }
    }
  };

  const onPayload = (payload: string) => {
    const event = parsePayload(payload);
    if (event) deliver(event);
  };

  /**
   * One sweep: the settled id is read first, then every subscribed shop's undelivered event above the previous one is
   * delivered; only then does `settled` move on. What is final at the first read has committed, so the second read
   * sees it: nothing at or below the new settled id can still reach a subscriber for the first time.
   */
  const sweep = async (): Promise<void> => {
    const [row] = await db.query<{ id: string | null; max_id: string | null; xmin: string; xmax: string }>(SETTLED_SQL, [
      EVENT_COMMIT_WITHIN_MS * 2,
    ]);
    let next = settled;
    if (row) {
      const xmin = BigInt(row.xmin);
      if (row.max_id !== null) candidates.push({ maxId: BigInt(row.max_id), xmax: BigInt(row.xmax) });
      // the latest candidate whose open transactions have all ended (xmin has reached its xmax) is final
      let ended = -1;
      for (let at = 0; at < candidates.length; at += 1) if ((candidates[at] as Candidate).xmax <= xmin) ended = at;
      if (ended >= 0) {
        finalId = (candidates[ended] as Candidate).maxId;
        candidates.splice(0, ended + 1);
      }
      // a long transaction keeps candidates waiting; keep the newest ones (a later xmin passes them in order)
      if (candidates.length > MAX_CANDIDATES) candidates.splice(0, candidates.length - MAX_CANDIDATES);
      const byTime = row.id === null ? settled : BigInt(row.id);
      const bound = byTime < finalId ? byTime : finalId;
      if (bound > next) next = bound;
    }
    const shops = [...listeners.keys()];
    let complete = true;
    if (shops.length > 0) {
      const ids = [...delivered].map(String);
      const rows = await db.query<EventRow>(SWEEP_SQL, [shops, settled.toString(), ids]);
      for (const missed of rows) deliver(toEvent(missed));
      // a full page: the rest comes on the next sweep, and `settled` waits for it
      complete = rows.length < SWEEP_PAGE;
    }
    if (complete && next > settled) {
      settled = next;
      for (const id of delivered) if (id <= settled) delivered.delete(id);
    }
  };
  let sweeping: Promise<void> | null = null;
  let closed = false;
  const sweepOnce = () => {
    if (closed) return Promise.resolve();
    sweeping ??= sweep()
      .catch((error) => {
        // a sweep cut short by close (its database gone) is no failure: there is no one left to deliver to
        if (!closed) console.error('[order-events] sweep failed:', error instanceof Error ? error.message : error);
      })
      .finally(() => {
        sweeping = null;
      });
    return sweeping;
  };
  // before any stream opens, so `settled()` is real from the first subscriber on
  await sweepOnce();
  // sweepMs 0: no periodic sweep (tests that count the app's own timers); the first sweep and reconnects still run
  const sweepMs = options.sweepMs ?? EVENT_SWEEP_MS;
  const sweepTimer = sweepMs > 0 ? setInterval(sweepOnce, sweepMs) : null;
  sweepTimer?.unref();

  let listening: Listening;
  if (db instanceof PgliteDb) listening = await listenPglite(db, onPayload);
  else if (db instanceof PostgresDb) listening = await listenPostgres(db, onPayload, () => void sweepOnce());
  // a test double of Db: nothing to listen to (publish still writes through it)
  else listening = { stop: async () => {} };

  /**
   * Announced events not yet notified, and the batch in flight. While one batch's statement runs, the next batch
   * gathers: under load one NOTIFY transaction carries many orders' events; alone, an event leaves on the next turn
   * of the event loop. Each batch goes out oldest id first.
   */
  const pending: OrderEvent[] = [];
  let flushing: Promise<void> | null = null;
  const flush = async (): Promise<void> => {
    try {
      // the first batch leaves on the next turn of the event loop, with every commit answered in this one
      await new Promise((resolve) => setImmediate(resolve));
      await flushBatches();
    } finally {
      // synchronously after the last batch, so an event announced from now on starts a flush of its own
      flushing = null;
    }
  };
  const flushBatches = async (): Promise<void> => {
    while (pending.length > 0) {
      const batch = pending.splice(0).sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
      try {
        await db.query(ANNOUNCE_SQL, [batch.map((event) => JSON.stringify(event))]);
      } catch (error) {
        // the rows are committed: streams replay them on reconnect, lists see the newer id (see the head comment)
        console.error('[order-events] announce failed:', error instanceof Error ? error.message : error);
      }
    }
  };
  const announce = (event: OrderEvent) => {
    pending.push(event);
    flushing ??= flush();
  };

  return {
    publish: publishOrderEvent,
    announce,
    subscribe(shopId, listener) {
      let set = listeners.get(shopId);
      if (!set) {
        set = new Set();
        listeners.set(shopId, set);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(shopId);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) {
          listeners.delete(shopId);
        }
      };
    },
    since: (shopId, afterId, limit) => orderEventsSince(db, shopId, afterId, limit),
    settled: () => settled,
    close: async () => {
      closed = true;
      if (sweepTimer) clearInterval(sweepTimer);
      // an in-flight sweep is waited for, but not for ever: a database that stopped answering would hold close
      await Promise.race([sweeping, new Promise((resolve) => setTimeout(resolve, SWEEP_CLOSE_WAIT_MS).unref())]);
      // what was announced still goes out (other replicas' screens wait for it), then this process stops listening
      await flushing;
      listeners.clear();
      await listening.stop();
    },
  };
}
