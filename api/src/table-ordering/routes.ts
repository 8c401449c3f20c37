import { type DineInLinksResponse, defaultStoreDomain, dineInPreviewLink, shopParams } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { findEmbedKey } from '../embed/repo';
import { paramsOf } from '../http/validate';
import { withSettingsDefaults } from '../shops/settings';
import { checkedShopOf, guardShopOfPath } from '../shops/shop-guard';

/**
 * GET /api/shops/:shopId/dine-in-links (ours): what each table's QR code encodes — the same link as the dine-in
 * preview (spec 001 §2: the last origin, over https), so the printed code and the preview never differ. Without an
 * embed key the store's domain is the default one (the store-domain suffix is server configuration).
 */
export async function tableOrderingRoutes(app: FastifyInstance, deps: { db: Db; storeDomainSuffix: string }): Promise<void> {
  const guardShop = guardShopOfPath(deps.db);
  app.get(
    '/shops/:shopId/dine-in-links',
    { schema: { params: shopParams }, config: { shopPermission: 'settings.edit' }, preHandler: guardShop },
    async (request): Promise<DineInLinksResponse> => {
      const { shopId } = paramsOf(request);
      const shop = checkedShopOf(request);
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
    },
  );
}
