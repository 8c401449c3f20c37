import { z } from 'zod';
import { category, categoryAvailability, OPTION_TYPES, optionSet, product } from '../entities/catalogue';
import { id, isoDate } from '../entities/common';
import { formatMoney } from '../money';
import { endOfVenueDay, optionSetProblemOf, venueLocalToIso } from '../rules/menu';
import { optionsParam, queryOptions } from './options';
import { emptyWriteOptions, jsonTextOr } from './query';

/** Limits that keep one request small; the spec names none. */
export const MENU_LIMITS = {
  name: 200,
  description: 2000,
  excerpt: 500,
  sku: 100,
  /** NZ$9,999.99: the dearest a menu item or option can be (a typo of two zeros is refused, not sold). */
  maxPrice: 999_999,
  maxStock: 1_000_000,
  listItems: 500,
  optionValues: 100,
} as const;

/**
 * Spec 001 §5 "Category, product, option create: name required": trimmed, so whitespace alone is no name. Exported
 * so the create forms show the very message the API answers with.
 */
export const menuName = z
  // a missing name is the same mistake as an empty one, so it gets the same words; a wrong type keeps zod's
  .string({ error: (issue) => (issue.input === undefined ? 'Name is required' : undefined) })
  .trim()
  .min(1, 'Name is required')
  .max(MENU_LIMITS.name, `Name must be at most ${MENU_LIMITS.name} characters`);
const name = menuName;
/** The create-by-name forms (category, product, option set): the one field, with the route's rule. */
export const createByNameForm = z.object({ name: menuName });
/**
 * The category rename prompt (spec 001 §2: a rename is "ignored if empty or whitespace"): an empty answer is no
 * rename (the prompt is dismissed, nothing sent); any other is held to the route's name rule (`menuName`), in its words.
 */
export const categoryRenameForm = z.object({
  name: z
    .string()
    .trim()
    .superRefine((answer, ctx) => {
      if (answer === '') return;
      for (const issue of menuName.safeParse(answer).error?.issues ?? [])
        ctx.addIssue({ code: 'custom', message: issue.message });
    }),
});
export const PRICE_RANGE_MESSAGE = `Price must be between ${formatMoney(0)} and ${formatMoney(MENU_LIMITS.maxPrice)}`;
/** Spec 001 §3/§5: price in integer cents, never negative; one sentence for every way a price can be wrong. */
export const priceCents = z
  // an empty field (nothing sent where a price must be) is asked for; anything else that is not a price gets the range
  .number({ error: (issue) => (issue.input === undefined ? 'Price is required' : PRICE_RANGE_MESSAGE) })
  .int(PRICE_RANGE_MESSAGE)
  .min(0, PRICE_RANGE_MESSAGE)
  .max(MENU_LIMITS.maxPrice, PRICE_RANGE_MESSAGE);
export const STOCK_MESSAGE = 'Stock must be a whole number, -1 for unlimited';
/** Spec 001 §3: stock −1 means unlimited; one sentence for every way a stock can be wrong but missing. */
export const stockCount = z
  .number({ error: (issue) => (issue.input === undefined ? 'Stock is required' : STOCK_MESSAGE) })
  .int(STOCK_MESSAGE)
  .min(-1, STOCK_MESSAGE)
  .max(MENU_LIMITS.maxStock, `Stock must be at most ${MENU_LIMITS.maxStock.toLocaleString('en-NZ')}`);
const sku = z.string().trim().max(MENU_LIMITS.sku, `SKU must be at most ${MENU_LIMITS.sku} characters`);

/**
 * Spec 001 §5 "Product form: title, description, excerpt … required": a text that, when sent, must hold more than
 * spaces (kept as typed). A product created by its name has none yet, and stays hidden until it has
 * (`productShowProblem`), so the field is optional where a write may leave it alone.
 */
const describedText = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : undefined) })
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => value.trim() !== '', `${label} is required`);
const idList = z.array(id).max(MENU_LIMITS.listItems);

/**
 * Hero images and icons must come from our own image host (kit's POST /api/images answers `/images/...` on the
 * API's public URL). The schema accepts an absolute http(s) URL or an absolute path; the API then checks the
 * prefix against its configured hosts (`isAllowedImageUrl`).
 */
export const catalogueImageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'must be an image URL');

// ---- GET /api/shops/:shopId/categories -------------------------------------------------------------------

