import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';
import { listCategories, listOptionSetsOfShop, listProductsOfShop } from './repo';

/**
 * Copies every category, option set and product of `fromShopId` into `toShopId`, with new ids. References inside
 * the copy (product options, upsell lists) point at the copies; references to anything outside the copied menu
 * are dropped. Copied categories come after the shop's own. Runs inside the caller's transaction.
 */
export async function copyMenu(tx: Db, fromShopId: string, toShopId: string): Promise<{ categories: number; products: number }> {
  const [categories, products, sets] = await Promise.all([
    listCategories(tx, fromShopId),
    listProductsOfShop(tx, fromShopId),
    listOptionSetsOfShop(tx, fromShopId),
  ]);
  const newId = new Map<string, string>();
  for (const row of [...categories, ...products, ...sets]) newId.set(row.id, randomUUID());
  const mapIds = (ids: readonly string[] | null) => (ids ?? []).flatMap((id) => (newId.has(id) ? [newId.get(id) as string] : []));
  const [{ next } = { next: 0 }] = await tx.query<{ next: number }>(
    'select coalesce(max(display_order) + 1, 0)::int as next from categories where shop_id = $1',
    [toShopId],
  );
  for (const [index, row] of categories.entries()) {
    await tx.query(
      `insert into categories (id, shop_id, name, display_order, availability, upsell)
       values ($1, $2, $3, $4, $5::jsonb, coalesce(array(select jsonb_array_elements_text($6::jsonb)), '{}'::text[]))`,
      [newId.get(row.id), toShopId, row.name, next + index, JSON.stringify(row.availability), JSON.stringify(mapIds(row.upsell))],
    );
  }
  for (const row of sets) {
    await tx.query(
      `insert into option_sets (id, shop_id, category_id, name, type, min_selection, max_selection, values, display_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
      [
        newId.get(row.id),
        toShopId,
        newId.get(row.category_id),
        row.name,
        row.type,
        row.min_selection,
        row.max_selection,
        JSON.stringify(row.values ?? []),
        row.display_order,
      ],
    );
  }
  for (const row of products) {
    const options = (row.options ?? []).flatMap((option) =>
      newId.has(option._id) ? [{ ...option, _id: newId.get(option._id) }] : [],
    );
    await tx.query(
      `insert into products (id, shop_id, category_id, name, description, excerpt, enabled, price, stock, sku, available_from,
         icon, images, options, upsell, display_order, sold_out_until, priced)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14::jsonb,
         coalesce(array(select jsonb_array_elements_text($15::jsonb)), '{}'::text[]), $16, null, $17)`,
      [
        newId.get(row.id),
        toShopId,
        newId.get(row.category_id),
        row.name,
        row.description,
        row.excerpt,
        row.enabled,
        row.price,
        row.stock,
        row.sku,
        row.available_from,
        row.icon === null ? null : JSON.stringify(row.icon),
        row.images === null ? null : JSON.stringify(row.images),
        JSON.stringify(options),
        JSON.stringify(mapIds(row.upsell)),
        row.display_order,
        row.priced,
      ],
    );
  }
  return { categories: categories.length, products: products.length };
}
