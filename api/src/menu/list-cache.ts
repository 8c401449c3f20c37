import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * The serialised menu list (GET /api/shops/:shopId/categories) kept per shop and query, so a menu read again is sent
 * as it was instead of being read and serialised again (the menu bench budget: a 60 × 25 × 4 menu answered at p99 ≤ 50 ms).
 *
 * Invalidation needs no call from the writers, so no write path (menu routes, copy, sync, import, the intake's
 * stock updates, seeds, another API process) can forget it: each read first asks the database (in the bearer check's
 * round trip, `config.callerShop` in shops/access.ts) for the shop's menu version: its rows of `menu_versions`
 * (up to 32 "slots", one per database connection that wrote, so concurrent writers do not queue on one row), which
 * triggers on the three catalogue tables renew in the same transaction as any insert, update or delete of the shop's
 * rows (migrations 052, 053). The stamp is read BEFORE the rows, so a write that lands in between leaves a newer body
 * under an older stamp, which the next read simply replaces; never an older body under a newer stamp. A version is
 * never handed out twice (a sequence) and each commit renews its slot, so every commit shows as a new stamp.
 *
 * No version row yet (a shop whose menu was never written): the stamp is '' and the answer is not kept.
 */
export const MENU_STAMP_SQL =
  "select string_agg(slot::text || ':' || version::text, '/' order by slot) from menu_versions where shop_id = $1";

interface Entry {
  stamp: string;
  body: string;
  etag: string;
  /** The body gzipped, made on the first read that accepts gzip (every browser does) and kept with it. */
  gzipped?: Buffer;
}

/** The gzipped body of `entry`, compressed once per menu version instead of once per request. */
export function gzippedBody(entry: Entry): Buffer {
  entry.gzipped ??= gzipSync(entry.body);
  return entry.gzipped;
}

/** Least recently used first out, bounded by total size (a big menu's answer is a few hundred KiB). */
export class MenuListCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string, stamp: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== stamp) {
      this.delete(key);
      return undefined;
    }
    // most recently used goes last
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, stamp: string, body: string): Entry {
    this.delete(key);
    const entry: Entry = { stamp, body, etag: `W/"${createHash('sha1').update(key).update(stamp).digest('base64url')}"` };
    if (body.length > this.maxBytes) return entry;
    this.entries.set(key, entry);
    this.bytes += body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.body.length;
    }
    return entry;
  }

  /** An answer not kept (no stamp to check it against later): its ETag comes from its body, not from a stamp. */
  uncached(key: string, body: string): Entry {
    return { stamp: '', body, etag: `W/"${createHash('sha1').update(key).update(body).digest('base64url')}"` };
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