export const CATEGORY_POPULATE = ['options', 'products'] as const;
export const categoriesQuery = z.strictObject({
  options: optionsParam(
    queryOptions({ sort: ['displayOrder', 'name'] as const, populate: CATEGORY_POPULATE, maxLimit: MENU_LIMITS.listItems }),
  ),
});
export const categoriesResponse = z.object({ categories: z.array(category) });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

/** `options` of catalogue writes: JSON text or object; `populate` as on the list. */
const writeOptions = jsonTextOr(
  z.strictObject({
    populate: z.union([z.enum(CATEGORY_POPULATE), z.array(z.enum(CATEGORY_POPULATE)).max(2)]).optional(),
  }),
  'options',
);

/**
 * A PUT body that may wrap its fields in `{field}Info` (JSON text or object, like the POSTs) or send them
 * directly (spec 001 §7 lists the PUT payloads as plain fields). Beside `{field}Info`, `options` is the write
 * options and is ignored; among plain fields `options` is the entity's own field (a product's option sets).
 */
export function infoOrFields<T extends z.ZodType>(field: string, schema: T) {
  const entityHasOptions = 'shape' in schema && 'options' in (schema.shape as Record<string, unknown>);
  return z
    .unknown()
    .transform((body, ctx) => {
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
      // spec 001 §7: every write may carry `options` (JSON text); these routes offer none, so it must be empty. Sent
      // with the fields themselves, `options` is the write's only when the entity has no field of that name (a
      // product's `options` are its option sets)
      const { options, ...rest } = body as Record<string, unknown>;
      const wrapped = field in rest;
      if (!wrapped && entityHasOptions) return body;
      if (options !== undefined && !emptyWriteOptions.safeParse(options).success) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'This call takes no options' });
        return z.NEVER;
      }
      if (!wrapped) return rest;
      if (Object.keys(rest).length > 1) {
        ctx.addIssue({ code: 'custom', message: `Send either ${field} or the fields themselves, not both` });
        return z.NEVER;
      }
      const value = rest[field];
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${field} must be a JSON object or JSON text` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

// ---- categories ------------------------------------------------------------------------------------------

export const categoryCreate = z.strictObject({
  shop: id,
  name,
  availability: categoryAvailability.optional(),
  upsell: idList.optional(),
});
export const createCategoryRequest = z.strictObject({
  categoryInfo: jsonTextOr(categoryCreate, 'categoryInfo'),
  options: writeOptions.optional(),
});
export type CategoryCreate = z.infer<typeof categoryCreate>;

export const categoryUpdate = z.strictObject({
  name: name.optional(),
  availability: categoryAvailability.optional(),
  upsell: idList.optional(),
});
export type CategoryUpdate = z.infer<typeof categoryUpdate>;
/** The category's Availability tab and Upsell editor: each the one field of PUT /api/categories/{id} it saves. */
export const categoryAvailabilityForm = z.strictObject({ availability: categoryAvailability });
export const upsellForm = z.strictObject({ upsell: idList });
export const updateCategoryRequest = infoOrFields('categoryInfo', categoryUpdate);
export const categoryResponse = z.object({ category });

// ---- products --------------------------------------------------------------------------------------------

/** One option set as a product offers it: only ids and the flags are stored; names and prices come from the set. */
export const productOptionInput = z
  .object({
    _id: id,
    values: z
      .array(
        z
          .object({
            _id: id,
            selected: z.boolean().optional(),
            default: z.boolean().optional(),
          })
          // the UI sends back the populated values it got (name, price…): those are the set's, not ours to store
          .passthrough(),
      )
      .max(MENU_LIMITS.optionValues),
  })
  .passthrough();
export type ProductOptionInput = z.infer<typeof productOptionInput>;

const productFields = {
  name,
  description: describedText('Description', MENU_LIMITS.description),
  excerpt: describedText('Excerpt', MENU_LIMITS.excerpt),
  price: priceCents,
  stock: stockCount,
  enabled: z.boolean(),
  SKU: sku.nullable(),
  availableFrom: isoDate.nullable(),
  options: z.array(productOptionInput).max(MENU_LIMITS.listItems),
  icon: z.strictObject({ name: z.string().trim().max(100).optional(), icon: catalogueImageUrl.optional() }).nullable(),
  images: z.strictObject({ hero: catalogueImageUrl.nullable().optional() }),
  upsell: idList,
  /** "Sold out until…": ISO time, or null to put it back on sale now. */
  soldOutUntil: isoDate.nullable(),
};

export const productCreate = z.strictObject({
  shop: id.optional(),
  category: id,
  ...productFields,
  description: productFields.description.optional(),
  excerpt: productFields.excerpt.optional(),
  price: priceCents.optional(),
  stock: stockCount.optional(),
  enabled: z.boolean().optional(),
  SKU: productFields.SKU.optional(),
  availableFrom: productFields.availableFrom.optional(),
  options: productFields.options.optional(),
  icon: productFields.icon.optional(),
  images: productFields.images.optional(),
  upsell: idList.optional(),
  soldOutUntil: productFields.soldOutUntil.optional(),
});
export type ProductCreate = z.infer<typeof productCreate>;
export const createProductRequest = z.strictObject({
  productInfo: jsonTextOr(productCreate, 'productInfo'),
  options: writeOptions.optional(),
});

export const productUpdate = z.strictObject(productFields).partial();

/**
 * The product page's Details tab: the fields it always sends, each required as spec 001 §5 names them. The form
 * checks with it before saving and PUT /api/products/{id} checks every one of them it is sent with the same fields
 * (`productUpdate`), so both refuse the same input with the same sentence.
 */
export const productDetails = z.strictObject({
  name: productFields.name,
  description: productFields.description,
  excerpt: productFields.excerpt,
  price: productFields.price,
  stock: productFields.stock,
  SKU: productFields.SKU,
  enabled: productFields.enabled,
  availableFrom: productFields.availableFrom,
});
export type ProductDetails = z.infer<typeof productDetails>;

/**
 * The Details tab as the form holds it (the kit's useSchemaForm): the same field rules, with what a form
 * holds turned into what the route takes — an empty money field is no price ("Price is required"), an empty SKU is none (null), the "Available from" day
 * (`YYYY-MM-DD`, or empty) is that day's start in UTC (or null). Its output is the PUT body.
 */
export const productDetailsForm = productDetails.extend({
  // the money field holds null while empty: that is no price yet, asked for as the route asks for a missing one
  price: z.preprocess((value) => (value === null ? undefined : value), priceCents),
  SKU: z
    .string()
    .trim()
    .max(MENU_LIMITS.sku, `SKU must be at most ${MENU_LIMITS.sku} characters`)
    .transform((value) => value || null),
  availableFrom: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Available from must be a date')
    .transform((day) => (day ? `${day}T00:00:00.000Z` : null)),
});

/**
 * One product row of the menu spreadsheet, checked by the same field rules as the Details tab and the API. Where a
 * sheet differs on purpose: an empty description or excerpt cell is kept (a product may stay undescribed, and hidden,
 * as one created by its name; the export writes such rows and must read them back).
 */
export const productSheetRow = productDetails.pick({ name: true, price: true, stock: true, SKU: true, enabled: true }).extend({
  description: z.string().max(MENU_LIMITS.description, `Description must be at most ${MENU_LIMITS.description} characters`),
  excerpt: z.string().max(MENU_LIMITS.excerpt, `Excerpt must be at most ${MENU_LIMITS.excerpt} characters`),
});
export type ProductSheetRow = z.infer<typeof productSheetRow>;
export type ProductUpdate = z.infer<typeof productUpdate>;
export const updateProductRequest = infoOrFields('productInfo', productUpdate);
export const productResponse = z.object({ product });

/**
 * "Sold out until…" (ours; the spec names no rule): the product comes back by itself at that instant, so it must be
 * later than now — a past instant would mark nothing and read as a mistake. One sentence for the dialog and for a
 * product save (create or PUT) that sends one; `null` (Back on sale) is no instant and always allowed.
 */
export const SOLD_OUT_FUTURE_MESSAGE = 'Choose a date and time in the future';
export const soldOutUntilAfter = (now: () => Date) =>
  isoDate.refine((iso) => Date.parse(iso) > now().getTime(), SOLD_OUT_FUTURE_MESSAGE);

export const SOLD_OUT_CHOICES = ['today', 'until'] as const;
export type SoldOutChoice = (typeof SOLD_OUT_CHOICES)[number];
/** The "Sold out until…" dialog as the form holds it: the choice, and the venue-local `YYYY-MM-DDTHH:mm` typed. */
export interface SoldOutFormValues {
  choice: SoldOutChoice;
  soldOutUntil: string;
}

/** The instant the dialog's values mean: the end of the venue's day, or the typed venue-local time (null: unreadable). */
export function soldOutUntilOf(values: SoldOutFormValues, now: Date): string | null {
  return values.choice === 'today' ? endOfVenueDay(now) : venueLocalToIso(values.soldOutUntil);
}

/**
 * The dialog's schema: what it means (`soldOutUntilOf`) must pass the product route's rule (`soldOutUntilAfter`),
 * its message under the date and time field.
 */
export const soldOutForm = (now: () => Date) => {
  const future = soldOutUntilAfter(now);
  return z.object({ choice: z.enum(SOLD_OUT_CHOICES), soldOutUntil: z.string() }).superRefine((values, ctx) => {
    const checked = future.safeParse(soldOutUntilOf(values, now()));
    if (!checked.success) ctx.addIssue({ code: 'custom', path: ['soldOutUntil'], message: SOLD_OUT_FUTURE_MESSAGE });
  });
};

// ---- option sets -----------------------------------------------------------------------------------------

/** Spec 001 §5 "each value needs name and price": one sentence for the option form and the API. */
export const OPTION_VALUE_MESSAGE = 'Each value needs a name and a price';
export const optionValueInput = z.strictObject({
  _id: id.optional(),
  name: z
    .string(OPTION_VALUE_MESSAGE)
    .trim()
    .min(1, OPTION_VALUE_MESSAGE)
    .max(MENU_LIMITS.name, `A value name must be at most ${MENU_LIMITS.name} characters`),
  price: priceCents,
  SKU: sku.optional(),
  value: z.string().max(MENU_LIMITS.name).optional(),
});
export type OptionValueInput = z.infer<typeof optionValueInput>;

/** A multi option's minimum or maximum, named as the option form labels it. */
const selectionCount = (label: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a whole number`) })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(MENU_LIMITS.optionValues, `${label} must be at most ${MENU_LIMITS.optionValues}`);

