import { randomUUID } from 'node:crypto';
import type { ShopRole } from '@backoffice/contracts';
import { preparedSql } from '../db/prepared';
import { queryAndCommit } from '../db/tx';
import type { Db } from '../db/types';

/** The menu tables (migration 001 + 050). Values always travel as $n parameters; JSON and id lists as JSON text. */

export interface StoredProductOption {
  _id: string;
  values: { _id: string; selected?: boolean; default?: boolean }[];
}

export interface StoredOptionValue {
  _id: string;
  name: string;
  price: number;
  SKU?: string;
  value?: string;
}

export interface CategoryRow {
  id: string;
  shop_id: string;
  name: string;
  display_order: number;
  availability: Record<string, unknown> | null;
  upsell: string[] | null;
}

export interface ProductRow {
  id: string;
  shop_id: string;
  category_id: string;
  name: string;
  description: string;
  excerpt: string;
  enabled: boolean;
  price: number;
  stock: number;
  sku: string | null;
  available_from: Date | null;
  icon: { name?: string; icon?: string } | null;
  images: { hero?: string | null } | null;
  options: StoredProductOption[] | null;
  upsell: string[] | null;
  display_order: number;
  sold_out_until: Date | null;
  /** false: created by name and no price saved yet (migration 121). */
  priced: boolean;
}

export interface OptionSetRow {
  id: string;
  shop_id: string;
  category_id: string;
  name: string;
  type: 'wheel' | 'increase' | 'switch' | 'multi';
  min_selection: number | null;
  max_selection: number | null;
  values: StoredOptionValue[] | null;
  display_order: number;
}

const CATEGORY_COLUMNS = 'id, shop_id, name, display_order, availability, upsell';
const PRODUCT_COLUMNS = `id, shop_id, category_id, name, description, excerpt, enabled, price, stock, sku, available_from, icon,
  images, options, upsell, display_order, sold_out_until, priced`;
const PRODUCT_COLUMNS_OF_P = PRODUCT_COLUMNS.split(',')
  .map((column) => `p.${column.trim()}`)
  .join(', ');
const OPTION_COLUMNS = 'id, shop_id, category_id, name, type, min_selection, max_selection, values, display_order';

/** A JSON array of text as a Postgres text[] expression (pg and PGlite disagree on array parameters). */
const textArray = (param: string) => `coalesce(array(select jsonb_array_elements_text(${param}::jsonb)), '{}'::text[])`;

export async function listCategories(db: Db, shopId: string, sortByName = false): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(
    `select ${CATEGORY_COLUMNS} from categories where shop_id = $1 order by ${sortByName ? 'lower(name), ' : ''}display_order, id`,
    [shopId],
  );
}

export async function listProductsOfShop(db: Db, shopId: string): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from products where shop_id = $1 order by category_id, display_order, id`,
    [shopId],
  );
}

export async function listOptionSetsOfShop(db: Db, shopId: string): Promise<OptionSetRow[]> {
  return db.query<OptionSetRow>(
    `select ${OPTION_COLUMNS} from option_sets where shop_id = $1 order by category_id, display_order, id`,
    [shopId],
  );
}

export async function listProductsOfCategory(db: Db, categoryId: string): Promise<ProductRow[]> {
  return db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from products where category_id = $1 order by display_order, id`, [
    categoryId,
  ]);
}

/** Named (db/prepared.ts): every product read and save answers with its category's option sets. */
const OPTION_SETS_OF_CATEGORY_SQL = preparedSql(
  'option_sets_of_category',
  `select ${OPTION_COLUMNS} from option_sets where category_id = $1 order by display_order, id`,
);

/** `last`: nothing follows in the transaction, so the read is sent together with COMMIT (db/tx.ts queryAndCommit). */
export async function listOptionSetsOfCategory(db: Db, categoryId: string, last = false): Promise<OptionSetRow[]> {
  const sql = OPTION_SETS_OF_CATEGORY_SQL;
  return last ? queryAndCommit<OptionSetRow>(db, sql, [categoryId]) : db.query<OptionSetRow>(sql, [categoryId]);
}

export async function findCategory(db: Db, id: string, forUpdate = false): Promise<CategoryRow | null> {
  const [row] = await db.query<CategoryRow>(
    `select ${CATEGORY_COLUMNS} from categories where id = $1 ${forUpdate ? 'for update' : ''}`,
    [id],
  );
  return row ?? null;
}

