import {
  createKioskRequest,
  type DesignVersion,
  type Kiosk,
  type KioskResponse,
  type KiosksResponse,
  kioskLayoutVersionParams,
  kioskParams,
  kiosksQuery,
  type LayoutVersionResponse,
  type LayoutVersionSummary,
  type LayoutVersionsResponse,
  SHOPS_LIST_LIMIT,
  shopParams,
  updateKioskRequest,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { type AuthUser, assertAdmin, currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { applyLayoutSave, changedSections, layoutOf, type StoredLayouts } from '../embed/layout';
import type { LayoutVersionRow } from '../embed/repo';
import { conflict, notFound } from '../http/errors';
import { bodyOf, paramsOf, queryOf } from '../http/validate';
import { loadShopForCaller } from '../shops/access';
import { toIso } from '../sql';
import {
  deleteKiosk,
  findKiosk,
  findKioskLayoutVersion,
  insertKiosk,
  insertKioskLayoutVersion,
  type KioskChanges,
  type KioskLayoutColumn,
  type KioskRow,
  listKioskLayoutVersions,
  listKiosks,
  updateKiosk,
} from './repo';

export const KIOSK_NOT_FOUND = 'Kiosk not found';
export const KIOSK_MESSAGES = {
  nothingToPublish: 'There are no unpublished changes.',
  versionNotFound: 'That layout version does not exist.',
} as const;
/** A kiosk with no stored layout shows design version 2. */
const DEFAULT_KIOSK_VERSION = 2;

interface KioskLayoutState {
  version: DesignVersion;
  layouts: StoredLayouts;
}

function liveOf(row: KioskRow): KioskLayoutState {
  return {
    version: row.layout_config?.embedVersion ?? DEFAULT_KIOSK_VERSION,
    layouts: row.layout_config?.layouts ?? {},
  };
}

/** The draft: the unpublished section saves, or the live layout when there are none. */
function draftOf(row: KioskRow): KioskLayoutState {
  if (!row.draft_layout_config) return liveOf(row);
  return {
    version: row.draft_layout_config.embedVersion ?? DEFAULT_KIOSK_VERSION,
    layouts: row.draft_layout_config.layouts ?? {},
  };
}

function column(state: KioskLayoutState): KioskLayoutColumn {
  return { embedVersion: state.version, layouts: state.layouts };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Whether the draft differs from what the kiosk shows: another design version, or another layout of that version
 * (compared with defaults filled in, so a save of default values is no change).
 */
function hasUnpublished(row: KioskRow): boolean {
  const live = liveOf(row);
  const draft = draftOf(row);
  return (
    draft.version !== live.version ||
    !same(layoutOf('kiosk', draft.layouts, draft.version), layoutOf('kiosk', live.layouts, draft.version))
  );
}

export function toKiosk(row: KioskRow): Kiosk {
  const live = liveOf(row);
  const draft = draftOf(row);
  return {
    _id: row.id,
    name: row.name,
    kioskKey: row.kiosk_key,
    shop: row.shop_id,
    type: row.type,
    EFTPOSProvider: row.eftpos_provider,
    allowPayInCash: row.allow_pay_in_cash,
    allowRegisteredUsersSignIn: row.allow_registered_users_sign_in,
    hidePrices: row.hide_prices,
    embedVersion: live.version,
    layoutConfig: layoutOf('kiosk', live.layouts, live.version),
    draft: { embedVersion: draft.version, layoutConfig: layoutOf('kiosk', draft.layouts, draft.version) },
    hasUnpublishedChanges: hasUnpublished(row),
    publishedVersion: row.published_version,
  };
}

function toVersionSummary(row: LayoutVersionRow): LayoutVersionSummary {
  return {
    version: row.version,
    publishedAt: toIso(row.published_at),
    publishedBy: { _id: row.published_by, name: row.published_by_name },
    embedVersion: row.embed_version,
    changes: row.changes,
    restoredFrom: row.restored_from,
  };
}

/** "What changed" between what the kiosk shows and the layout about to go live. */
function publishChanges(before: KioskLayoutState, after: KioskLayoutState): string[] {
  const sections = changedSections(
    layoutOf('kiosk', before.layouts, after.version),
    layoutOf('kiosk', after.layouts, after.version),
  );
  return before.version !== after.version ? ['embedVersion', ...sections] : sections;
}

/** Kiosk routes (spec 001 §7). Creating one is admin only (spec 001 §6); the rest needs the kiosk's shop. */
export async function kioskRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }): Promise<void> {
  const { db, now } = deps;

  async function loadKioskForCaller(tx: Db, user: AuthUser, id: string, forUpdate = false): Promise<KioskRow> {
    const row = await findKiosk(tx, id, { forUpdate });
    if (!row) throw notFound(KIOSK_NOT_FOUND);
    await loadShopForCaller(tx, user, row.shop_id, 'settings.edit');
    return row;
  }

  async function mustFind(tx: Db, id: string): Promise<KioskRow> {
    const row = await findKiosk(tx, id);
    if (!row) throw new Error(`kiosk ${id} vanished during the transaction`);
    return row;
  }

  app.get(
    '/shops/:shopId/kiosks',
    { schema: { params: shopParams, querystring: kiosksQuery } },
    async (request): Promise<KiosksResponse> => {
      const { shopId } = paramsOf(request);
      await loadShopForCaller(db, currentUser(request), shopId, 'settings.edit');
      const { options } = queryOf(request);
      const { rows, count } = await listKiosks(db, shopId, {
        ...(options.sort ? { sort: options.sort } : {}),
        limit: options.limit ?? SHOPS_LIST_LIMIT,
        skip: options.skip ?? 0,
      });
      return { kiosks: rows.map(toKiosk), count };
    },
  );

  app.post('/kiosks', { schema: { body: createKioskRequest } }, async (request, reply): Promise<KioskResponse> => {
    const user = currentUser(request);
    assertAdmin(user);
    const { kioskInfo } = bodyOf(request);
    await loadShopForCaller(db, user, kioskInfo.shop, 'settings.edit');
    const id = await insertKiosk(db, { shopId: kioskInfo.shop, name: kioskInfo.name, now: now() });
    const row = await findKiosk(db, id);
    if (!row) throw new Error(`kiosk ${id} vanished after insert`);
    reply.status(201);
    return { kiosk: toKiosk(row) };
  });

  app.put(
    '/kiosks/:id',
    { schema: { params: kioskParams, body: updateKioskRequest } },
    async (request): Promise<KioskResponse> => {
      const user = currentUser(request);
      const { id } = paramsOf(request);
      const row = await db.transaction(async (tx) => {
        const current = await loadKioskForCaller(tx, user, id, true);
        const { kioskInfo } = bodyOf(request);
        const { embedVersion, layoutConfig, ...fields } = kioskInfo;
        const changes: KioskChanges = { ...fields };
        // layout saves go to the draft; the kiosk keeps showing the live layout until Publish
        if (embedVersion !== undefined || layoutConfig !== undefined) {
          const draft = draftOf(current);
          const version = embedVersion ?? draft.version;
          changes.draftLayoutConfig = column({
            version,
            layouts: layoutConfig ? applyLayoutSave('kiosk', draft.layouts, version, layoutConfig) : draft.layouts,
          });
        }
        await updateKiosk(tx, id, changes);
        const updated = await findKiosk(tx, id);
        if (!updated) throw new Error(`kiosk ${id} vanished during update`);
        return updated;
      });
      return { kiosk: toKiosk(row) };
    },
  );

  app.delete('/kiosks/:id', { schema: { params: kioskParams } }, async (request): Promise<KioskResponse> => {
    const user = currentUser(request);
    const { id } = paramsOf(request);
    const row = await loadKioskForCaller(db, user, id);
    await deleteKiosk(db, id);
    return { kiosk: toKiosk(row) };
  });

  /** The kiosk's draft layout goes live as a new version (who, when, what changed). */
  app.post('/kiosks/:id/publish', { schema: { params: kioskParams } }, async (request): Promise<KioskResponse> => {
    const user = currentUser(request);
    const { id } = paramsOf(request);
    const row = await db.transaction(async (tx) => {
      const current = await loadKioskForCaller(tx, user, id, true);
      if (!hasUnpublished(current)) throw conflict(KIOSK_MESSAGES.nothingToPublish);
      const draft = draftOf(current);
      const version = current.published_version + 1;
      const at = now();
      await insertKioskLayoutVersion(tx, id, {
        version,
        embed_version: draft.version,
        layouts: draft.layouts,
        published_by: user.id,
        published_at: at,
        changes: publishChanges(liveOf(current), draft),
        restored_from: null,
      });
      await updateKiosk(tx, id, { layoutConfig: column(draft), draftLayoutConfig: column(draft), publishedVersion: version });
      return mustFind(tx, id);
    });
    return { kiosk: toKiosk(row) };
  });

  app.get('/kiosks/:id/versions', { schema: { params: kioskParams } }, async (request): Promise<LayoutVersionsResponse> => {
    const { id } = paramsOf(request);
    await loadKioskForCaller(db, currentUser(request), id);
    return { versions: (await listKioskLayoutVersions(db, id)).map(toVersionSummary) };
  });

  app.get(
    '/kiosks/:id/versions/:version',
    { schema: { params: kioskLayoutVersionParams } },
    async (request): Promise<LayoutVersionResponse> => {
      const { id, version } = paramsOf(request);
      await loadKioskForCaller(db, currentUser(request), id);
      const found = await findKioskLayoutVersion(db, id, version);
      if (!found) throw notFound(KIOSK_MESSAGES.versionNotFound);
      return { version: { ...toVersionSummary(found), layoutConfig: layoutOf('kiosk', found.layouts, found.embed_version) } };
    },
  );

  /** One click: that version's layout becomes the draft and goes live again, as a new version. */
  app.post(
    '/kiosks/:id/versions/:version/restore',
    { schema: { params: kioskLayoutVersionParams } },
    async (request): Promise<KioskResponse> => {
      const user = currentUser(request);
      const { id, version } = paramsOf(request);
      const row = await db.transaction(async (tx) => {
        const current = await loadKioskForCaller(tx, user, id, true);
        const restored = await findKioskLayoutVersion(tx, id, version);
        if (!restored) throw notFound(KIOSK_MESSAGES.versionNotFound);
        const state = { version: restored.embed_version, layouts: restored.layouts };
        const next = current.published_version + 1;
        await insertKioskLayoutVersion(tx, id, {
          version: next,
          embed_version: state.version,
          layouts: state.layouts,
          published_by: user.id,
          published_at: now(),
          changes: publishChanges(liveOf(current), state),
          restored_from: version,
        });
        await updateKiosk(tx, id, { layoutConfig: column(state), draftLayoutConfig: column(state), publishedVersion: next });
        return mustFind(tx, id);
      });
      return { kiosk: toKiosk(row) };
    },
  );
}