const optionFields = {
  name,
  type: z.enum(OPTION_TYPES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'Type is required' : undefined),
  }),
  minSelection: selectionCount('Minimum selection').nullable(),
  maxSelection: selectionCount('Maximum selection').nullable(),
  values: z.array(optionValueInput).max(MENU_LIMITS.optionValues),
};

export const optionCreate = z.strictObject({
  shop: id.optional(),
  category: id,
  name,
  type: optionFields.type.optional(),
  minSelection: optionFields.minSelection.optional(),
  maxSelection: optionFields.maxSelection.optional(),
  values: optionFields.values.optional(),
});
export type OptionCreate = z.infer<typeof optionCreate>;
export const createOptionRequest = z.strictObject({
  optionInfo: jsonTextOr(optionCreate, 'optionInfo'),
  options: writeOptions.optional(),
});

export const optionUpdate = z.strictObject(optionFields).partial();

/**
 * The option page's form (the kit's useSchemaForm): every field it sends, with spec 001 §5's multi rule
 * (`optionSetProblem`, which the API runs on the saved set merged with the change) under the field it names; what a
 * form holds is turned into what the route takes — an empty price box (null) is no price ("Price is required", as the route asks
 * for a missing one), an empty SKU box is no SKU (not sent). Its output is the PUT body.
 */
