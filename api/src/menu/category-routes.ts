import {
  type Category,
  categoryParams,
  createCategoryRequest,
  defaultCategoryAvailability,
  displayOrderRequest,
  idParams,
  shopParams,
  updateCategoryRequest,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { bodyOf, paramsOf } from '../http/validate';
import { guardShopOfPath, loadShopWithAccess } from '../shops/shop-guard';
import { categoryForCaller, lockShopMenu } from './access';
import { MENU_MESSAGES } from './messages';
import {
  applyDisplayOrder,
  type CategoryRow,
  findCategory,
  forgetProducts,
  insertCategory,
  listCategories,
  listOptionSetsOfCategory,
  listProductsOfCategory,
  setProductOptions,
  updateCategoryRow,
} from './repo';
import { optionSetMap, toCategory, toProduct } from './serialize';
import { syncedProductOptions } from './sync';
import { checkPermutation, checkUpsell } from './validation';

const MENU_EDIT = { shopPermission: 'menu.edit' } as const;

async function categoryOut(tx: Db, row: CategoryRow): Promise<Category> {
  const [products, options] = await Promise.all([listProductsOfCategory(tx, row.id), listOptionSetsOfCategory(tx, row.id)]);
  const sets = optionSetMap(options);
  return toCategory(row, { products: products.map((p) => toProduct(p, sets)), options: [...sets.values()] });
}

/** Categories (spec 001 §7): create, edit, delete, the three drag-to-reorder writes and "sync products". */
export async function categoryRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const guardShop = guardShopOfPath(db);

  app.post('/categories', { schema: { body: createCategoryRequest }, config: MENU_EDIT }, async (request, reply) => {
    const { categoryInfo } = bodyOf(request);
    const category = await db.transaction(async (tx) => {
      // the shop row lock serialises creates, so two never take the same displayOrder
      await loadShopWithAccess(tx, request, categoryInfo.shop);
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

  app.put(
    '/categories/:id',
    { schema: { params: idParams, body: updateCategoryRequest }, config: MENU_EDIT },
    async (request) => {
      const { id } = paramsOf(request);
      const category = await db.transaction(async (tx) => {
        const row = await categoryForCaller(tx, request, id, true);
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
    },
  );

  app.delete('/categories/:id', { schema: { params: idParams }, config: MENU_EDIT }, async (request) => {
    const { id } = paramsOf(request);
    await db.transaction(async (tx) => {
      const row = await categoryForCaller(tx, request, id, true);
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
    // the guard refuses a stranger before their body is read (the route-enumerating authz matrix)
    { schema: { params: shopParams, body: displayOrderRequest }, config: MENU_EDIT, preHandler: guardShop },
    async (request) => {
      const { shopId } = paramsOf(request);
      const ids = await db.transaction(async (tx) => {
        await lockShopMenu(tx, shopId);
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
      { schema: { params: idParams, body: displayOrderRequest }, config: MENU_EDIT },
      async (request) => {
        const { id } = paramsOf(request);
        const ids = await db.transaction(async (tx) => {
          await categoryForCaller(tx, request, id, true);
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
  app.post(
    '/shops/:shopId/categories/:categoryId/sync-products',
    { schema: { params: categoryParams }, config: MENU_EDIT, preHandler: guardShop },
    async (request) => {
      const { shopId, categoryId } = paramsOf(request);
      const count = await db.transaction(async (tx) => {
        const category = await findCategory(tx, categoryId, true);
        if (!category || category.shop_id !== shopId) throw notFound(MENU_MESSAGES.categoryNotFound);
        const [products, sets] = await Promise.all([
          listProductsOfCategory(tx, categoryId),
          listOptionSetsOfCategory(tx, categoryId),
        ]);
        for (const product of products)
          await setProductOptions(tx, product.id, syncedProductOptions(product.options ?? [], sets));
        return products.length;
      });
      return { message: MENU_MESSAGES.productsSynced, products: count };
    },
  );
}
