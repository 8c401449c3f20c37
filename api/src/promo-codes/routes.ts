import {
  generatePromoCode,
  idParams,
  newPromoCodeDefaults,
  type PromoCode,
  type PromoCodeDraft,
  type PromoCodesResponse,
  promoCodeCreate,
  promoCodeProblem,
  promoCodeStatus,
  promoCodesQuery,
  promoCodeToDraft,
  shopParams,
  updatePromoCodeRequest,
} from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerIdsOfShop } from '../customers/repo';
import type { Db } from '../db/types';
import { badRequest, conflict, notFound } from '../http/errors';
import { bodyOf, paramsOf, queryOf } from '../http/validate';
import { productIdsOfShop } from '../menu/repo';
import { checkedShopOf, guardShopOfPath, loadShopWithAccess } from '../shops/shop-guard';
import { toIso } from '../sql';
import {
  codeTaken,
  findPromoCode,
  insertPromoCode,
  listPromoCodes,
  type PromoCodeRow,
  type PromoCodeValues,
  updatePromoCodeRow,
} from './repo';

export const PROMO_MESSAGES = {
  notFound: 'Promo code not found',
  deleted: 'Promo code delete successful',
  // opened by the editor's label, so the refusal shows under Code name
  taken: (code: string) => `Code name "${code}" is already used in this shop`,
} as const;

export function toPromoCode(row: PromoCodeRow, now: Date): PromoCode {
  const expiry = toIso(row.expiry);
  return {
    _id: row.id,
    code: row.code,
    type: row.type,
    expiry,
    status: promoCodeStatus({ expiry, usageLimit: row.target_users_config.usageLimit }, row.uses, now),
    createdAt: toIso(row.created_at),
    timesUsed: row.uses,
    rewardConfig: row.reward_config,
    targetUsersConfig: row.target_users_config,
  };
}

/**
 * Voucher Manager routes (spec 001 §7), under /api behind the bearer-token hook. Vouchers are part of the menu: every
 * route declares `menu.edit` in the voucher's shop (shops/shop-guard.ts).
 */
