import {
  createProductRequest,
  idParams,
  type Permission,
  type Product,
  productUpdatePermission,
  soldOutUntilAfter,
  updateProductRequest,
} from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/types';
import { badRequest, notFound } from '../http/errors';
import { bodyOf, paramsOf } from '../http/validate';
import { categoryForCaller, productForCaller } from './access';
import { MENU_MESSAGES } from './messages';
import {
  findProduct,
  forgetProducts,
  insertProduct,
  listOptionSetsOfCategory,
  type ProductRow,
  type ProductValues,
  updateProductRow,
} from './repo';
import { optionSetMap, toProduct } from './serialize';
import { checkImage, checkProductOptions, checkUpsell, refuseShowingUnready } from './validation';

/** Sold-out and hide/show alone is what staff may do; any other field is a menu edit (contracts permissions). */
function productSavePermission(request: FastifyRequest): Permission {
  // the route declares `updateProductRequest` as its body: bodyOf validates with it
  const patch: z.output<typeof updateProductRequest> = bodyOf(request);
  return productUpdatePermission(patch);
}

async function productOut(tx: Db, row: ProductRow): Promise<Product> {
  return toProduct(row, optionSetMap(await listOptionSetsOfCategory(tx, row.category_id)));
}

/** Products (spec 001 §7): read, create, save (a staff member's sold-out / hide too) and delete. */
export async function productRoutes(
  app: FastifyInstance,
  deps: { db: Db; imagePrefixes: readonly string[]; now: () => Date },
): Promise<void> {
  const { db, imagePrefixes, now } = deps;
  // "Sold out until…" is a time still to come: the dialog's rule (contracts soldOutUntilAfter), on the API's clock
  const soldOutRule = soldOutUntilAfter(now);
  function checkSoldOutUntil(until: string | null | undefined): void {
    if (!until) return;
    const checked = soldOutRule.safeParse(until);
    if (!checked.success) throw badRequest(checked.error.issues[0]?.message ?? 'Sold out until must be in the future');
  }

  app.get('/products/:id', { schema: { params: idParams }, config: { shopPermission: 'menu.availability' } }, async (request) => {
    const { id } = paramsOf(request);
    const row = await productForCaller(db, request, id);
    return { product: await productOut(db, row) };
  });

  app.post(
    '/products',
    { schema: { body: createProductRequest }, config: { shopPermission: 'menu.edit' } },
    async (request, reply) => {
      const { productInfo } = bodyOf(request);
      checkSoldOutUntil(productInfo.soldOutUntil);
      const product = await db.transaction(async (tx) => {
        const category = await categoryForCaller(tx, request, productInfo.category, true);
        if (productInfo.shop && productInfo.shop !== category.shop_id) throw notFound(MENU_MESSAGES.categoryNotFound);
        checkImage(imagePrefixes, productInfo.images?.hero, 'Hero image');
        checkImage(imagePrefixes, productInfo.icon?.icon, 'Icon');
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
    },
  );

  app.put(
    '/products/:id',
    { schema: { params: idParams, body: updateProductRequest }, config: { shopPermission: productSavePermission } },
    async (request) => {
      const { id } = paramsOf(request);
      const product = await db.transaction(async (tx) => {
        const patch = bodyOf(request);
        const row = await productForCaller(tx, request, id, true);
        checkSoldOutUntil(patch.soldOutUntil);
        if (patch.images) checkImage(imagePrefixes, patch.images.hero, 'Hero image');
        if (patch.icon) checkImage(imagePrefixes, patch.icon.icon, 'Icon');
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
    },
  );

  app.delete('/products/:id', { schema: { params: idParams }, config: { shopPermission: 'menu.edit' } }, async (request) => {
    const { id } = paramsOf(request);
    await db.transaction(async (tx) => {
      const row = await productForCaller(tx, request, id, true);
      // order lines keep their snapshot (product_id → null, migration 001); upsell lists forget the id
      await tx.query('delete from products where id = $1', [id]);
      await forgetProducts(tx, row.shop_id, [id]);
    });
    return { message: MENU_MESSAGES.productDeleted };
  });
}
