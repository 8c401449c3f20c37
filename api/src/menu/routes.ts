import {
  type CategoriesResponse,
  type Category,
  categoriesQuery,
  categoryParams,
  copyMenuParams,
  createCategoryRequest,
  createOptionRequest,
  createProductRequest,
  defaultCategoryAvailability,
  displayOrderRequest,
  idParams,
  isAllowedImageUrl,
  menuImportRequest,
  type OptionSet,
  optionSetProblem,
  type Permission,
  type Product,
  type ProductOptionInput,
  productOptionsProblem,
  productOptionsToSave,
  productShowProblem,
  productUpdatePermission,
  shopParams,
  slugify,
  updateCategoryRequest,
  updateOptionRequest,
  updateProductRequest,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { noteShopEntry } from '../admin/shop-writes';
import { type AuthUser, currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { sendCachedJson } from '../http/cached-json';
import { badRequest, notFound } from '../http/errors';
import { bodyOf, cachedQueryOf, paramsOf } from '../http/validate';
import { assertShopPermission, callerShopStamp, loadShopForCaller, SHOP_NOT_FOUND } from '../shops/access';
import { copyMenu } from './copy';
import { ICON_PATH_PREFIX, iconList, iconSvg } from './icons';
import { gzippedBody, MENU_STAMP_SQL, MenuListCache } from './list-cache';
import {
  applyDisplayOrder,
  type CategoryRow,
  findCategory,
  findOptionSet,
  findProduct,
  findProductWithShopOwner,
  forgetOptionSet,
  forgetProducts,
  insertCategory,
  insertOptionSet,
  insertProduct,
  listCategories,
  listOptionSetsOfCategory,
  listOptionSetsOfShop,
  listProductsOfCategory,
  listProductsOfShop,
  type OptionSetRow,
  type ProductRow,
  type ProductValues,
  productIdsOfShop,
  type StoredOptionValue,
  type StoredProductOption,
  setProductOptions,
  updateCategoryRow,
  updateOptionSetRow,
  updateProductRow,
} from './repo';
import { optionSetMap, toCategory, toOptionSet, toProduct } from './serialize';
import { exportMenuCsv, importMenuCsv } from './spreadsheet';
import { syncedProductOptions } from './sync';

/** The menu list's bearer-check lookup (shops/access.ts): the menu's stamp, read with the caller. */
const MENU_LIST_LOOKUP = { name: 'menu_list', stampSql: MENU_STAMP_SQL };

export const MENU_MESSAGES = {
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
  optionNotFound: 'Option not found',
  categoryDeleted: 'Category delete successful',
  productDeleted: 'Product delete successful',
  optionDeleted: 'Option delete successful',
  menuCopied: 'Menu copy successful',
  productsSynced: 'Category products sync successful',
  imageHost: 'Images must be uploaded to our image host first',
} as const;

export interface MenuDeps {
  db: Db;
  publicUrl: string;
}

/** Prefixes of image URLs we accept (our own upload path, on the public URL or relative). */
export function allowedImagePrefixes(publicUrl: string): string[] {
  return ['/images/', '/api/images/', ICON_PATH_PREFIX].flatMap((path) => [path, `${publicUrl}${path}`]);
}

/** Any text: a name that is not one of our icons is a 404. */
const iconFileParams = z.strictObject({ file: z.string() });

/** Public: the icon files themselves (an <img> sends no bearer token). */
export async function iconFileRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/icon-images/:file', { schema: { params: iconFileParams } }, async (request, reply) => {
    const match = /^([a-z-]{1,40})\.svg$/.exec(paramsOf(request).file);
    const svg = match?.[1] ? iconSvg(match[1]) : null;
    if (!svg) throw notFound();
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}

/**
 * Serialises the writes that number a shop's categories (create, reorder, copy, import), so two never take the same
 * displayOrder. FOR NO KEY UPDATE, not FOR UPDATE: a shop-wide FOR UPDATE also blocks the foreign-key check (FOR KEY
 * SHARE) of every row inserted under the shop, and a reorder holding it while waiting for a category row locked by a
 * product or option create, whose key check waited for the shop, deadlocked (PostgreSQL; menu.test.ts "reorders
 * racing …").
 */
async function lockShopMenu(tx: Db, shopId: string): Promise<void> {
  await tx.query('select id from shops where id = $1 for no key update', [shopId]);
}

/** Catalogue routes (spec 001 §7), under /api behind the bearer-token hook. Every id is checked against its shop. */
export async function menuRoutes(app: FastifyInstance, deps: MenuDeps): Promise<void> {
  const { db, publicUrl } = deps;
  const imagePrefixes = allowedImagePrefixes(publicUrl);

  /** The category of `id` if the caller may touch its shop (404 for a stranger's id that does not exist, 403 otherwise). */
  async function categoryForCaller(
    tx: Db,
    user: AuthUser,
    id: string,
    permission: Permission,
    forUpdate = false,
  ): Promise<CategoryRow> {
    const row = await findCategory(tx, id, forUpdate);
    if (!row) throw notFound(MENU_MESSAGES.categoryNotFound);
    await loadShopForCaller(tx, user, row.shop_id, permission);
    return row;
  }

  /** loadShopForCaller's rule (404 shop gone, 403 the role may not), read with the product in one statement. */
  async function productForCaller(
    tx: Db,
    user: AuthUser,
    id: string,
    permission: Permission,
    forUpdate = false,
  ): Promise<ProductRow> {
    const found = await findProductWithShopOwner(tx, id, user.id, forUpdate);
    if (!found) throw notFound(MENU_MESSAGES.productNotFound);
    const { shop_owner_id: owner, caller_role: role, ...row } = found;
    if (owner === null) throw notFound(SHOP_NOT_FOUND);
    assertShopPermission(user, role, permission);
    noteShopEntry(user, row.shop_id, owner);
    return row;
  }

  async function optionForCaller(
    tx: Db,
    user: AuthUser,
    id: string,
    permission: Permission,
    forUpdate = false,
  ): Promise<OptionSetRow> {
    const row = await findOptionSet(tx, id, forUpdate);
    if (!row) throw notFound(MENU_MESSAGES.optionNotFound);
    await loadShopForCaller(tx, user, row.shop_id, permission);
    return row;
  }

  /** Every id of an upsell list must be a product of the same shop: another shop's id is "not found" (404). */
  async function checkUpsell(tx: Db, shopId: string, ids: readonly string[], selfId?: string): Promise<string[]> {
    const unique = [...new Set(ids)];
    if (unique.length !== ids.length) throw badRequest('A product can be in Up sell only once');
    if (selfId && unique.includes(selfId)) throw badRequest('A product cannot be its own Up sell');
    const known = await productIdsOfShop(tx, shopId, unique);
    const missing = unique.find((id) => !known.has(id));
    if (missing) throw notFound(`upsell: ${MENU_MESSAGES.productNotFound.toLowerCase()} (${missing})`);
    return unique;
  }

  function checkImage(url: string | null | undefined, field: string): void {
    if (url && !isAllowedImageUrl(url, imagePrefixes)) throw badRequest(`${field} must be uploaded to our image host first`);
  }

  /**
   * A product's option choices → what we store: only sets with a selected value and only those values (spec 001
   * §5), one default each; every set must be an option set of the product's category and every value one of its values.
   */
  async function checkProductOptions(
    tx: Db,
    categoryId: string,
    options: readonly ProductOptionInput[],
  ): Promise<StoredProductOption[]> {
    const flags = options.map((option) => ({
      _id: option._id,
      values: option.values.map((value) => ({
        _id: value._id,
        selected: value.selected === true,
        default: value.default === true,
      })),
    }));
    const problem = productOptionsProblem(flags);
    if (problem) throw badRequest(`options: ${problem}`);
    const sets = new Map((await listOptionSetsOfCategory(tx, categoryId)).map((row) => [row.id, row]));
    for (const option of flags) {
      const set = sets.get(option._id);
      // another shop's (or category's) option set: not found, never silently kept
      if (!set) throw notFound(`options: ${MENU_MESSAGES.optionNotFound.toLowerCase()} (${option._id})`);
      const valueIds = new Set((set.values ?? []).map((value) => value._id));
      const unknown = option.values.find((value) => !valueIds.has(value._id));
      if (unknown) throw badRequest(`options: "${set.name}" has no value ${unknown._id}`);
      if (option.values.some((value) => value.default && !value.selected))
        throw badRequest(`options: the default of "${set.name}" must be selected`);
    }
    return productOptionsToSave(flags);
  }

  async function productOut(tx: Db, row: ProductRow): Promise<Product> {
    return toProduct(row, optionSetMap(await listOptionSetsOfCategory(tx, row.category_id)));
  }

  async function categoryOut(tx: Db, row: CategoryRow): Promise<Category> {
    const [products, options] = await Promise.all([listProductsOfCategory(tx, row.id), listOptionSetsOfCategory(tx, row.id)]);
    const sets = optionSetMap(options);
    return toCategory(row, { products: products.map((p) => toProduct(p, sets)), options: [...sets.values()] });
  }

  // ---- categories --------------------------------------------------------------------------------------

  const listCache = new MenuListCache();

  app.get(
    '/shops/:shopId/categories',
    // the menu's stamp is read with the caller and the shop's owner (one round trip: shops/access.ts)
    { schema: { params: shopParams, querystring: categoriesQuery }, config: { callerShop: MENU_LIST_LOOKUP } },
    async (request, reply) => {
      const { shopId } = paramsOf(request);
      // The stamp first (read with the caller), then the rows (see list-cache.ts): an unchanged menu is sent as it
      // was last serialised.
      const stamp = await callerShopStamp(db, request, currentUser(request), shopId, 'menu.availability');
      // the menu page asks with the same query string each time: its parse is kept (frozen) per string
      const { options } = cachedQueryOf(request);
      const populate = new Set(options.populate ?? []);
      // the first sort key decides (categories sort by displayOrder or name; either way one key is enough)
      const sort = options.sort?.[0];
      const key = JSON.stringify([shopId, [...populate].sort(), sort ?? '', options.skip ?? 0, options.limit ?? null]);
      // no stamp: a menu never written (no version row yet), read each time until it is
      const cached = stamp
        ? (listCache.get(key, stamp) ?? listCache.set(key, stamp, JSON.stringify(await readMenuList())))
        : listCache.uncached(key, JSON.stringify(await readMenuList()));
      return sendCachedJson(request, reply, { ...cached, gzipped: () => gzippedBody(cached) });

      async function readMenuList(): Promise<CategoriesResponse> {
        const [rows, products, optionRows] = await Promise.all([
          listCategories(db, shopId, sort === 'name' || sort === '-name'),
          listProductsOfShop(db, shopId),
          listOptionSetsOfShop(db, shopId),
        ]);
        if (sort?.startsWith('-')) rows.reverse();
        const sets = optionSetMap(optionRows);
        const productsByCategory = groupBy(products, (p) => p.category_id);
        const setsByCategory = groupBy(optionRows, (o) => o.category_id);
        const page = rows.slice(options.skip ?? 0, (options.skip ?? 0) + (options.limit ?? rows.length));
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
    },
  );

  app.post('/categories', { schema: { body: createCategoryRequest } }, async (request, reply) => {
    const user = currentUser(request);
    const { categoryInfo } = bodyOf(request);
    const category = await db.transaction(async (tx) => {
      // the shop row lock serialises creates, so two never take the same displayOrder
      await loadShopForCaller(tx, user, categoryInfo.shop, 'menu.edit');
      await lockShopMenu(tx, categoryInfo.shop);
      const upsell = await checkUpsell(tx, categoryInfo.shop, categoryInfo.upsell ?? []);
      const id = await insertCategory(tx, {
        shopId: categoryInfo.shop,
        name: categoryInfo.name,
        availability: categoryInfo.availability ?? defaultCategoryAvailability(),
        upsell,
      });
      const row = await findCategory(tx, id);
      if (!row) throw new Error('category vanished after insert');
      return categoryOut(tx, row);
    });
    reply.status(201);
    return { category };
  });

  app.put('/categories/:id', { schema: { params: idParams, body: updateCategoryRequest } }, async (request) => {
    const user = currentUser(request);
    const { id } = paramsOf(request);
    const category = await db.transaction(async (tx) => {
      const row = await categoryForCaller(tx, user, id, 'menu.edit', true);
      const patch = bodyOf(request);
      const upsell = patch.upsell ? await checkUpsell(tx, row.shop_id, patch.upsell) : (row.upsell ?? []);
      await updateCategoryRow(tx, id, {
        name: patch.name ?? row.name,
        availability: patch.availability ?? row.availability ?? defaultCategoryAvailability(),
        upsell,
      });
      const updated = await findCategory(tx, id);
      if (!updated) throw new Error('category vanished during update');
      return categoryOut(tx, updated);
    });
    return { category };
  });

  app.delete('/categories/:id', { schema: { params: idParams } }, async (request) => {
    const user = currentUser(request);
    const { id } = paramsOf(request);
    await db.transaction(async (tx) => {
      const row = await categoryForCaller(tx, user, id, 'menu.edit', true);
      const products = await listProductsOfCategory(tx, id);
      // products and option sets go with the category (ON DELETE CASCADE); line items keep their snapshot
      await tx.query('delete from categories where id = $1', [id]);
      await forgetProducts(
        tx,
        row.shop_id,
        products.map((p) => p.id),
      );
    });
    return { message: MENU_MESSAGES.categoryDeleted };
  });

  app.put(
    '/shops/:shopId/categories/display-order',
    { schema: { params: shopParams, body: displayOrderRequest } },
    async (request) => {
      const user = currentUser(request);
      const { shopId } = paramsOf(request);
      const ids = await db.transaction(async (tx) => {
        await loadShopForCaller(tx, user, shopId, 'menu.edit');
        await lockShopMenu(tx, shopId);
        // a stranger is refused before their body is read (the route-enumerating authz matrix)
        const { ids } = bodyOf(request);
        const siblings = await listCategories(tx, shopId);
        checkPermutation(
          ids,
          siblings.map((row) => row.id),
          'categories',
        );
        await applyDisplayOrder(tx, 'categories', 'shop_id', shopId, ids);
        return ids;
      });
      return { ids };
    },
  );

  for (const kind of ['products', 'options'] as const) {
    app.put(
      `/categories/:id/${kind}/display-order`,
      { schema: { params: idParams, body: displayOrderRequest } },
      async (request) => {
        const user = currentUser(request);
        const { id } = paramsOf(request);
        const ids = await db.transaction(async (tx) => {
          await categoryForCaller(tx, user, id, 'menu.edit', true);
          const { ids } = bodyOf(request);
          const siblings = kind === 'products' ? await listProductsOfCategory(tx, id) : await listOptionSetsOfCategory(tx, id);
          checkPermutation(
            ids,
            siblings.map((row) => row.id),
            kind,
          );
          await applyDisplayOrder(tx, kind === 'products' ? 'products' : 'option_sets', 'category_id', id, ids);
          return ids;
        });
        return { ids };
      },
    );
  }

  /**
   * Ours (spec 001 §7 names it only): gives every product of the category every option set of the category.
   * A product keeps its selected/default flags for values it already had; values and sets new to it come in
   * selected (not default); sets and values that no longer exist drop out.
   */
  app.post('/shops/:shopId/categories/:categoryId/sync-products', { schema: { params: categoryParams } }, async (request) => {
    const user = currentUser(request);
    const { shopId, categoryId } = paramsOf(request);
    const count = await db.transaction(async (tx) => {
      await loadShopForCaller(tx, user, shopId, 'menu.edit');
      const category = await findCategory(tx, categoryId, true);
      if (!category || category.shop_id !== shopId) throw notFound(MENU_MESSAGES.categoryNotFound);
      const [products, sets] = await Promise.all([
        listProductsOfCategory(tx, categoryId),
        listOptionSetsOfCategory(tx, categoryId),
      ]);
      for (const product of products) await setProductOptions(tx, product.id, syncedProductOptions(product.options ?? [], sets));
      return products.length;
    });
    return { message: MENU_MESSAGES.productsSynced, products: count };
  });

  /**
   * Copies the menu of `targetId` into `shopId` (spec 001 §2 "copy menu from another shop"): the caller must own
   * both (or be admin). The copied categories come after the ones the shop already has; nothing is deleted.
   */
  app.post('/shops/:shopId/copy-menu-from/:targetId', { schema: { params: copyMenuParams } }, async (request) => {
    const user = currentUser(request);
    const { shopId, targetId } = paramsOf(request);
    if (shopId === targetId) throw badRequest('Choose another shop to copy the menu from');
    const copied = await db.transaction(async (tx) => {
      await loadShopForCaller(tx, user, shopId, 'menu.edit');
      await lockShopMenu(tx, shopId);
      await loadShopForCaller(tx, user, targetId, 'menu.edit');
      return copyMenu(tx, targetId, shopId);
    });
    return { message: MENU_MESSAGES.menuCopied, ...copied };
  });

  // ---- spreadsheet round trip (ours, issue 12; api/README.md) ---------------------------------------------

  app.get('/shops/:shopId/menu-export', { schema: { params: shopParams } }, async (request) => {
    const { shopId } = paramsOf(request);
    const shop = await loadShopForCaller(db, currentUser(request), shopId, 'menu.edit');
    return { fileName: `menu-${slugify(String(shop.name)) || 'shop'}.csv`, csv: await exportMenuCsv(db, shopId) };
  });

  app.post(
    '/shops/:shopId/menu-import',
    { bodyLimit: 4 * 1024 * 1024, schema: { params: shopParams, body: menuImportRequest } },
    async (request, reply) => {
      const user = currentUser(request);
      const { shopId } = paramsOf(request);
      await loadShopForCaller(db, user, shopId, 'menu.edit');
      const { csv, apply = false } = bodyOf(request);
      if (!apply) return importMenuCsv(db, shopId, csv, false);
      const result = await db.transaction(async (tx) => {
        await loadShopForCaller(tx, user, shopId, 'menu.edit');
        await lockShopMenu(tx, shopId);
        return importMenuCsv(tx, shopId, csv, true);
      });
      if (!result.applied) {
        return reply.code(422).send({ message: 'Nothing was imported: fix the refused rows and try again', ...result });
      }
      return result;
    },
  );

  // ---- products ----------------------------------------------------------------------------------------

  app.get('/products/:id', { schema: { params: idParams } }, async (request) => {
    const { id } = paramsOf(request);
    const row = await productForCaller(db, currentUser(request), id, 'menu.availability');
    return { product: await productOut(db, row) };
  });

  app.post('/products', { schema: { body: createProductRequest } }, async (request, reply) => {
    const user = currentUser(request);
    const { productInfo } = bodyOf(request);
    const product = await db.transaction(async (tx) => {
      const category = await categoryForCaller(tx, user, productInfo.category, 'menu.edit', true);
      if (productInfo.shop && productInfo.shop !== category.shop_id) throw notFound(MENU_MESSAGES.categoryNotFound);
      checkImage(productInfo.images?.hero, 'Hero image');
      checkImage(productInfo.icon?.icon, 'Icon');
      const values: ProductValues = {
        name: productInfo.name,
        description: productInfo.description ?? '',
        excerpt: productInfo.excerpt ?? '',
        // spec 001 §5 create by name: hidden until it has a typed price and a description (rules/menu.ts)
        enabled: productInfo.enabled ?? false,
        price: productInfo.price ?? 0,
        stock: productInfo.stock ?? -1,
        sku: productInfo.SKU ?? null,
        availableFrom: productInfo.availableFrom ?? null,
        icon: productInfo.icon ?? null,
        images: productInfo.images ?? null,
        options: await checkProductOptions(tx, category.id, productInfo.options ?? []),
        upsell: await checkUpsell(tx, category.shop_id, productInfo.upsell ?? []),
        soldOutUntil: productInfo.soldOutUntil ?? null,
        priced: productInfo.price !== undefined,
      };
      if (values.enabled) refuseShowingUnready(values);
      const id = await insertProduct(tx, category.shop_id, category.id, values);
      const row = await findProduct(tx, id);
      if (!row) throw new Error('product vanished after insert');
      return productOut(tx, row);
    });
    reply.status(201);
    return { product };
  });

  app.put('/products/:id', { schema: { params: idParams, body: updateProductRequest } }, async (request) => {
    const user = currentUser(request);
    const { id } = paramsOf(request);
    const product = await db.transaction(async (tx) => {
      const patch = bodyOf(request);
      // sold-out and hide/show alone is what staff may do; any other field is a menu edit (contracts permissions)
      const row = await productForCaller(tx, user, id, productUpdatePermission(patch), true);
      if (patch.images) checkImage(patch.images.hero, 'Hero image');
      if (patch.icon) checkImage(patch.icon.icon, 'Icon');
      const values: ProductValues = {
        name: patch.name ?? row.name,
        description: patch.description ?? row.description,
        excerpt: patch.excerpt ?? row.excerpt,
        enabled: patch.enabled ?? row.enabled,
        price: patch.price ?? row.price,
        stock: patch.stock ?? row.stock,
        sku: patch.SKU !== undefined ? patch.SKU : row.sku,
        availableFrom: patch.availableFrom !== undefined ? patch.availableFrom : (row.available_from?.toISOString() ?? null),
        icon: patch.icon !== undefined ? patch.icon : row.icon,
        images: patch.images !== undefined ? { ...(row.images ?? {}), ...patch.images } : row.images,
        options: patch.options ? await checkProductOptions(tx, row.category_id, patch.options) : (row.options ?? []),
        upsell: patch.upsell ? await checkUpsell(tx, row.shop_id, patch.upsell, row.id) : (row.upsell ?? []),
        soldOutUntil: patch.soldOutUntil !== undefined ? patch.soldOutUntil : (row.sold_out_until?.toISOString() ?? null),
        priced: row.priced || patch.price !== undefined,
      };
      // judged when the save switches it on or edits its description (a stock or options save of an older shown
      // product is not held up by a description it never had)
      if (values.enabled && (patch.enabled === true || patch.description !== undefined)) refuseShowingUnready(values);
      // the save returns the row as saved, and the category's option sets (which it does not touch) are read in the
      // same flight, sent with COMMIT: one round trip for the save, its answer and the commit
      const [updated, sets] = await Promise.all([
        updateProductRow(tx, id, values),
        listOptionSetsOfCategory(tx, row.category_id, true),
      ]);
      if (!updated) throw new Error('product vanished during update');
      return toProduct(updated, optionSetMap(sets));
    });
    return { product };
  });

  app.delete('/products/:id', { schema: { params: idParams } }, async (request) => {
    const user = currentUser(request);
    const { id } = paramsOf(request);
    await db.transaction(async (tx) => {
      const row = await productForCaller(tx, user, id, 'menu.edit', true);
      // order lines keep their snapshot (product_id → null, migration 001); upsell lists forget the id
      await tx.query('delete from products where id = $1', [id]);
      await forgetProducts(tx, row.shop_id, [id]);
    });
    return { message: MENU_MESSAGES.productDeleted };
  });

  // ---- option sets -------------------------------------------------------------------------------------

  function storedValues(
    values: readonly {
      _id?: string | undefined;
      name: string;
      price: number;
      SKU?: string | undefined;
      value?: string | undefined;
    }[],
  ): StoredOptionValue[] {
    const ids = new Set<string>();
    return values.map((value) => {
      const id = value._id ?? crypto.randomUUID();
      if (ids.has(id)) throw badRequest('values: a value is listed twice');
      ids.add(id);
      return {
        _id: id,
        name: value.name,
        price: value.price,
        ...(value.SKU ? { SKU: value.SKU } : {}),
        ...(value.value ? { value: value.value } : {}),
      };
    });
  }

  app.get('/options/:id', { schema: { params: idParams } }, async (request) => {
    const { id } = paramsOf(request);
    const row = await optionForCaller(db, currentUser(request), id, 'menu.availability');
    return { option: toOptionSet(row) };
  });

  app.post('/options', { schema: { body: createOptionRequest } }, async (request, reply) => {
    const user = currentUser(request);
    const { optionInfo } = bodyOf(request);
    const option = await db.transaction(async (tx) => {
      const category = await categoryForCaller(tx, user, optionInfo.category, 'menu.edit', true);
      if (optionInfo.shop && optionInfo.shop !== category.shop_id) throw notFound(MENU_MESSAGES.categoryNotFound);
      // spec 001 §5 needs only a name to create; the option form then sets the type (wheel until then)
      const values = {
        name: optionInfo.name,
        type: optionInfo.type ?? 'wheel',
        minSelection: optionInfo.minSelection ?? null,
        maxSelection: optionInfo.maxSelection ?? null,
        values: storedValues(optionInfo.values ?? []),
      };
      const problem = optionSetProblem(values);
      if (problem) throw badRequest(problem);
      const id = await insertOptionSet(tx, category.shop_id, category.id, values);
      const row = await findOptionSet(tx, id);
      if (!row) throw new Error('option set vanished after insert');
      return toOptionSet(row);
    });
    reply.status(201);
    return { option };
  });

  app.put('/options/:id', { schema: { params: idParams, body: updateOptionRequest } }, async (request) => {
    const user = currentUser(request);
    const { id } = paramsOf(request);
    const option = await db.transaction(async (tx) => {
      const row = await optionForCaller(tx, user, id, 'menu.edit', true);
      const patch = bodyOf(request);
      const type = patch.type ?? row.type;
      const values = {
        name: patch.name ?? row.name,
        type,
        // min/max mean something only for multi (spec 001 §3): cleared for the other types
        minSelection: type === 'multi' ? (patch.minSelection !== undefined ? patch.minSelection : row.min_selection) : null,
        maxSelection: type === 'multi' ? (patch.maxSelection !== undefined ? patch.maxSelection : row.max_selection) : null,
        values: patch.values ? storedValues(patch.values) : (row.values ?? []),
      };
      const problem = optionSetProblem(values);
      if (problem) throw badRequest(problem);
      await updateOptionSetRow(tx, id, values);
      const updated = await findOptionSet(tx, id);
      if (!updated) throw new Error('option set vanished during update');
      return toOptionSet(updated);
    });
    return { option };
  });

  app.delete('/options/:id', { schema: { params: idParams } }, async (request) => {
    const user = currentUser(request);
    const { id } = paramsOf(request);
    await db.transaction(async (tx) => {
      const row = await optionForCaller(tx, user, id, 'menu.edit', true);
      await tx.query('delete from option_sets where id = $1', [id]);
      await forgetOptionSet(tx, row.category_id, id);
    });
    return { message: MENU_MESSAGES.optionDeleted };
  });

  // ---- icons -------------------------------------------------------------------------------------------

  app.get('/icons', async () => ({ icons: iconList(publicUrl) }));
}

/** Spec 001 §5 as we read it: only a product with a typed price and a description is shown (rules/menu.ts). */
function refuseShowingUnready(values: ProductValues): void {
  const problem = productShowProblem(values);
  if (problem) throw badRequest(problem);
}

function checkPermutation(ids: readonly string[], siblings: readonly string[], what: string): void {
  const wanted = new Set(ids);
  if (wanted.size !== ids.length) throw badRequest(`ids: an id is listed twice`);
  if (ids.length !== siblings.length || siblings.some((id) => !wanted.has(id)))
    throw badRequest(`ids must list every one of the ${what}, each once`);
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

export type { OptionSet };