export async function findProduct(db: Db, id: string, forUpdate = false): Promise<ProductRow | null> {
  const [row] = await db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from products where id = $1 ${forUpdate ? 'for update' : ''}`,
    [id],
  );
  return row ?? null;
}

/** Named (db/prepared.ts), the read and the save's locking read: planning them cost more than running them. */
const PRODUCT_WITH_SHOP_OWNER = `select ${PRODUCT_COLUMNS_OF_P}, s.owner_id as shop_owner_id, s.require_two_step as shop_requires_two_step,
    (select m.role from shop_members m where m.shop_id = s.id and m.user_id = $2) as caller_role
  from products p left join shops s on s.id = p.shop_id and s.deleted_at is null
  where p.id = $1`;
const PRODUCT_WITH_SHOP_OWNER_SQL = preparedSql('product_with_shop_owner', PRODUCT_WITH_SHOP_OWNER);
const PRODUCT_WITH_SHOP_OWNER_FOR_UPDATE_SQL = preparedSql(
  'product_with_shop_owner_for_update',
  `${PRODUCT_WITH_SHOP_OWNER} for update of p`,
);

/** A product row with what the shop access check needs (shops/access.ts `ShopFacts`). */
export type ProductWithShopAccess = ProductRow & {
  shop_owner_id: string | null;
  caller_role: ShopRole | null;
  shop_requires_two_step: boolean | null;
};

/**
 * The product with its live shop's owner (null: the shop is gone or deleted) and `userId`'s role in that shop (null:
 * not a member), in one statement: the access check of the product routes. `forUpdate` locks the product only.
 */
export async function findProductWithShopOwner(
  db: Db,
  id: string,
  userId: string,
  forUpdate = false,
): Promise<ProductWithShopAccess | null> {
  const [row] = await db.query<ProductWithShopAccess>(
    forUpdate ? PRODUCT_WITH_SHOP_OWNER_FOR_UPDATE_SQL : PRODUCT_WITH_SHOP_OWNER_SQL,
    [id, userId],
  );
  return row ?? null;
}

export async function findOptionSet(db: Db, id: string, forUpdate = false): Promise<OptionSetRow | null> {
  const [row] = await db.query<OptionSetRow>(
    `select ${OPTION_COLUMNS} from option_sets where id = $1 ${forUpdate ? 'for update' : ''}`,
    [id],
  );
  return row ?? null;
}

/** Which of `ids` are products of `shopId` (ownership of ids inside upsell lists and promo targets). */
export async function productIdsOfShop(db: Db, shopId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(`select id from products where shop_id = $1 and id = any(${textArray('$2')})`, [
    shopId,
    JSON.stringify(ids),
  ]);
  return new Set(rows.map((row) => row.id));
}

/** Which of `ids` are categories of `shopId` (the loyalty settings' category pickers). */
export async function categoryIdsOfShop(db: Db, shopId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(`select id from categories where shop_id = $1 and id = any(${textArray('$2')})`, [
    shopId,
    JSON.stringify(ids),
  ]);
  return new Set(rows.map((row) => row.id));
}

/** Next display order among siblings; the caller holds the parent's row lock so two creates never collide. */
async function nextOrder(db: Db, table: 'categories' | 'products' | 'option_sets', column: string, value: string) {
  const [row] = await db.query<{ next: number }>(
    `select coalesce(max(display_order) + 1, 0)::int as next from ${table} where ${column} = $1`,
    [value],
  );
  return row?.next ?? 0;
}

export async function insertCategory(
  db: Db,
  category: { shopId: string; name: string; availability: object; upsell: readonly string[] },
): Promise<string> {
  const id = randomUUID();
  const order = await nextOrder(db, 'categories', 'shop_id', category.shopId);
  await db.query(
    `insert into categories (id, shop_id, name, display_order, availability, upsell)
     values ($1, $2, $3, $4, $5::jsonb, ${textArray('$6')})`,
    [id, category.shopId, category.name, order, JSON.stringify(category.availability), JSON.stringify(category.upsell)],
  );
  return id;
}

export async function updateCategoryRow(
  db: Db,
  id: string,
  fields: { name: string; availability: object; upsell: readonly string[] },
): Promise<void> {
  await db.query(`update categories set name = $2, availability = $3::jsonb, upsell = ${textArray('$4')} where id = $1`, [
    id,
    fields.name,
    JSON.stringify(fields.availability),
    JSON.stringify(fields.upsell),
  ]);
}

export interface ProductValues {
  name: string;
  description: string;
  excerpt: string;
  enabled: boolean;
  price: number;
  stock: number;
  sku: string | null;
  availableFrom: string | null;
  icon: object | null;
  images: object | null;
  options: StoredProductOption[];
  upsell: readonly string[];
  soldOutUntil: string | null;
  priced: boolean;
}

const PRODUCT_VALUE_PARAMS = (p: ProductValues) => [
  p.name,
  p.description,
  p.excerpt,
  p.enabled,
  p.price,
  p.stock,
  p.sku,
  p.availableFrom,
  p.icon === null ? null : JSON.stringify(p.icon),
  p.images === null ? null : JSON.stringify(p.images),
  JSON.stringify(p.options),
  JSON.stringify(p.upsell),
  p.soldOutUntil,
  p.priced,
];

export async function insertProduct(db: Db, shopId: string, categoryId: string, product: ProductValues): Promise<string> {
  const id = randomUUID();
  const order = await nextOrder(db, 'products', 'category_id', categoryId);
  await db.query(
    `insert into products (name, description, excerpt, enabled, price, stock, sku, available_from, icon, images, options, upsell,
       sold_out_until, priced, id, shop_id, category_id, display_order)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11::jsonb, ${textArray('$12')}, $13, $14, $15, $16, $17, $18)`,
    [...PRODUCT_VALUE_PARAMS(product), id, shopId, categoryId, order],
  );
  return id;
}

/** A product save (named, db/prepared.ts): the menu page's most frequent write. */
const UPDATE_PRODUCT_SQL = preparedSql(
  'product_update',
  `update products set name = $1, description = $2, excerpt = $3, enabled = $4, price = $5, stock = $6, sku = $7,
     available_from = $8, icon = $9::jsonb, images = $10::jsonb, options = $11::jsonb, upsell = ${textArray('$12')},
     sold_out_until = $13, priced = $14
   where id = $15
   returning ${PRODUCT_COLUMNS}`,
);

/** Returns the row as saved (null: no such product), so a save needs no read after it. */
export async function updateProductRow(db: Db, id: string, product: ProductValues): Promise<ProductRow | null> {
  const [row] = await db.query<ProductRow>(UPDATE_PRODUCT_SQL, [...PRODUCT_VALUE_PARAMS(product), id]);
  return row ?? null;
}

export interface OptionSetValues {
  name: string;
  type: OptionSetRow['type'];
  minSelection: number | null;
  maxSelection: number | null;
  values: StoredOptionValue[];
}

export async function insertOptionSet(db: Db, shopId: string, categoryId: string, option: OptionSetValues): Promise<string> {
  const id = randomUUID();
  const order = await nextOrder(db, 'option_sets', 'category_id', categoryId);
  await db.query(
    `insert into option_sets (id, shop_id, category_id, name, type, min_selection, max_selection, values, display_order)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
    [
      id,
      shopId,
      categoryId,
      option.name,
      option.type,
      option.minSelection,
      option.maxSelection,
      JSON.stringify(option.values),
      order,
    ],
  );
  return id;
}