export const optionForm = z
  .strictObject({
    ...optionFields,
    values: z
      .array(
        optionValueInput.extend({
          price: z.preprocess((value) => (value === null ? undefined : value), priceCents),
          SKU: sku.transform((value) => value || undefined).optional(),
        }),
      )
      .max(MENU_LIMITS.optionValues),
  })
  .superRefine((option, ctx) => {
    const problems = [optionSetProblemOf(option)];
    // both boxes of a multi option emptied (null, as the kit holds an emptied number): each is asked for under its
    // own box — the rule names the first it finds
    if (problems[0]?.field === 'minSelection' && option.minSelection == null && option.maxSelection == null)
      problems.push(optionSetProblemOf({ ...option, minSelection: 0 }));
    for (const problem of problems)
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type OptionForm = z.infer<typeof optionForm>;
export type OptionUpdate = z.infer<typeof optionUpdate>;
export const updateOptionRequest = infoOrFields('optionInfo', optionUpdate);
export const optionResponse = z.object({ option: optionSet });

// ---- ordering, copy, sync, icons -------------------------------------------------------------------------

/** PUT …/display-order: the full list of sibling ids in their new order (a permutation, nothing more or less). */
export const displayOrderRequest = z.strictObject({ ids: z.array(id).min(1).max(MENU_LIMITS.listItems) });
export type DisplayOrderRequest = z.infer<typeof displayOrderRequest>;

export const copyMenuParams = z.strictObject({ shopId: id, targetId: id });
export const categoryParams = z.strictObject({ shopId: id, categoryId: id });
export const idParams = z.strictObject({ id });

export const icon = z.object({ name: z.string(), icon: z.string() });
export type Icon = z.infer<typeof icon>;
export const iconsResponse = z.object({ icons: z.array(icon) });
