import { copyMenuParams, menuImportRequest, shopParams, slugify } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { badRequest } from '../http/errors';
import { bodyOf, paramsOf } from '../http/validate';
import { checkedShopOf, guardShopOfPath, loadShopWithAccess } from '../shops/shop-guard';
import { lockShopMenu } from './access';
import { copyMenu } from './copy';
import { MENU_MESSAGES } from './messages';
import { exportMenuCsv, importMenuCsv } from './spreadsheet';

const MENU_EDIT = { shopPermission: 'menu.edit' } as const;

/**
 * A whole menu in and out: copied from another shop of the caller's (spec 001 §2), and the spreadsheet round trip
 * (ours: a CSV export, and an import that is checked in full before anything is written; api/README.md).
 */
export async function menuTransferRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const guardShop = guardShopOfPath(db);

  /**
   * Copies the menu of `targetId` into `shopId` (spec 001 §2 "copy menu from another shop"): the caller must be
   * allowed to edit both menus (or be admin). The copied categories come after the ones the shop already has;
   * nothing is deleted.
   */
  app.post(
    '/shops/:shopId/copy-menu-from/:targetId',
    { schema: { params: copyMenuParams }, config: MENU_EDIT, preHandler: guardShop },
    async (request) => {
      const { shopId, targetId } = paramsOf(request);
      if (shopId === targetId) throw badRequest('Choose another shop to copy the menu from');
      const copied = await db.transaction(async (tx) => {
        await lockShopMenu(tx, shopId);
        await loadShopWithAccess(tx, request, targetId);
        return copyMenu(tx, targetId, shopId);
      });
      return { message: MENU_MESSAGES.menuCopied, ...copied };
    },
  );

  app.get(
    '/shops/:shopId/menu-export',
    { schema: { params: shopParams }, config: MENU_EDIT, preHandler: guardShop },
    async (request) => {
      const { shopId } = paramsOf(request);
      const shop = checkedShopOf(request);
      return { fileName: `menu-${slugify(String(shop.name)) || 'shop'}.csv`, csv: await exportMenuCsv(db, shopId) };
    },
  );

  app.post(
    '/shops/:shopId/menu-import',
    {
      bodyLimit: 4 * 1024 * 1024,
      schema: { params: shopParams, body: menuImportRequest },
      config: MENU_EDIT,
      preHandler: guardShop,
    },
    async (request, reply) => {
      const { shopId } = paramsOf(request);
      const { csv, apply = false } = bodyOf(request);
      if (!apply) return importMenuCsv(db, shopId, csv, false);
      const result = await db.transaction(async (tx) => {
        await lockShopMenu(tx, shopId);
        return importMenuCsv(tx, shopId, csv, true);
      });
      if (!result.applied) {
        return reply.code(422).send({ message: 'Nothing was imported: fix the refused rows and try again', ...result });
      }
      return result;
    },
  );
}
