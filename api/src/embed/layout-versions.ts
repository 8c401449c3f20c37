import type { DesignVersion } from '@backoffice/contracts';
import type { Db } from '../db/types';
import type { StoredLayouts } from './layout';

/** One published layout: what went live, who published it, what changed, and which version it restored (if any). */
export interface LayoutVersionRow {
  version: number;
  embed_version: DesignVersion;
  layouts: StoredLayouts;
  published_by: string | null;
  published_by_name: string;
  published_at: Date;
  changes: string[];
  restored_from: number | null;
}

export type NewLayoutVersion = Omit<LayoutVersionRow, 'published_by_name'> & { published_by: string };

const VERSION_COLUMNS = 'version, embed_version, layouts, published_by, published_by_name, published_at, changes, restored_from';

/**
 * The publish history of a layout. The embed store (one per shop) and every kiosk keep the same history in their own
 * table, so one set of queries serves both; `table` and `owner` are fixed below, never from a request.
 */
function layoutVersionStore(table: 'embed_layout_versions' | 'kiosk_layout_versions', owner: 'shop_id' | 'kiosk_id') {
  return {
    async insert(db: Db, ownerId: string, version: NewLayoutVersion): Promise<void> {
      // the publisher's name is copied in, so the history still reads right after the account is renamed or deleted
      await db.query(
        `insert into ${table}
           (${owner}, version, embed_version, layouts, published_by, published_by_name, published_at, changes, restored_from)
         select $1, $2, $3, $4::jsonb, u.id, u.given_name || ' ' || u.family_name, $5, $6::jsonb, $7 from users u where u.id = $8`,
        [
          ownerId,
          version.version,
          version.embed_version,
          JSON.stringify(version.layouts),
          version.published_at,
          JSON.stringify(version.changes),
          version.restored_from,
          version.published_by,
        ],
      );
    },
    list(db: Db, ownerId: string): Promise<LayoutVersionRow[]> {
      return db.query<LayoutVersionRow>(`select ${VERSION_COLUMNS} from ${table} where ${owner} = $1 order by version desc`, [
        ownerId,
      ]);
    },
    async find(db: Db, ownerId: string, version: number): Promise<LayoutVersionRow | null> {
      const [row] = await db.query<LayoutVersionRow>(
        `select ${VERSION_COLUMNS} from ${table} where ${owner} = $1 and version = $2`,
        [ownerId, version],
      );
      return row ?? null;
    },
  };
}

export const embedLayoutVersions = layoutVersionStore('embed_layout_versions', 'shop_id');
export const kioskLayoutVersions = layoutVersionStore('kiosk_layout_versions', 'kiosk_id');
