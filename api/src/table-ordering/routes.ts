import { type DineInLinksResponse, defaultStoreDomain, dineInPreviewLink, shopParams } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { findEmbedKey } from '../embed/repo';
import { paramsOf } from '../http/validate';
import { loadShopForCaller } from '../shops/access';
import { withSettingsDefaults } from '../shops/settings';

/**
 * GET /api/shops/:shopId/dine-in-links (ours): what each table's QR code encodes — the same link as the dine-in
 * preview (spec 001 §2: the last origin, over https), so the printed code and the preview never differ. Without an
 * embed key the store's domain is the default one (the store-domain suffix is server configuration).
 */
export async function tableOrderingRoutes(app: FastifyInstance, deps: { db: Db; storeDomainSuffix: string }): Promise<void> {
  app.get('/shops/:shopId/dine-in-links', { schema: { params: shopParams } }, async (request): Promise<DineInLinksResponse> => {
    const { shopId } = paramsOf(request);
    const shop = await loadShopForCaller(deps.db, currentUser(request), shopId, 'settings.edit');
    const key = await findEmbedKey(deps.db, shopId);
    const origins = key?.origins.filter((origin) => origin.trim() !== '') ?? [];
    const storeOrigins = origins.length > 0 ? origins : [defaultStoreDomain(shop.name, deps.storeDomainSuffix)];
    const tables = withSettingsDefaults(shop.settings).dineIn?.tables ?? [];
    return {
      storeDomain: storeOrigins.at(-1) as string,
      links: tables.map((table) => ({
        tableId: table._id,
        number: table.number,
        capacity: table.capacity,
        url: dineInPreviewLink(storeOrigins, table._id) as string,
      })),
    };
  });
}
