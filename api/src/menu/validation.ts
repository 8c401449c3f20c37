import {
  isAllowedImageUrl,
  type ProductOptionInput,
  productOptionsProblem,
  productOptionsToSave,
  productShowProblem,
} from '@backoffice/contracts';
import type { Db } from '../db/types';
import { badRequest, notFound } from '../http/errors';
import { ICON_PATH_PREFIX } from './icons';
import { MENU_MESSAGES } from './messages';
import {
  listOptionSetsOfCategory,
  type ProductValues,
  productIdsOfShop,
  type StoredOptionValue,
  type StoredProductOption,
} from './repo';

/**
 * The menu writes' checks that need the database or the request's context (the shape of each body is the contracts
 * schema the route declares): ids that must belong to the shop, images that must be ours, option choices that must
 * still exist. Each refusal is a 400 in the merchant's words, shown under its field where the form has one.
 */

/** Prefixes of image URLs we accept (our own upload path, on the public URL or relative). */
export function allowedImagePrefixes(publicUrl: string): string[] {
  return ['/images/', '/api/images/', ICON_PATH_PREFIX].flatMap((path) => [path, `${publicUrl}${path}`]);
}

export function checkImage(prefixes: readonly string[], url: string | null | undefined, field: string): void {
  if (url && !isAllowedImageUrl(url, prefixes)) throw badRequest(`${field} must be uploaded to our image host first`);
}

/** Every id of an upsell list must be a product of the same shop: another shop's id is "not found" (404). */
export async function checkUpsell(tx: Db, shopId: string, ids: readonly string[], selfId?: string): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) throw badRequest('A product can be in Up sell only once');
  if (selfId && unique.includes(selfId)) throw badRequest('A product cannot be its own Up sell');
  const known = await productIdsOfShop(tx, shopId, unique);
  const missing = unique.find((id) => !known.has(id));
  // bad input (400, as the loyalty picks), in the Up sell tab's words ("Upsell product" is the field that adds
  // one): the form shows it under that field, never a path or an id
  if (missing) throw badRequest('Upsell product is not on this shop’s menu (it may have been deleted). Choose again.');
  return unique;
}

/**
 * A product's option choices → what we store: only sets with a selected value and only those values (spec 001
 * §5), one default each; every set must be an option set of the product's category and every value one of its values.
 */
export async function checkProductOptions(
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
  // productOptionsProblem's sentences name what is wrong; the product's Options tab has no one field for them
  if (problem) throw badRequest(problem);
  const sets = new Map((await listOptionSetsOfCategory(tx, categoryId)).map((row) => [row.id, row]));
  for (const option of flags) {
    const set = sets.get(option._id);
    // another shop's (or category's) option set: not found, never silently kept
    if (!set) throw notFound(MENU_MESSAGES.optionNotFound);
    const valueIds = new Set((set.values ?? []).map((value) => value._id));
    const unknown = option.values.find((value) => !valueIds.has(value._id));
    if (unknown)
      throw badRequest(`"${set.name}" no longer has one of the chosen values (it may have been deleted). Choose again.`);
    if (option.values.some((value) => value.default && !value.selected))
      throw badRequest(`The default value of "${set.name}" must be selected`);
  }
  return productOptionsToSave(flags);
}

/** Spec 001 §5 as we read it: only a product with a typed price and a description is shown (rules/menu.ts). */
export function refuseShowingUnready(values: ProductValues): void {
  const problem = productShowProblem(values);
  if (problem) throw badRequest(problem);
}

/** An option set's values as stored: each with its id (a new value gets one), listed once. */
export function storedValues(
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
    // "Values" is the option form's label for its list of values (the form shows this under it)
    if (ids.has(id)) throw badRequest('Values must not list the same value twice');
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

/** A drag to reorder has no field: its refusal is a toast, saying what the new order lacks in the merchant's words. */
export function checkPermutation(
  ids: readonly string[],
  siblings: readonly string[],
  what: 'categories' | 'products' | 'options',
): void {
  const words = what === 'options' ? 'option sets' : what;
  const wanted = new Set(ids);
  if (wanted.size !== ids.length) throw badRequest(`The new order lists one of the ${words} twice`);
  if (ids.length !== siblings.length || siblings.some((id) => !wanted.has(id)))
    throw badRequest(`The new order must list every one of the ${words}, each once. Reload the page and try again.`);
}
