import type { OrderEvents } from '../orders/events';
import type { Db } from './types';

/**
 * How long after a write in a shop its report reads stay on the primary. This is the replication lag the reports
 * tolerate without showing a shop its own change late: a standby more than this behind its primary can show a report
 * without a write made just before it was opened (deploy/README.md, "Reads on the standby").
 */
export const PRIMARY_AFTER_WRITE_MS = 10_000;

/**
 * READ_DATABASE_URL: the report and dashboard queries read from a standby, everything else from the primary.
 * `forShop(shopId)` picks the database for a report read in that shop:
 * - no standby: the primary, always (nothing changes when READ_DATABASE_URL is unset);
 * - a write in the shop within PRIMARY_AFTER_WRITE_MS: the primary (a merchant sees the change they just made). Writes
 *   are seen two ways: a non-GET request naming the shop on this replica (`wrote`), and the shop's order events,
 *   which reach every replica through LISTEN/NOTIFY (an order placed or moved through any replica). The first report
 *   read of a shop on this replica subscribes to its events and counts as "just written" (a write on another replica
 *   before the subscription would otherwise go unseen);
 * - otherwise the standby; a query the standby cannot answer (down, promoted away, a recovery conflict) runs again on
 *   the primary, so a lost standby slows reports down instead of failing them.
 */
export interface ReadRouting {
  forShop(shopId: string): Db;
  /** A write in the shop, on this replica. */
  wrote(shopId: string): void;
  readonly standby: Db | null;
  /** Which database answered each report query (`primary` / `standby`), for tests and the topology's checks. */
  readonly counts: { primary: number; standby: number; fellBack: number };
}

export interface ReadRoutingOptions {
  primary: Db;
  standby: Db | null;
  events?: Pick<OrderEvents, 'subscribe'>;
  windowMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

export function createReadRouting({
  primary,
  standby,
  events,
  windowMs = PRIMARY_AFTER_WRITE_MS,
  now = Date.now,
  log = (message) => console.warn(message),
}: ReadRoutingOptions): ReadRouting {
  const lastWrite = new Map<string, number>();
  const subscribed = new Set<string>();
  const counts = { primary: 0, standby: 0, fellBack: 0 };
  const wrote = (shopId: string) => lastWrite.set(shopId, now());

  const counting = (db: Db, which: 'primary' | 'standby'): Db => ({
    kind: db.kind,
    query: (sql, params) => {
      counts[which] += 1;
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  });
  const onPrimary = counting(primary, 'primary');
  if (!standby) return { forShop: () => onPrimary, wrote, standby: null, counts };

  // Reads only: a report never writes, so repeating one on the primary is safe.
  const onStandby: Db = {
    kind: standby.kind,
    async query(sql, params) {
      try {
        counts.standby += 1;
        return await standby.query(sql, params);
      } catch (error) {
        counts.fellBack += 1;
        log(`[db] the read database failed (${error instanceof Error ? error.message : error}); reading from the primary`);
        return onPrimary.query(sql, params);
      }
    },
    exec: () => Promise.reject(new Error('the read database takes no writes')),
    transaction: () => Promise.reject(new Error('the read database takes no transactions')),
    close: () => standby.close(),
  };

  return {
    standby,
    counts,
    wrote,
    forShop(shopId) {
      if (events && !subscribed.has(shopId)) {
        subscribed.add(shopId);
        events.subscribe(shopId, () => wrote(shopId));
        wrote(shopId);
      }
      const at = lastWrite.get(shopId);
      return at !== undefined && now() - at < windowMs ? onPrimary : onStandby;
    },
  };
}

/** A request that is not a read, names a shop in its path (`/shops/:shopId/…`) and succeeded is a write in that shop. */
export function markShopWrites(
  app: { addHook(name: 'onResponse', hook: (request: ShopRequest, reply: { statusCode: number }) => Promise<void>): unknown },
  reads: ReadRouting,
): void {
  if (!reads.standby) return;
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || reply.statusCode >= 400) return;
    const shopId = (request.params as { shopId?: unknown } | undefined)?.shopId;
    if (typeof shopId === 'string') reads.wrote(shopId);
  });
}

interface ShopRequest {
  method: string;
  params: unknown;
}
