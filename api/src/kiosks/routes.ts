import {
  createKioskRequest,
  type Kiosk,
  type KioskResponse,
  type KiosksResponse,
  kioskParams,
  kiosksQuery,
  SHOPS_LIST_LIMIT,
  shopParams,
  updateKioskRequest,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { type AuthUser, assertAdmin, currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { applyLayoutSave, layoutOf } from '../embed/layout';
import { notFound } from '../http/errors';
import { parseBody, parseInput } from '../http/validate';
import { loadShopForCaller } from '../shops/access';
import { deleteKiosk, findKiosk, insertKiosk, type KioskChanges, type KioskRow, listKiosks, updateKiosk } from './repo';

export const KIOSK_NOT_FOUND = 'Kiosk not found';
/** A kiosk with no stored layout shows design version 2. */
const DEFAULT_KIOSK_VERSION = 2;

export function toKiosk(row: KioskRow): Kiosk {
  const embedVersion = row.layout_config?.embedVersion ?? DEFAULT_KIOSK_VERSION;
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
    embedVersion,
    layoutConfig: layoutOf('kiosk', row.layout_config?.layouts, embedVersion),
  };
}

/** Kiosk routes (spec 001 §7). Creating one is admin only (spec 001 §6); the rest needs the kiosk's shop. */
export async function kioskRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }): Promise<void> {
  const { db, now } = deps;

  async function loadKioskForCaller(tx: Db, user: AuthUser, id: string, forUpdate = false): Promise<KioskRow> {
    const row = await findKiosk(tx, id, { forUpdate });
    if (!row) throw notFound(KIOSK_NOT_FOUND);
    await loadShopForCaller(tx, user, row.shop_id);
    return row;
  }

  app.get('/shops/:shopId/kiosks', async (request): Promise<KiosksResponse> => {
    const { shopId } = parseInput(shopParams, request.params);
    await loadShopForCaller(db, currentUser(request), shopId);
    const { options } = parseInput(kiosksQuery, request.query);
    const { rows, count } = await listKiosks(db, shopId, {
      ...(options.sort ? { sort: options.sort } : {}),
      limit: options.limit ?? SHOPS_LIST_LIMIT,
      skip: options.skip ?? 0,
    });
    return { kiosks: rows.map(toKiosk), count };
  });

  app.post('/kiosks', async (request, reply): Promise<KioskResponse> => {
    const user = currentUser(request);
    assertAdmin(user);
    const { kioskInfo } = parseBody(createKioskRequest, request.body);
    await loadShopForCaller(db, user, kioskInfo.shop);
    const id = await insertKiosk(db, { shopId: kioskInfo.shop, name: kioskInfo.name, now: now() });
    const row = await findKiosk(db, id);
    if (!row) throw new Error(`kiosk ${id} vanished after insert`);
    reply.status(201);
    return { kiosk: toKiosk(row) };
  });

  app.put('/kiosks/:id', async (request): Promise<KioskResponse> => {
    const user = currentUser(request);
    const { id } = parseInput(kioskParams, request.params);
    const row = await db.transaction(async (tx) => {
      const current = await loadKioskForCaller(tx, user, id, true);
      const { kioskInfo } = parseBody(updateKioskRequest, request.body);
      const { embedVersion, layoutConfig, ...fields } = kioskInfo;
      const changes: KioskChanges = { ...fields };
      if (embedVersion !== undefined || layoutConfig !== undefined) {
        const version = embedVersion ?? current.layout_config?.embedVersion ?? DEFAULT_KIOSK_VERSION;
        const layouts = current.layout_config?.layouts ?? {};
        changes.layoutConfig = {
          embedVersion: version,
          layouts: layoutConfig ? applyLayoutSave('kiosk', layouts, version, layoutConfig) : layouts,
        };
      }
      await updateKiosk(tx, id, changes);
      const updated = await findKiosk(tx, id);
      if (!updated) throw new Error(`kiosk ${id} vanished during update`);
      return updated;
    });
    return { kiosk: toKiosk(row) };
  });

  app.delete('/kiosks/:id', async (request): Promise<KioskResponse> => {
    const user = currentUser(request);
    const { id } = parseInput(kioskParams, request.params);
    const row = await loadKioskForCaller(db, user, id);
    await deleteKiosk(db, id);
    return { kiosk: toKiosk(row) };
  });
}
