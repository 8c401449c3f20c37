import { type CategoriesResponse, categoriesQuery, shopParams } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { sendCachedJson } from '../http/cached-json';
import { cachedQueryOf, paramsOf } from '../http/validate';
import { callerShopStamp } from '../shops/shop-guard';
import { gzippedBody, MENU_STAMP_SQL, MenuListCache } from './list-cache';
import { listCategories, listOptionSetsOfShop, listProductsOfShop } from './repo';
import { optionSetMap, toCategory, toOptionSet, toProduct } from './serialize';

/** The menu list's bearer-check lookup (shops/access.ts): the menu's stamp, read with the caller. */
const MENU_LIST_LOOKUP = { name: 'menu_list', stampSql: MENU_STAMP_SQL };

/**
 * GET /api/shops/:shopId/categories (spec 001 §7), the menu page's list: staff read it too (availability), and the
 * answer is kept per shop and query until the menu changes (list-cache.ts).
 */
export async function menuListRoute(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const listCache = new MenuListCache();

  app.get(
    '/shops/:shopId/categories',
    // the menu's stamp is read with the caller and the shop's owner (one round trip: shops/access.ts)
    {
      schema: { params: shopParams, querystring: categoriesQuery },
      config: { callerShop: MENU_LIST_LOOKUP, shopPermission: 'menu.availability' },
    },
    async (request, reply) => {
      const { shopId } = paramsOf(request);
      // The stamp first (read with the caller), then the rows (see list-cache.ts): an unchanged menu is sent as it
      // was last serialised.
      const stamp = await callerShopStamp(db, request, shopId);
      // the menu page asks with the same query string each time: its parse is kept (frozen) per string
      const { options } = cachedQueryOf(request);
      const populate = new Set(options.populate ?? []);
      // the first sort key decides (categories sort by displayOrder or name; either way one key is enough)
      const sort = options.sort?.[0];
      const page = { skip: options.skip ?? 0, limit: options.limit };
      const key = JSON.stringify([shopId, [...populate].sort(), sort ?? '', page.skip, page.limit ?? null]);
      const read = async () => JSON.stringify(await readMenuList(db, shopId, { populate, sort, ...page }));
      // no stamp: a menu never written (no version row yet), read each time until it is
      const cached = stamp
        ? (listCache.get(key, stamp) ?? listCache.set(key, stamp, await read()))
        : listCache.uncached(key, await read());
      return sendCachedJson(request, reply, { ...cached, gzipped: () => gzippedBody(cached) });
    },
  );
}

/** The shop's categories in the asked order and page, each with its products and option sets (ids or populated). */
async function readMenuList(
  db: Db,
  shopId: string,
  query: { populate: ReadonlySet<string>; sort: string | undefined; skip: number; limit: number | undefined },
): Promise<CategoriesResponse> {
  const { populate, sort, skip } = query;
  const [rows, products, optionRows] = await Promise.all([
    listCategories(db, shopId, sort === 'name' || sort === '-name'),
    listProductsOfShop(db, shopId),
    listOptionSetsOfShop(db, shopId),
  ]);
  if (sort?.startsWith('-')) rows.reverse();
  const sets = optionSetMap(optionRows);
  const productsByCategory = groupBy(products, (p) => p.category_id);
  const setsByCategory = groupBy(optionRows, (o) => o.category_id);
  const page = rows.slice(skip, skip + (query.limit ?? rows.length));
  // Products reference their category's option sets by id (the sets are populated once, on the category).
  const categories = page.map((row) =>
    toCategory(row, {
      products: populate.has('products')
        ? (productsByCategory.get(row.id) ?? []).map((p) => toProduct(p, sets, 'refs'))
        : (productsByCategory.get(row.id) ?? []).map((p) => p.id),
      options: populate.has('options')
        ? (setsByCategory.get(row.id) ?? []).map((o) => sets.get(o.id) ?? toOptionSet(o))
        : (setsByCategory.get(row.id) ?? []).map((o) => o.id),
    }),
  );
  return { categories };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
