import {
  createKioskRequest,
  type Kiosk,
  type KioskResponse,
  type KiosksResponse,
  kioskLayoutVersionParams,
  kioskParams,
  kiosksQuery,
  SHOPS_LIST_LIMIT,
  shopParams,
  updateKioskRequest,
} from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertAdmin, currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { applyLayoutSave, layoutOf } from '../embed/layout';
import { kioskLayoutVersions, type LayoutOwner, type LayoutState, layoutVersionRoutes } from '../embed/layout-versions';
import { notFound } from '../http/errors';
import { bodyOf, paramsOf, pickParams, queryOf } from '../http/validate';
import { guardShopOfPath, loadShopWithAccess } from '../shops/shop-guard';
import {
  deleteKiosk,
  findKiosk,
  insertKiosk,
  type KioskChanges,
  type KioskLayoutColumn,
  type KioskRow,
  listKiosks,
  updateKiosk,
} from './repo';

export const KIOSK_NOT_FOUND = 'Kiosk not found';
/** A kiosk with no stored layout shows design version 2. */
const DEFAULT_KIOSK_VERSION = 2;

function liveOf(row: KioskRow): LayoutState {
  return {
    version: row.layout_config?.embedVersion ?? DEFAULT_KIOSK_VERSION,
    layouts: row.layout_config?.layouts ?? {},
  };
}

/** The draft: the unpublished section saves, or the live layout when there are none. */
function draftOf(row: KioskRow): LayoutState {
  if (!row.draft_layout_config) return liveOf(row);
  return {
    version: row.draft_layout_config.embedVersion ?? DEFAULT_KIOSK_VERSION,
    layouts: row.draft_layout_config.layouts ?? {},
  };
}

function column(state: LayoutState): KioskLayoutColumn {
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

/** The path's kiosk id (`/kiosks/:id/…`), judged as every kiosk route judges it. */
function kioskIdOf(request: FastifyRequest): string {
  const { id }: { id: string } = pickParams(request, ['id']);
  return id;
}

/** Kiosk routes (spec 001 §7). Creating one is admin only (spec 001 §6); the rest needs the kiosk's shop. */
export async function kioskRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }): Promise<void> {
  const { db, now } = deps;

  const SETTINGS = { shopPermission: 'settings.edit' } as const;

  /** The kiosk (404), then the shop access check of its shop; locked for the transaction when `forUpdate`. */
  async function loadKioskForCaller(tx: Db, request: FastifyRequest, id: string, forUpdate = false): Promise<KioskRow> {
    const row = await findKiosk(tx, id, { forUpdate });
    if (!row) throw notFound(KIOSK_NOT_FOUND);
    await loadShopWithAccess(tx, request, row.shop_id);
    return row;
  }

  async function mustFind(tx: Db, id: string): Promise<KioskRow> {
    const row = await findKiosk(tx, id);
    if (!row) throw new Error(`kiosk ${id} vanished during the transaction`);
    return row;
  }

  /** A kiosk as a layout owner (embed/layout-versions.ts): its history kept under the kiosk's id. */
  const kioskLayouts: LayoutOwner<KioskRow, KioskResponse> = {
    target: 'kiosk',
    history: kioskLayoutVersions,
    load: (tx, request, forUpdate) => loadKioskForCaller(tx, request, kioskIdOf(request), forUpdate),
    idOf: (row) => row.id,
    live: liveOf,
    draft: draftOf,
    hasUnpublishedChanges: hasUnpublished,
    publishedVersion: (row) => row.published_version,
    async goLive(tx, row, { state, version }) {
      // what goes live is the draft too (the editor opens on what the kiosk shows)
      await updateKiosk(tx, row.id, { layoutConfig: column(state), draftLayoutConfig: column(state), publishedVersion: version });
      return mustFind(tx, row.id);
    },
    answer: (row) => ({ kiosk: toKiosk(row) }),
  };

  app.get(
    '/shops/:shopId/kiosks',
    { schema: { params: shopParams, querystring: kiosksQuery }, config: SETTINGS, preHandler: guardShopOfPath(db) },
    async (request): Promise<KiosksResponse> => {
      const { shopId } = paramsOf(request);
      const { options } = queryOf(request);
      const { rows, count } = await listKiosks(db, shopId, {
        ...(options.sort ? { sort: options.sort } : {}),
        limit: options.limit ?? SHOPS_LIST_LIMIT,
        skip: options.skip ?? 0,
      });
      return { kiosks: rows.map(toKiosk), count };
    },
  );

  app.post(
    '/kiosks',
    { schema: { body: createKioskRequest }, config: SETTINGS },
    async (request, reply): Promise<KioskResponse> => {
      assertAdmin(currentUser(request));
      const { kioskInfo } = bodyOf(request);
      await loadShopWithAccess(db, request, kioskInfo.shop);
      const id = await insertKiosk(db, { shopId: kioskInfo.shop, name: kioskInfo.name, now: now() });
      const row = await findKiosk(db, id);
      if (!row) throw new Error(`kiosk ${id} vanished after insert`);
      reply.status(201);
      return { kiosk: toKiosk(row) };
    },
  );

  app.put(
    '/kiosks/:id',
    { schema: { params: kioskParams, body: updateKioskRequest }, config: SETTINGS },
    async (request): Promise<KioskResponse> => {
      const { id } = paramsOf(request);
      const row = await db.transaction(async (tx) => {
        const current = await loadKioskForCaller(tx, request, id, true);
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

  app.delete('/kiosks/:id', { schema: { params: kioskParams }, config: SETTINGS }, async (request): Promise<KioskResponse> => {
    const { id } = paramsOf(request);
    const row = await loadKioskForCaller(db, request, id);
    await deleteKiosk(db, id);
    return { kiosk: toKiosk(row) };
  });

  await layoutVersionRoutes(app, {
    db,
    now,
    base: '/kiosks/:id',
    owner: kioskLayouts,
    params: kioskParams,
    versionParams: kioskLayoutVersionParams,
    shopPermission: 'settings.edit',
  });
}