export async function promoCodeRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }): Promise<void> {
  const { db, now } = deps;
  const menuEdit = { shopPermission: 'menu.edit' } as const;

  /**
   * The code by id (locked), its shop checked against the route's permission. `forUpdate`: under the shop's row lock,
   * the lock that serialises a shop's code writes, so a code name is checked against committed codes only.
   */
  async function promoForCaller(
    tx: Db,
    request: FastifyRequest,
    id: string,
    options: { forUpdate?: boolean } = {},
  ): Promise<PromoCodeRow> {
    const row = await findPromoCode(tx, id, true);
    if (!row) throw notFound(PROMO_MESSAGES.notFound);
    await loadShopWithAccess(tx, request, row.shop_id, options);
    return row;
  }

  /**
   * Checks the whole draft and every id in it; returns what to store (a generated code when it was empty).
   * `expiryClock`: given when the expiry is new (a create, or an edit that sends one), which must then be in the future.
   */
  async function toValues(
    tx: Db,
    shopId: string,
    draft: PromoCodeDraft,
    expiryClock: Date | undefined,
    exceptId?: string,
  ): Promise<PromoCodeValues> {
    const problem = promoCodeProblem(draft, expiryClock);
    if (problem) throw badRequest(problem);
    const products = [...new Set(draft.rewardTargetProducts)];
    const known = await productIdsOfShop(tx, shopId, products);
    const missing = products.find((id) => !known.has(id));
    // bad input (400) opened by the editor's label of the list ("Products", "Customers"): shown under that list
    if (missing) throw notFound('Products include one that is not on this shop’s menu (it may have been deleted). Choose again.');
    const users = [...new Set(draft.users)];
    const knownUsers = await customerIdsOfShop(tx, shopId, users);
    const missingUser = users.find((id) => !knownUsers.has(id));
    if (missingUser) throw badRequest('Customers include one who is not a customer of this shop. Choose again.');
    let code = draft.code.trim();
    if (code === '') {
      // spec 001 §5: an empty code name means generated; unique in the shop, case-insensitively
      do code = generatePromoCode();
      while (await codeTaken(tx, shopId, code));
    } else if (await codeTaken(tx, shopId, code, exceptId)) {
      throw conflict(PROMO_MESSAGES.taken(code));
    }
    return {
      code,
      type: draft.type,
      expiry: new Date(draft.expiry).toISOString(),
      rewardConfig: {
        discountType: draft.discountType,
        // a free product has no amount: stored as 0 so nothing downstream mistakes it for a discount
        discount: draft.type === 'free-product' ? 0 : draft.discount,
        discountTargetType: draft.discountTargetType,
        rewardTargetProducts: draft.discountTargetType === 'products' ? products : [],
        minimumSpent: draft.minimumSpent,
      },
      targetUsersConfig: { isStoreWide: draft.isStoreWide, users: draft.isStoreWide ? [] : users, usageLimit: draft.usageLimit },
    };
  }

  app.get(
    '/shops/:shopId/promo-codes',
    { schema: { params: shopParams, querystring: promoCodesQuery }, config: menuEdit, preHandler: guardShopOfPath(db) },
    async (request): Promise<PromoCodesResponse> => {
      const shopId = checkedShopOf(request).id;
      const { options } = queryOf(request);
      const { rows, count } = await listPromoCodes(db, shopId, {
        sort: options.sort?.[0] ?? '-createdAt',
        limit: options.limit ?? 1000,
        skip: options.skip ?? 0,
      });
      const at = now();
      return { promoCodes: rows.map((row) => toPromoCode(row, at)), count };
    },
  );

  app.post(
    '/shops/:shopId/promo-code',
    { schema: { params: shopParams, body: promoCodeCreate }, config: menuEdit },
    async (request, reply) => {
      const { shopId } = paramsOf(request);
      const promoCode = await db.transaction(async (tx) => {
        // the shop row lock serialises creates, so a generated or typed code is checked against committed codes only
        await loadShopWithAccess(tx, request, shopId, { forUpdate: true });
        const body = bodyOf(request);
        const at = now();
        const draft: PromoCodeDraft = {
          ...newPromoCodeDefaults(at),
          rewardTargetProducts: [],
          users: [],
          ...body,
        };
        const id = await insertPromoCode(tx, shopId, await toValues(tx, shopId, draft, at), at);
        const row = await findPromoCode(tx, id);
        if (!row) throw new Error('promo code vanished after insert');
        return toPromoCode(row, at);
      });
      reply.status(201);
      return { promoCode };
    },
  );

  app.put(
    '/promo-codes/:id',
    { schema: { params: idParams, body: updatePromoCodeRequest }, config: menuEdit },
    async (request) => {
      const { id } = paramsOf(request);
      const promoCode = await db.transaction(async (tx) => {
        const row = await promoForCaller(tx, request, id, { forUpdate: true });
        const { promoCodeInfo } = bodyOf(request);
        const at = now();
        const draft: PromoCodeDraft = { ...promoCodeToDraft(toPromoCode(row, at)), ...promoCodeInfo };
        // an edit that leaves the expiry alone is not refused for it (renaming a code that has run out stays possible)
        const expiryClock = promoCodeInfo.expiry === undefined ? undefined : at;
        await updatePromoCodeRow(tx, id, await toValues(tx, row.shop_id, draft, expiryClock, id));
        const updated = await findPromoCode(tx, id);
        if (!updated) throw new Error('promo code vanished during update');
        return toPromoCode(updated, at);
      });
      return { promoCode };
    },
  );

  /** Spec 001 §5: removing a code does not remove discounts already applied (orders keep total_payment). */
  app.delete('/promo-codes/:id', { schema: { params: idParams }, config: menuEdit }, async (request) => {
    const { id } = paramsOf(request);
    await db.transaction(async (tx) => {
      await promoForCaller(tx, request, id);
      await tx.query('delete from promo_codes where id = $1', [id]);
    });
    return { message: PROMO_MESSAGES.deleted };
  });
}
