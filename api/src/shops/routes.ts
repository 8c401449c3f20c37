import {
  ADMIN_PAGE_SIZE,
  adminOnlyRefusal,
  adminShopsQuery,
  can,
  createShopRequest,
  FIXED_SHOP_ADDRESS_MESSAGE,
  fixedShopWithoutAddress,
  id,
  ORDER_FEE_LABEL,
  PRICE_TABLE_EMPTY_MESSAGE,
  priceTableMissing,
  requiredNumberMessage,
  SHOPS_LIST_LIMIT,
  type ShopResponse,
  type ShopSummary,
  type ShopsListResponse,
  type ShopWriteResponse,
  settingsIssues,
  shopParams,
  shopQuery,
  shopsQuery,
  updateShopRequest,
  userShopsQuery,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PaymentsAdapter } from '../adapters/payments';
import { assertAdmin, assertSelfOrAdmin, currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { badRequest, forbidden } from '../http/errors';
import { bodyOf, paramsOf, queryOf } from '../http/validate';
import { effectiveRole } from './access';
import { checkLoyaltyReferences } from './loyalty-refs';
import { findShop, insertShop, listAllShops, listShopsOfMember, updateShopRow } from './repo';
import { toShop, wantsOwner, withoutPayoutDetails } from './serialize';
import { applyTableOperations, changedAdminOnlyPaths, deepMerge, type ShopSettings, withSettingsDefaults } from './settings';
import { checkedShopOf, guardShopOfPath, loadShopWithAccess } from './shop-guard';
import { shopSummary } from './summary';

const ownerParams = z.strictObject({ userId: id });

/** Shop routes (spec 000 §7), mounted under /api behind the bearer-token hook. */
export async function shopRoutes(app: FastifyInstance, deps: { db: Db; payments: PaymentsAdapter }): Promise<void> {
  const { db, payments } = deps;
  const guardShop = guardShopOfPath(db);

  app.get(
    '/users/:userId/shops',
    { schema: { params: ownerParams, querystring: userShopsQuery } },
    async (request): Promise<ShopsListResponse> => {
      const user = currentUser(request);
      const { userId } = paramsOf(request);
      assertSelfOrAdmin(user, userId);
      const { options } = queryOf(request);
      // every shop the user belongs to, each with their role in it (shop_members)
      const { rows, count } = await listShopsOfMember(db, userId, {
        sort: options.sort,
        limit: options.limit ?? SHOPS_LIST_LIMIT,
        skip: options.skip ?? 0,
      });
      const populateOwner = wantsOwner(options.populate);
      return { shops: rows.map((row) => toShop(row, { populateOwner })), count };
    },
  );

  app.get('/shops', { schema: { querystring: shopsQuery } }, async (request): Promise<ShopsListResponse> => {
    const caller = currentUser(request);
    const { search, type, options } = queryOf(request);
    const { rows, count } = await listAllShops(db, {
      ...(caller.isAdmin ? {} : { memberId: caller.id }),
      roleOf: caller.id,
      ...(search ? { search } : {}),
      ...(type === 'all' ? {} : { type }),
      ...(options.sort ? { sort: options.sort } : {}),
      limit: options.limit ?? SHOPS_LIST_LIMIT,
      skip: options.skip ?? 0,
    });
    const populateOwner = wantsOwner(options.populate);
    // an admin who is not a member of a shop acts as its owner (shops/access.ts effectiveRole)
    const withRole = (row: (typeof rows)[number]) => ({ ...row, member_role: effectiveRole(caller, row.member_role) });
    return { shops: rows.map((row) => toShop(withRole(row), { populateOwner })), count };
  });

  // Not in the walking-skeleton issue, but the api-client's admin list already calls it (spec 001 §7).
  app.get('/admin-shops', { schema: { querystring: adminShopsQuery } }, async (request): Promise<ShopsListResponse> => {
    assertAdmin(currentUser(request));
    const { search, type, options } = queryOf(request);
    const { rows, count } = await listAllShops(db, {
      ...(search ? { search } : {}),
      ...(type ? { type } : {}),
      ...(options.sort ? { sort: options.sort } : {}),
      limit: options.limit ?? ADMIN_PAGE_SIZE,
      skip: options.skip ?? 0,
    });
    const populateOwner = wantsOwner(options.populate);
    return { shops: rows.map((row) => toShop(row, { populateOwner })), count };
  });

  app.get(
    '/shops/:shopId',
    { schema: { params: shopParams, querystring: shopQuery }, config: { shopPermission: 'shop.view' }, preHandler: guardShop },
    async (request): Promise<ShopResponse> => {
      const row = checkedShopOf(request);
      const { options } = queryOf(request);
      const shop = toShop(row, { populateOwner: wantsOwner(options.populate) });
      // bank and payout details only for a role that may change them (issue: the barista must not read them)
      if (!can(row.member_role, 'payouts.edit')) return { shop: withoutPayoutDetails(shop), stripeAccount: null };
      return { shop, stripeAccount: options.includeStripeAccount === true ? await payments.getAccount(shop) : null };
    },
  );

  app.post('/shops', { schema: { body: createShopRequest } }, async (request, reply): Promise<ShopWriteResponse> => {
    const user = currentUser(request);
    const { shopInfo, options } = bodyOf(request);
    const settings: ShopSettings = withSettingsDefaults({
      ...(shopInfo.contact ? { contact: shopInfo.contact } : {}),
      ...(shopInfo.address ? { address: shopInfo.address } : {}),
    });
    const shopId = await insertShop(db, {
      ownerId: user.id,
      name: shopInfo.name.normal,
      type: shopInfo.type ?? 'fixed',
      status: 'Active',
      settings,
    });
    const row = await findShop(db, shopId);
    if (!row) throw new Error(`shop ${shopId} vanished after insert`);
    reply.status(201);
    return { shop: toShop(row, { populateOwner: wantsOwner(options?.populate) }) };
  });

  app.put(
    '/shops/:shopId',
    { schema: { params: shopParams, body: updateShopRequest }, config: { shopPermission: 'settings.edit' } },
    async (request): Promise<ShopWriteResponse> => {
      const user = currentUser(request);
      const { shopId } = paramsOf(request);
      // Read-merge-write under a row lock, so two saves of different sections cannot lose each other's changes.
      const row = await db.transaction(async (tx) => {
        const current = await loadShopWithAccess(tx, request, shopId, { forUpdate: true });
        const { shopInfo, options } = bodyOf(request);
        // A named section's save has passed its section schema (updateShopRequest). An admin's ordering form also
        // carries order fee % (adminOrderingSection, required there): the declared schema cannot know the caller.
        if (options?.section === 'ordering' && user.isAdmin && shopInfo.orderingPreferences?.feePercent === undefined)
          throw badRequest(requiredNumberMessage(ORDER_FEE_LABEL));
        const { name, type, $push, $pull, ...settingsPatch } = shopInfo;
        await checkLoyaltyReferences(tx, shopId, settingsPatch.loyalty);
        const before = withSettingsDefaults(current.settings);
        const after = applyTableOperations(deepMerge(before, settingsPatch), { $push, $pull });
        // any save that sets the fee type or the table (a named delivery save is already checked by its schema)
        const sentDelivery = settingsPatch.delivery;
        if ((sentDelivery?.feeType !== undefined || sentDelivery?.priceTable !== undefined) && priceTableMissing(after.delivery))
          throw badRequest(PRICE_TABLE_EMPTY_MESSAGE);
        // nothing saves half-valid (loyalty, opening hours, pick-up cut-off): judged on the settings as this save
        // leaves them, so an immediate-save toggle cannot get round the section form's rule
        const [issue] = settingsIssues(after, new Set(Object.keys(settingsPatch)));
        if (issue) throw badRequest(issue.message);
        // likewise any save that sets the type or the address (a named location save is already checked)
        if (
          (type !== undefined || settingsPatch.address !== undefined) &&
          fixedShopWithoutAddress({ type: type ?? current.type, address: after.address })
        )
          throw badRequest(FIXED_SHOP_ADDRESS_MESSAGE);
        if (!user.isAdmin) {
          const changed = changedAdminOnlyPaths(before, after);
          if (changed.length > 0) throw forbidden(adminOnlyRefusal(changed));
        }
        await updateShopRow(tx, shopId, { name: name?.normal ?? current.name, type: type ?? current.type, settings: after });
        const updated = await findShop(tx, shopId);
        if (!updated) throw new Error(`shop ${shopId} vanished during update`);
        return { updated, populateOwner: wantsOwner(options?.populate), role: current.member_role };
      });
      const shop = toShop({ ...row.updated, member_role: row.role }, { populateOwner: row.populateOwner });
      return { shop: can(row.role, 'payouts.edit') ? shop : withoutPayoutDetails(shop) };
    },
  );

  app.get(
    '/shops/:shopId/summary',
    { schema: { params: shopParams }, config: { shopPermission: 'shop.view' }, preHandler: guardShop },
    async (request): Promise<ShopSummary> => shopSummary(db, checkedShopOf(request).id),
  );
}
