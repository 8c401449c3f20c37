import {
  ADMIN_PAGE_SIZE,
  type AuditLogResponse,
  auditLogQuery,
  type ClearCartResponse,
  emptyAdminRequest,
  id,
  MESSAGES,
  type SendPasswordResetResponse,
  type StripeLocationResponse,
  shopParams,
  stripeLocationRequest,
  type TransferShopResponse,
  transferShopParams,
} from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { resetLink, resetMail } from '../account/reset-mail';
import { RESET_THROTTLE, recordResetRequest, resetRequestCounts } from '../account/reset-throttle';
import { issueResetToken, newResetToken } from '../account/reset-tokens';
import type { MailAdapter } from '../adapters/mail';
import type { PaymentsAdapter } from '../adapters/payments';
import { assertAdmin, currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { conflict, HttpError, notFound, tooManyRequests } from '../http/errors';
import { bodyOf, paramsOf, queryOf } from '../http/validate';
import { SHOP_NOT_FOUND } from '../shops/access';
import { findShop, lockLiveShop, setShopOwner, updateShopRow } from '../shops/repo';
import { toShop } from '../shops/serialize';
import { deepMerge, withSettingsDefaults } from '../shops/settings';
import { clearCart, findUserById } from '../users/repo';
import { toUser } from '../users/serialize';
import { listAudit, recordAudit } from './audit';

export const USER_NOT_FOUND = 'User not found';
export const ALREADY_OWNER_MESSAGE = 'This user already owns this venue.';
export const ADMIN_RESET_THROTTLED_MESSAGE = `This user was sent ${RESET_THROTTLE.perEmail.max} password reset e-mails in the last hour. Please wait before sending another.`;
export const RESET_MAIL_FAILED_MESSAGE = 'The password reset e-mail could not be sent. Please try again.';

const userParams = z.strictObject({ userId: id });

/**
 * Route-level onRequest: runs after the bearer-token hook and BEFORE the body is parsed or anything is looked up,
 * so a non-admin gets 403 `{ message }` and nothing else (no 404 that would reveal whether an id exists, no 400
 * that would describe the body).
 */
async function adminOnly(request: FastifyRequest): Promise<void> {
  assertAdmin(currentUser(request));
}

/**
 * Platform-admin actions (spec 001 §2 Admin screens, §6, §7) and their audit log. Mounted under /api behind the
 * bearer-token hook; every route here is admin only. User roles (PUT /api/users/:userId) and shop delete
 * (DELETE /api/shops/:shopId) stay with their areas and write the same audit log.
 */
export async function adminRoutes(
  app: FastifyInstance,
  deps: { db: Db; payments: PaymentsAdapter; mail: MailAdapter; publicUrl: string; now: () => Date },
): Promise<void> {
  const { db, payments, mail, publicUrl, now } = deps;
  const admin = { onRequest: adminOnly };

  /** PUT /api/users/{id}/clear-cart (spec 001 §7): empties the customer's cart. */
  app.put(
    '/users/:userId/clear-cart',
    { ...admin, schema: { params: userParams, body: emptyAdminRequest } },
    async (request): Promise<ClearCartResponse> => {
      const caller = currentUser(request);
      const { userId } = paramsOf(request);
      bodyOf(request, { optional: true });
      const row = await db.transaction(async (tx) => {
        const current = await findUserById(tx, userId, { forUpdate: true });
        if (!current) throw notFound(USER_NOT_FOUND);
        const cleared = await clearCart(tx, userId);
        await recordAudit(tx, {
          at: now(),
          actorId: caller.id,
          action: 'user.clear-cart',
          userIds: [userId],
          details: { items: current.cart.length },
        });
        return cleared;
      });
      return { message: MESSAGES.customerCartCleared, user: toUser(row) };
    },
  );

  /**
   * POST /api/users/{userId}/send-password-reset (ours; spec 001 §2 "send password reset"): the same token and
   * e-mail as POST /forgot-password, for this user's address, sent before answering (the admin learns of a failed
   * send). The per-address limit of the public flow applies (it protects the inbox), the per-IP one does not.
   */
  app.post(
    '/users/:userId/send-password-reset',
    { ...admin, schema: { params: userParams, body: emptyAdminRequest } },
    async (request): Promise<SendPasswordResetResponse> => {
      const caller = currentUser(request);
      const { userId } = paramsOf(request);
      bodyOf(request, { optional: true });
      const user = await findUserById(db, userId);
      if (!user) throw notFound(USER_NOT_FOUND);
      const counts = await resetRequestCounts(db, user.email, request.ip);
      if (counts.email >= RESET_THROTTLE.perEmail.max) throw tooManyRequests(ADMIN_RESET_THROTTLED_MESSAGE);
      await recordResetRequest(db, user.email, request.ip);
      const { token, hash } = newResetToken();
      if (!(await issueResetToken(db, user.email, hash, now()))) throw notFound(USER_NOT_FOUND);
      try {
        await mail.sendMail(resetMail({ to: user.email, givenName: user.given_name, link: resetLink(publicUrl, token) }));
      } catch (error) {
        request.log.error({ err: error }, 'admin password reset e-mail failed');
        throw new HttpError(502, RESET_MAIL_FAILED_MESSAGE);
      }
      await recordAudit(db, {
        at: now(),
        actorId: caller.id,
        action: 'user.password-reset',
        userIds: [userId],
        details: { email: user.email },
      });
      return { message: MESSAGES.resetRequestSent };
    },
  );

  /**
   * POST /api/shops/{shopId}/transfer-to/{userId} (spec 001 §7): one transaction under the shop's row lock — the
   * owner changes, the new owner gets the merchant role if they lacked it, the audit entry is written. Ownership
   * is read from the database on every request, so the old owner's next call is refused (403 / not listed).
   */
  app.post(
    '/shops/:shopId/transfer-to/:userId',
    { ...admin, schema: { params: transferShopParams, body: emptyAdminRequest } },
    async (request): Promise<TransferShopResponse> => {
      const caller = currentUser(request);
      const { shopId, userId } = paramsOf(request);
      bodyOf(request, { optional: true });
      const row = await db.transaction(async (tx) => {
        if (!(await lockLiveShop(tx, shopId))) throw notFound(SHOP_NOT_FOUND);
        const shop = await findShop(tx, shopId);
        if (!shop) throw notFound(SHOP_NOT_FOUND);
        const target = await findUserById(tx, userId, { forUpdate: true });
        if (!target) throw notFound(USER_NOT_FOUND);
        if (shop.owner_id === userId) throw conflict(ALREADY_OWNER_MESSAGE);
        await setShopOwner(tx, shopId, userId);
        const addedMerchant = !target.roles.includes('merchant');
        if (addedMerchant)
          await tx.query(`update users set roles = array_append(roles, 'merchant'), updated_at = now() where id = $1`, [userId]);
        const person = (given: string, family: string, email: string, _id: string) => ({
          _id,
          name: `${given} ${family}`.trim(),
          email,
        });
        await recordAudit(tx, {
          at: now(),
          actorId: caller.id,
          action: 'shop.transfer',
          shopId,
          userIds: [shop.owner_id, userId],
          details: {
            shopName: shop.name,
            from: person(shop.owner_given_name, shop.owner_family_name, shop.owner_email, shop.owner_id),
            to: person(target.given_name, target.family_name, target.email, target.id),
            ...(addedMerchant ? { addedRole: 'merchant' } : {}),
          },
        });
        const moved = await findShop(tx, shopId);
        if (!moved) throw notFound(SHOP_NOT_FOUND);
        return moved;
      });
      return { message: MESSAGES.venueTransferred, shop: toShop(row, { populateOwner: true }) };
    },
  );

  /**
   * POST /api/shops/{shopId}/stripe-location (spec 001 §7): line1, line2, city, country (NZ when left out),
   * postCode, all required. The payments adapter registers (or updates) the location; its id is stored in
   * `transactional.stripeLocation` under the row lock, and the action is audited with the address.
   */
  app.post(
    '/shops/:shopId/stripe-location',
    { ...admin, schema: { params: shopParams, body: stripeLocationRequest } },
    async (request): Promise<StripeLocationResponse> => {
      const caller = currentUser(request);
      const { shopId } = paramsOf(request);
      const address = bodyOf(request);
      const before = await findShop(db, shopId);
      if (!before) throw notFound(SHOP_NOT_FOUND);
      // The provider call stays outside the transaction (no row lock held across the network).
      const location = await payments.setLocation(toShop(before), address);
      const row = await db.transaction(async (tx) => {
        const current = await findShop(tx, shopId, { forUpdate: true });
        if (!current) throw notFound(SHOP_NOT_FOUND);
        const settings = deepMerge(withSettingsDefaults(current.settings), {
          transactional: { stripeLocation: location.id, stripeLocationAddress: address },
        });
        await updateShopRow(tx, shopId, { name: current.name, type: current.type, settings });
        await recordAudit(tx, {
          at: now(),
          actorId: caller.id,
          action: 'shop.stripe-location',
          shopId,
          userIds: [current.owner_id],
          details: { shopName: current.name, locationId: location.id, address },
        });
        const updated = await findShop(tx, shopId);
        if (!updated) throw notFound(SHOP_NOT_FOUND);
        return updated;
      });
      return {
        message: MESSAGES.paymentLocationSet,
        shop: toShop(row, { populateOwner: true }),
        location: { id: location.id, address },
      };
    },
  );

  /** GET /api/users/{userId}/audit-log (ours): admin actions concerning this user, newest first. */
  app.get(
    '/users/:userId/audit-log',
    { ...admin, schema: { params: userParams, querystring: auditLogQuery } },
    async (request): Promise<AuditLogResponse> => {
      const { userId } = paramsOf(request);
      const { options } = queryOf(request);
      return listAudit(db, { userId }, { sort: options.sort, limit: options.limit ?? ADMIN_PAGE_SIZE, skip: options.skip ?? 0 });
    },
  );

  /** GET /api/shops/{shopId}/audit-log (ours): admin actions on this shop, newest first (a deleted shop's too). */
  app.get(
    '/shops/:shopId/audit-log',
    { ...admin, schema: { params: shopParams, querystring: auditLogQuery } },
    async (request): Promise<AuditLogResponse> => {
      const { shopId } = paramsOf(request);
      const { options } = queryOf(request);
      return listAudit(db, { shopId }, { sort: options.sort, limit: options.limit ?? ADMIN_PAGE_SIZE, skip: options.skip ?? 0 });
    },
  );
}
