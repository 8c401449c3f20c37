import { type DineInLinksResponse, defaultStoreDomain, dineInTableLink, shopParams } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { findEmbedKey } from '../embed/repo';
import { paramsOf } from '../http/validate';
import { loadShopForCaller } from '../shops/access';
import { withSettingsDefaults } from '../shops/settings';

/**
 * GET /api/shops/:shopId/dine-in-links (ours): what each table's QR code encodes. The store's domain is decided
 * here because the store-domain suffix is server configuration (STORE_DOMAIN_SUFFIX) and the embed key may carry it.
 */
export async function tableOrderingRoutes(app: FastifyInstance, deps: { db: Db; storeDomainSuffix: string }): Promise<void> {
  app.get('/shops/:shopId/dine-in-links', { schema: { params: shopParams } }, async (request): Promise<DineInLinksResponse> => {
    const { shopId } = paramsOf(request);
    const shop = await loadShopForCaller(deps.db, currentUser(request), shopId);
    const key = await findEmbedKey(deps.db, shopId);
    const storeDomain = key?.origins[0] || defaultStoreDomain(shop.name, deps.storeDomainSuffix);
    const tables = withSettingsDefaults(shop.settings).dineIn?.tables ?? [];
    return {
      storeDomain,
      links: tables.map((table) => ({
        tableId: table._id,
        number: table.number,
        capacity: table.capacity,
        url: dineInTableLink(storeDomain, table._id),
      })),
    };
  });
}
