import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Db } from '../db/types';
import type { OrderEvents } from './events';

/**
 * The orders screen's list answer (GET /api/shops/:shopId/orders), kept as JSON text per shop and query.
 *
 * Why: the screen asks for up to 1,000 orders with owner and promo code populated (~0.5 MB of JSON). Reading,
 * populating and serialising that on every request cost over a second at p99 with 20 screens open; the answer only
 * changes when one of the shop's orders does, and every order write (intake insert, status, seen, line item) publishes
 * an order event (`orders/events.ts`) in its own transaction.
 *
 * When an entry is fresh:
 * - the shop's latest event id (one indexed read of `order_events`) is still the one the entry was built at. This is
 *   what makes a write visible in the very next answer, whichever API replica took the write: the event row commits
 *   with the change, before the writer answers;
 * - no event of the shop was delivered (LISTEN/NOTIFY, every replica) since the entry's build started. This covers the
 *   one case the id misses: two writes committing out of id order (the later id commits first, the earlier one after);
 * - it is younger than `ttlMs`. The populated parts that are not orders (a customer's name, a voucher, a product's
 *   icon) change without an order event; they show within this bound.
 *
 * Concurrent misses of one key share one build. Entries are evicted least recently used past `maxEntries`.
 */
export interface CachedList {
  /** The JSON answer as bytes: written as is, no per-request encoding. */
  body: Buffer;
  /** Strong validator of `body` (sha1), for If-None-Match / 304. */
  etag: string;
  /** The same bytes gzipped, made on first use (browsers ask for gzip; the host's proxy then passes them through). */
  gzipped(): Buffer;
}

function cachedList(json: string): CachedList {
  const body = Buffer.from(json);
  let gzip: Buffer | null = null;
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    gzipped: () => {
      gzip ??= gzipSync(body, { level: 6 });
      return gzip;
    },
  };
}

export interface OrdersListCache {
  /**
   * The answer for `key` of the shop: from the cache when nothing changed since, else `build()` (then kept).
   * `watermark`: the shop's latest event id when the caller read it already (the list route reads it in the bearer
   * check's round trip: `ORDER_LIST_STAMP_SQL`); read here otherwise. Either way it is read before `build()` runs.
   */
  get(shopId: string, key: string, build: () => Promise<unknown>, watermark?: string): Promise<CachedList>;
  /** Drops everything and stops listening (the app's onClose). */
  close(): void;
}

export interface OrdersListCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Monotonic milliseconds for the TTL (tests move it). */
  clock?: () => number;
}

export const LIST_CACHE_TTL_MS = 30_000;
export const LIST_CACHE_MAX_ENTRIES = 64;

interface Entry {
  shopId: string;
  watermark: string;
  builtAt: number;
  value: CachedList;
}

interface ShopState {
  /** Tick of the last event delivered for the shop: builds started before it are not kept. */
  invalidatedAt: number;
  keys: Set<string>;
  unsubscribe: () => void;
}

/** The shop's latest order event id ('0' when none), the write watermark, as a sub-select over the shop id `$1`. */
export const ORDER_LIST_STAMP_SQL = 'select coalesce(max(id), 0) from order_events where shop_id = $1';

/** The shop's latest order event id ('0' when none): the write watermark. */
export async function latestOrderEventId(db: Db, shopId: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(`select (${ORDER_LIST_STAMP_SQL})::text as id`, [shopId]);
  return row?.id ?? '0';
}

export function createOrdersListCache(db: Db, events: OrderEvents, options: OrdersListCacheOptions = {}): OrdersListCache {
  const ttlMs = options.ttlMs ?? LIST_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? LIST_CACHE_MAX_ENTRIES;
  const clock = options.clock ?? (() => performance.now());
  /** Insertion order = least recently used first. */
  const entries = new Map<string, Entry>();
  const shops = new Map<string, ShopState>();
  const building = new Map<string, Promise<CachedList>>();
  let tick = 0;

  const shopState = (shopId: string): ShopState => {
    let state = shops.get(shopId);
    if (!state) {
      const created: ShopState = { invalidatedAt: tick, keys: new Set(), unsubscribe: () => {} };
      created.unsubscribe = events.subscribe(shopId, () => {
        tick += 1;
        created.invalidatedAt = tick;
        for (const key of created.keys) entries.delete(key);
        created.keys.clear();
      });
      shops.set(shopId, created);
      state = created;
    }
    return state;
  };

  const forget = (key: string, entry: Entry) => {
    entries.delete(key);
    const state = shops.get(entry.shopId);
    if (!state) return;
    state.keys.delete(key);
    if (state.keys.size === 0 && ![...building.keys()].some((k) => k.startsWith(`${entry.shopId}\n`))) {
      state.unsubscribe();
      shops.delete(entry.shopId);
    }
  };

  const keep = (key: string, entry: Entry) => {
    const previous = entries.get(key);
    if (previous) entries.delete(key);
    entries.set(key, entry);
    shops.get(entry.shopId)?.keys.add(key);
    while (entries.size > maxEntries) {
      const [oldestKey, oldest] = entries.entries().next().value as [string, Entry];
      forget(oldestKey, oldest);
    }
  };

  return {
    async get(shopId, key, build, knownWatermark) {
      const state = shopState(shopId);
      const fullKey = `${shopId}\n${key}`;
      const watermark = knownWatermark ?? (await latestOrderEventId(db, shopId));
      const found = entries.get(fullKey);
      if (found && found.watermark === watermark && clock() - found.builtAt < ttlMs) {
        // most recently used goes last
        entries.delete(fullKey);
        entries.set(fullKey, found);
        return found.value;
      }
      const buildKey = `${fullKey}\n${watermark}\n${state.invalidatedAt}`;
      const pending = building.get(buildKey);
      if (pending) return pending;
      const startedAt = tick;
      tick += 1;
      const builtAt = clock();
      const promise = (async () => {
        const value = cachedList(JSON.stringify(await build()));
        // an event delivered while building may not be in what was read: answer it, but do not keep it
        const current = shops.get(shopId);
        if (current && current.invalidatedAt <= startedAt) keep(fullKey, { shopId, watermark, builtAt, value });
        return value;
      })();
      building.set(buildKey, promise);
      try {
        return await promise;
      } finally {
        building.delete(buildKey);
        // a failed first build leaves no entry: stop listening for a shop nothing is kept for
        const current = shops.get(shopId);
        if (current && current.keys.size === 0 && ![...building.keys()].some((k) => k.startsWith(`${shopId}\n`))) {
          current.unsubscribe();
          shops.delete(shopId);
        }
      }
    },
    close() {
      for (const state of shops.values()) state.unsubscribe();
      shops.clear();
      entries.clear();
    },
  };
}
