import type { AuthUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { forbidden, notFound } from '../http/errors';
import { findShop, type ShopRow } from './repo';

export const SHOP_NOT_FOUND = 'Shop not found';
export const NOT_YOUR_SHOP = 'You do not have access to this shop.';

/**
 * The one ownership check every shop-scoped route goes through (ARCHITECTURE: the API alone decides
 * permissions): the shop must exist (404) and the caller must own it or be an admin (403).
 */
export async function loadShopForCaller(
  db: Db,
  user: AuthUser,
  shopId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ShopRow> {
  const shop = await findShop(db, shopId, options);
  if (!shop) throw notFound(SHOP_NOT_FOUND);
  if (shop.owner_id !== user.id && !user.isAdmin) throw forbidden(NOT_YOUR_SHOP);
  return shop;
}
