import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { checkShopAccess, loadShopWithAccess } from '../shops/shop-guard';
import { MENU_MESSAGES } from './messages';
import {
  type CategoryRow,
  findCategory,
  findOptionSet,
  findProductWithShopOwner,
  type OptionSetRow,
  type ProductRow,
} from './repo';

/**
 * The menu's rows by id, each with the shop access check of its shop against the route's declared `shopPermission`
 * (shops/shop-guard.ts): 404 for an id that does not exist, then the shop's 404/403. `forUpdate` locks the row for the
 * rest of the route's transaction.
 */

export async function categoryForCaller(tx: Db, request: FastifyRequest, id: string, forUpdate = false): Promise<CategoryRow> {
  const row = await findCategory(tx, id, forUpdate);
  if (!row) throw notFound(MENU_MESSAGES.categoryNotFound);
  await loadShopWithAccess(tx, request, row.shop_id);
  return row;
}

/** The product with its shop's owner and the caller's role, read in one statement (the most frequent menu write). */
export async function productForCaller(tx: Db, request: FastifyRequest, id: string, forUpdate = false): Promise<ProductRow> {
  const found = await findProductWithShopOwner(tx, id, currentUser(request).id, forUpdate);
  if (!found) throw notFound(MENU_MESSAGES.productNotFound);
  const { shop_owner_id: ownerId, caller_role: role, shop_requires_two_step: requiresTwoStep, ...row } = found;
  await checkShopAccess(tx, request, { shopId: row.shop_id, ownerId, role, requiresTwoStep: !!requiresTwoStep });
  return row;
}

export async function optionForCaller(tx: Db, request: FastifyRequest, id: string, forUpdate = false): Promise<OptionSetRow> {
  const row = await findOptionSet(tx, id, forUpdate);
  if (!row) throw notFound(MENU_MESSAGES.optionNotFound);
  await loadShopWithAccess(tx, request, row.shop_id);
  return row;
}

/**
 * Serialises the writes that number a shop's categories (create, reorder, copy, import), so two never take the same
 * displayOrder. FOR NO KEY UPDATE, not FOR UPDATE: a shop-wide FOR UPDATE also blocks the foreign-key check (FOR KEY
 * SHARE) of every row inserted under the shop, and a reorder holding it while waiting for a category row locked by a
 * product or option create, whose key check waited for the shop, deadlocked (PostgreSQL; menu.test.ts "reorders
 * racing …").
 */
export async function lockShopMenu(tx: Db, shopId: string): Promise<void> {
  await tx.query('select id from shops where id = $1 for no key update', [shopId]);
}
