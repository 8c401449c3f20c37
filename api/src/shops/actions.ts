import {
  type AccountLinkResponse,
  can,
  type DeleteShopResponse,
  MESSAGES,
  ROUTES,
  type ShopWriteResponse,
  shopParams,
  shopStatusParams,
  shopStatusRequest,
  updateShopPaymentRequest,
  verificationLinkQuery,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PaymentsAdapter } from '../adapters/payments';
import { completeLocalAccountLink } from '../adapters/payments/local-verification';
import { recordAudit } from '../admin/audit';
import { assertAdmin, currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { badRequest, notFound } from '../http/errors';
import { bodyOf, paramsOf, queryOf } from '../http/validate';
import { SHOP_NOT_FOUND } from './access';
import { findShop, lockLiveShop, setShopStatus, softDeleteShop, updateShopRow } from './repo';
import { toShop, wantsOwner, withoutPayoutDetails } from './serialize';
import { deepMerge, withSettingsDefaults } from './settings';
import { checkedShopOf, guardShopOfPath, loadShopWithAccess } from './shop-guard';

export const LOCAL_LINK_INVALID_MESSAGE =
  'This verification link has expired or was already used. Open the verification section of your shop settings to get a new one.';

/** Where the provider sends the person back to (spec 000 §4: Verify Now goes to this section). */
export function verificationReturnUrl(publicUrl: string): string {
  return `${publicUrl}${ROUTES.settings}?section=verification`;
}

/**
 * Shop calls of spec 000 §7 / 001 §7 beyond read, create and settings save. Mounted under /api behind the
 * bearer-token hook; each declares its permission in the shop (shops/shop-guard.ts) except delete (admin only).
 */
export async function shopActionRoutes(
  app: FastifyInstance,
  deps: { db: Db; payments: PaymentsAdapter; publicUrl: string; now: () => Date },
): Promise<void> {
  const { db, payments, publicUrl, now } = deps;

  app.put(
    '/shops/:shopId/accepting-orders/:status',
    // the switch sits on the orders screen: whoever takes orders may stop taking them
    {
      schema: { params: shopStatusParams, body: shopStatusRequest },
      config: { shopPermission: 'orders.act' },
      preHandler: guardShopOfPath(db),
    },
    async (request): Promise<ShopWriteResponse> => {
      const { member_role: role } = checkedShopOf(request);
      const { shopId, status } = paramsOf(request);
      const { options } = bodyOf(request, { optional: true });
      await setShopStatus(db, shopId, status);
      const row = await findShop(db, shopId);
      if (!row) throw notFound(SHOP_NOT_FOUND);
      const shop = toShop({ ...row, member_role: role }, { populateOwner: wantsOwner(options?.populate) });
      return { shop: can(role, 'payouts.edit') ? shop : withoutPayoutDetails(shop) };
    },
  );

  app.put(
    '/shops/:shopId/payment',
    { schema: { params: shopParams, body: updateShopPaymentRequest }, config: { shopPermission: 'payouts.edit' } },
    async (request): Promise<ShopWriteResponse> => {
      const { shopId } = paramsOf(request);
      const result = await db.transaction(async (tx) => {
        const current = await loadShopWithAccess(tx, request, shopId, { forUpdate: true });
        const { shopInfo, options } = bodyOf(request);
        const settings = deepMerge(withSettingsDefaults(current.settings), { transactional: { bank_acn: shopInfo.bank_acn } });
        await updateShopRow(tx, shopId, { name: current.name, type: current.type, settings });
        const updated = await findShop(tx, shopId);
        if (!updated) throw notFound(SHOP_NOT_FOUND);
        return { updated, populateOwner: wantsOwner(options?.populate) };
      });
      return { shop: toShop(result.updated, { populateOwner: result.populateOwner }) };
    },
  );

  app.get(
    '/shops/:shopId/verification-link',
    {
      schema: { params: shopParams, querystring: verificationLinkQuery },
      config: { shopPermission: 'payouts.edit' },
      preHandler: guardShopOfPath(db),
    },
    async (request): Promise<AccountLinkResponse> => {
      const row = checkedShopOf(request);
      const shopId = row.id;
      queryOf(request);
      const returnUrl = verificationReturnUrl(publicUrl);
      const link = await payments.createAccountLink(toShop(row), { publicUrl, returnUrl, refreshUrl: returnUrl });
      if (link.createdAccountId) {
        const accountId = link.createdAccountId;
        await db.transaction(async (tx) => {
          const current = await findShop(tx, shopId, { forUpdate: true });
          if (!current) return;
          const settings = withSettingsDefaults(current.settings);
          if (settings.transactional?.stripeId) return;
          await updateShopRow(tx, shopId, {
            name: current.name,
            type: current.type,
            settings: deepMerge(settings, { transactional: { stripeId: accountId } }),
          });
        });
      }
      return { accountLink: { url: link.url } };
    },
  );

  /**
   * Admin delete: a soft delete (docs/decisions/013-admin.md), row-locked so it and a racing transfer are ordered,
   * recorded in the audit log in the same transaction.
   */
  app.delete('/shops/:shopId', { schema: { params: shopParams } }, async (request): Promise<DeleteShopResponse> => {
    const admin = currentUser(request);
    assertAdmin(admin);
    const { shopId } = paramsOf(request);
    const deleted = await db.transaction(async (tx) => {
      if (!(await lockLiveShop(tx, shopId))) return false;
      const shop = await findShop(tx, shopId);
      if (!shop) return false;
      const at = now();
      await softDeleteShop(tx, shopId, admin.id, at);
      await recordAudit(tx, {
        at,
        actorId: admin.id,
        action: 'shop.delete',
        shopId,
        userIds: [shop.owner_id],
        details: { shopName: shop.name, ownerId: shop.owner_id },
      });
      return true;
    });
    if (!deleted) throw notFound(SHOP_NOT_FOUND);
    return { message: MESSAGES.shopDeleteSuccessful };
  });
}

const verifyParams = z.strictObject({ shopId: shopParams.shape.shopId });
const verifyQuery = z.strictObject({ token: z.string().min(1).max(200) });

/**
 * GET /api/payments/local/verify/:shopId?token=… — the local provider's "hosted onboarding": public (the browser
 * navigates here from the verification link, without a bearer token; the one-time token is the permission), marks
 * the shop's local account verified and redirects to the verification section. Registered only while the local
 * provider is in use.
 */
export async function localPaymentsRoutes(app: FastifyInstance, deps: { db: Db; publicUrl: string }): Promise<void> {
  app.get(
    '/payments/local/verify/:shopId',
    { schema: { params: verifyParams, querystring: verifyQuery } },
    async (request, reply) => {
      const { shopId } = paramsOf(request);
      const { token } = queryOf(request);
      // a deleted shop's public link answers as if it never existed
      if (!(await findShop(deps.db, shopId))) throw notFound(SHOP_NOT_FOUND);
      if (!(await completeLocalAccountLink(deps.db, shopId, token))) throw badRequest(LOCAL_LINK_INVALID_MESSAGE);
      return reply.redirect(verificationReturnUrl(deps.publicUrl), 302);
    },
  );
}
