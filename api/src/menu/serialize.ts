import {
  type Category,
  defaultCategoryAvailability,
  type OptionSet,
  type Product,
  type ProductOption,
  WEEK_DAYS,
} from '@backoffice/contracts';
import { toIso } from '../sql';
import type { CategoryRow, OptionSetRow, ProductRow, StoredProductOption } from './repo';

/**
 * Availability as stored may be partial (older rows, the large seed's `{twentyFourSeven: true}`): fill the gaps
 * with the spec default (all 7 days, 00:00–23:59) so the client always gets the full shape.
 */
export function toAvailability(stored: Record<string, unknown> | null): Category['availability'] {
  const merged = { ...defaultCategoryAvailability(), ...(stored ?? {}) } as Category['availability'];
  if (!Array.isArray(merged.availableDays)) merged.availableDays = [...WEEK_DAYS];
  return merged;
}

export function toOptionSet(row: OptionSetRow): OptionSet {
  return {
    _id: row.id,
    shop: row.shop_id,
    name: row.name,
    category: row.category_id,
    type: row.type,
    ...(row.min_selection !== null ? { minSelection: row.min_selection } : {}),
    ...(row.max_selection !== null ? { maxSelection: row.max_selection } : {}),
    values: row.values ?? [],
    displayOrder: row.display_order,
  };
}

/**
 * A product's options as stored hold only ids and flags; the names, prices and SKUs are the option set's, merged in
 * here, so a renamed value or a changed price shows at once. References to deleted sets or values drop out.
 */
export function toProductOptions(stored: StoredProductOption[] | null, sets: ReadonlyMap<string, OptionSet>): ProductOption[] {
  return (stored ?? []).flatMap((entry) => {
    const set = sets.get(entry._id);
    if (!set) return [];
    const flags = new Map(entry.values.map((value) => [value._id, value]));
    const values = set.values.flatMap((value) => {
      const flag = flags.get(value._id);
      return flag ? [{ ...value, selected: flag.selected === true, default: flag.default === true }] : [];
    });
    return [{ ...set, values }];
  });
}

/**
 * The menu list's form of a product's options: references to the category's sets (populated once on the category)
 * with each value's flags — a product repeats nothing of its sets. Dangling references drop out, as in the full form.
 */
export function toProductOptionRefs(stored: StoredProductOption[] | null, sets: ReadonlyMap<string, OptionSet>): ProductOption[] {
  return (stored ?? []).flatMap((entry) => {
    const set = sets.get(entry._id);
    if (!set) return [];
    const known = new Set(set.values.map((value) => value._id));
    const values = entry.values
      .filter((value) => known.has(value._id))
      .map((value) => ({ _id: value._id, selected: value.selected === true, default: value.default === true }));
    return [{ _id: entry._id, values }];
  });
}

/** `optionForm` 'full' merges each option set in (one product); 'refs' sends references only (the menu list). */
export function toProduct(row: ProductRow, sets: ReadonlyMap<string, OptionSet>, optionForm: 'full' | 'refs' = 'full'): Product {
  return {
    _id: row.id,
    shop: row.shop_id,
    name: row.name,
    description: row.description,
    excerpt: row.excerpt,
    category: row.category_id,
    enabled: row.enabled,
    price: row.price,
    stock: row.stock,
    ...(row.sku !== null ? { SKU: row.sku } : {}),
    ...(row.available_from ? { availableFrom: toIso(row.available_from) } : {}),
    ...(row.icon ? { icon: row.icon } : {}),
    images: row.images?.hero ? { hero: row.images.hero } : {},
    options: optionForm === 'refs' ? toProductOptionRefs(row.options, sets) : toProductOptions(row.options, sets),
    upsell: row.upsell ?? [],
    displayOrder: row.display_order,
    soldOutUntil: row.sold_out_until ? toIso(row.sold_out_until) : null,
    ...(row.priced ? {} : { priced: false }),
  };
}

export function optionSetMap(rows: readonly OptionSetRow[]): Map<string, OptionSet> {
  return new Map(rows.map((row) => [row.id, toOptionSet(row)]));
}

export function toCategory(
  row: CategoryRow,
  children: { products: Product[] | string[]; options: OptionSet[] | string[] },
): Category {
  return {
    _id: row.id,
    shop: row.shop_id,
    name: row.name,
    displayOrder: row.display_order,
    products: children.products,
    options: children.options,
    upsell: row.upsell ?? [],
    availability: toAvailability(row.availability),
  };
}
