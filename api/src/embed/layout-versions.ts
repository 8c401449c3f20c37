import type {
  DesignVersion,
  LayoutTarget,
  LayoutVersionResponse,
  LayoutVersionSummary,
  LayoutVersionsResponse,
  Permission,
} from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { conflict, notFound } from '../http/errors';
import { paramsOf } from '../http/validate';
import { toIso } from '../sql';
import { changedSections, layoutOf, type StoredLayouts } from './layout';

/**
 * A layout's drafts, publishes, history and restores, written once for the two things that have a layout: a shop's
 * embed store (its embed key) and each kiosk. Saves go to the draft; Publish makes the draft live as the next version
 * (who, when, what changed); the history lists every version; Restore makes an old version live again as a new one
 * (and the draft, so the editor opens on what is live). What differs between the two is only where the owner's row
 * lives and how it answers: `LayoutOwner` below.
 */

export const LAYOUT_VERSION_MESSAGES = {
  nothingToPublish: 'There are no unpublished changes.',
  versionNotFound: 'That layout version does not exist.',
} as const;

/** One design version's layouts, as a draft or as live. */
export interface LayoutState {
  version: DesignVersion;
  layouts: StoredLayouts;
}

// ---- the history, one table per owner -----------------------------------------------------------------------

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

export type LayoutVersionStore = ReturnType<typeof layoutVersionStore>;
export const embedLayoutVersions = layoutVersionStore('embed_layout_versions', 'shop_id');
export const kioskLayoutVersions = layoutVersionStore('kiosk_layout_versions', 'kiosk_id');

// ---- the flow -------------------------------------------------------------------------------------------------

export function toVersionSummary(row: LayoutVersionRow): LayoutVersionSummary {
  return {
    version: row.version,
    publishedAt: toIso(row.published_at),
    publishedBy: { _id: row.published_by, name: row.published_by_name },
    embedVersion: row.embed_version,
    changes: row.changes,
    restoredFrom: row.restored_from,
  };
}

/** "What changed" between the live layout and the one about to go live (the design version first, when it moves). */
export function publishChanges(target: LayoutTarget, before: LayoutState, after: LayoutState): string[] {
  const sections = changedSections(
    layoutOf(target, before.layouts, after.version),
    layoutOf(target, after.layouts, after.version),
  );
  return before.version !== after.version ? ['embedVersion', ...sections] : sections;
}

/** What the flow needs of a layout's owner (the shop's embed key, a kiosk). */
export interface LayoutOwner<Row, Answer> {
  target: LayoutTarget;
  history: LayoutVersionStore;
  /** The owner's row for the caller (404 / the shop access check), locked for the transaction when `forUpdate`. */
  load(tx: Db, request: FastifyRequest, forUpdate: boolean): Promise<Row>;
  /** The id its history is kept under. */
  idOf(row: Row): string;
  live(row: Row): LayoutState;
  draft(row: Row): LayoutState;
  hasUnpublishedChanges(row: Row): boolean;
  publishedVersion(row: Row): number;
  /** Stores `state` as live at `version` (a restore: as the draft too); the row as saved. */
  goLive(tx: Db, row: Row, change: { state: LayoutState; version: number; at: Date; restoredFrom: number | null }): Promise<Row>;
  /** The publish / restore answer (`{ key }`, `{ kiosk }`). */
  answer(row: Row): Answer;
}

/** `state` goes live as the owner's next version: a history row (with what changed since the live one), then the owner. */
async function publishNext<Row, Answer>(
  tx: Db,
  owner: LayoutOwner<Row, Answer>,
  row: Row,
  publish: { state: LayoutState; by: string; at: Date; restoredFrom: number | null },
): Promise<Row> {
  const { state, at, restoredFrom } = publish;
  const version = owner.publishedVersion(row) + 1;
  await owner.history.insert(tx, owner.idOf(row), {
    version,
    embed_version: state.version,
    layouts: state.layouts,
    published_by: publish.by,
    published_at: at,
    changes: publishChanges(owner.target, owner.live(row), state),
    restored_from: restoredFrom,
  });
  return owner.goLive(tx, row, { state, version, at, restoredFrom });
}

/**
 * Publish, the history, one version and restore under `base` (`/shops/:shopId/embed-key`, `/kiosks/:id`), each
 * declaring the owner's permission and schemas like any route.
 */
export async function layoutVersionRoutes<Row, Answer>(
  app: FastifyInstance,
  deps: {
    db: Db;
    now: () => Date;
    base: string;
    owner: LayoutOwner<Row, Answer>;
    params: z.ZodType;
    versionParams: z.ZodType<{ version: number }>;
    shopPermission: Permission;
    /** The shop's check before the handler, where the path names the shop (shops/shop-guard.ts). */
    preHandler?: preHandlerAsyncHookHandler;
  },
): Promise<void> {
  const { db, now, base, owner, params, versionParams } = deps;
  const route = (schema: { params: z.ZodType }) => ({
    schema,
    config: { shopPermission: deps.shopPermission },
    ...(deps.preHandler ? { preHandler: deps.preHandler } : {}),
  });
  const versionOf = (request: FastifyRequest) => paramsOf(request, versionParams).version;

  app.post(`${base}/publish`, route({ params }), async (request): Promise<Answer> => {
    const user = currentUser(request);
    const row = await db.transaction(async (tx) => {
      const current = await owner.load(tx, request, true);
      if (!owner.hasUnpublishedChanges(current)) throw conflict(LAYOUT_VERSION_MESSAGES.nothingToPublish);
      return publishNext(tx, owner, current, { state: owner.draft(current), by: user.id, at: now(), restoredFrom: null });
    });
    return owner.answer(row);
  });

  app.get(`${base}/versions`, route({ params }), async (request): Promise<LayoutVersionsResponse> => {
    const row = await owner.load(db, request, false);
    return { versions: (await owner.history.list(db, owner.idOf(row))).map(toVersionSummary) };
  });

  app.get(`${base}/versions/:version`, route({ params: versionParams }), async (request): Promise<LayoutVersionResponse> => {
    const row = await owner.load(db, request, false);
    const found = await owner.history.find(db, owner.idOf(row), versionOf(request));
    if (!found) throw notFound(LAYOUT_VERSION_MESSAGES.versionNotFound);
    return { version: { ...toVersionSummary(found), layoutConfig: layoutOf(owner.target, found.layouts, found.embed_version) } };
  });

  /** One click: that version's layout goes live again, as a new version, and becomes the draft. */
  app.post(`${base}/versions/:version/restore`, route({ params: versionParams }), async (request): Promise<Answer> => {
    const user = currentUser(request);
    const version = versionOf(request);
    const row = await db.transaction(async (tx) => {
      const current = await owner.load(tx, request, true);
      const restored = await owner.history.find(tx, owner.idOf(current), version);
      if (!restored) throw notFound(LAYOUT_VERSION_MESSAGES.versionNotFound);
      const state = { version: restored.embed_version, layouts: restored.layouts };
      return publishNext(tx, owner, current, { state, by: user.id, at: now(), restoredFrom: version });
    });
    return owner.answer(row);
  });
}