export async function updateOptionSetRow(db: Db, id: string, option: OptionSetValues): Promise<void> {
  await db.query(
    `update option_sets set name = $2, type = $3, min_selection = $4, max_selection = $5, values = $6::jsonb where id = $1`,
    [id, option.name, option.type, option.minSelection, option.maxSelection, JSON.stringify(option.values)],
  );
}

/**
 * Removes deleted product ids from every upsell list of the shop (categories and products). Order history is
 * untouched: line items keep their name/price snapshot and their product_id becomes null (migration 001).
 */
export async function forgetProducts(db: Db, shopId: string, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = JSON.stringify(productIds);
  for (const table of ['categories', 'products'] as const) {
    await db.query(
      `update ${table} set upsell = coalesce(array(select u from unnest(upsell) as u where not (u = any(${textArray('$2')}))), '{}'::text[])
       where shop_id = $1 and upsell && ${textArray('$2')}`,
      [shopId, ids],
    );
  }
}

/** Drops an option set from the products that offered it. */
export async function forgetOptionSet(db: Db, categoryId: string, optionSetId: string): Promise<void> {
  await db.query(
    `update products set options = coalesce((select jsonb_agg(o) from jsonb_array_elements(options) as o where o->>'_id' <> $2), '[]'::jsonb)
     where category_id = $1 and options @> jsonb_build_array(jsonb_build_object('_id', $2::text))`,
    [categoryId, optionSetId],
  );
}

/**
 * Sets display_order = position in `ids` for rows of `table` under one parent. The caller has checked that `ids`
 * is exactly the set of siblings; the deferred unique constraint (migration 050) guards the result.
 */
export async function applyDisplayOrder(
  db: Db,
  table: 'categories' | 'products' | 'option_sets',
  parentColumn: 'shop_id' | 'category_id',
  parentId: string,
  ids: readonly string[],
): Promise<void> {
  await db.query(
    `update ${table} as t set display_order = (o.position - 1)::int
     from jsonb_array_elements_text($2::jsonb) with ordinality as o(id, position)
     where t.id = o.id and t.${parentColumn} = $1`,
    [parentId, JSON.stringify(ids)],
  );
}

export async function setProductOptions(db: Db, productId: string, options: StoredProductOption[]): Promise<void> {
  await db.query('update products set options = $2::jsonb where id = $1', [productId, JSON.stringify(options)]);
}
