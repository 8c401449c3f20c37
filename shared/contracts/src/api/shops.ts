import { z } from 'zod';
import { SHOPS_LIST_LIMIT } from '../constants';
import { id } from '../entities/common';
import { paymentAccount, SHOP_TYPES, shop, shopCreate, shopUpdate } from '../entities/shop';
import { SAVED_SETTINGS_SECTIONS, SETTINGS_SECTION_SCHEMAS } from '../entities/shop-settings';
import { optionsParam, populateOption, queryOptions } from './options';
import { jsonTextOr } from './query';

const populateOwner = populateOption(['owner']);

/** GET /api/users/{userId}/shops (spec 000 §7: limit 1000, sort by name.normal). Default sort: name.normal. */
export const USER_SHOPS_SORT = ['name.normal', 'createdAt'] as const;
export const userShopsOptions = queryOptions({ sort: USER_SHOPS_SORT, populate: ['owner'], maxLimit: SHOPS_LIST_LIMIT });
export const userShopsQuery = z.strictObject({ options: optionsParam(userShopsOptions) });

/**
 * GET /api/admin-shops (admin; spec 001 §7: options with limit, skip, sort, populate owner; type; search).
 * `search` matches the shop name or the owner's name or e-mail; no `type` means every type.
 */
export const ADMIN_SHOPS_SORT = ['name.normal', 'createdAt'] as const;
export const ADMIN_SHOPS_MAX_LIMIT = 100;
export const adminShopsQuery = z.strictObject({
  search: z.string().trim().max(200).optional(),
  type: z.enum(SHOP_TYPES).optional(),
  options: optionsParam(queryOptions({ sort: ADMIN_SHOPS_SORT, populate: ['owner'], maxLimit: ADMIN_SHOPS_MAX_LIMIT })),
});

/**
 * GET /api/shops (spec 000 §7: options, type default fixed, search → shops, count): the caller's own shops, every
 * shop for an admin. `search` matches the shop name (and, for an admin, the owner's name or e-mail).
 */
export const shopsQuery = z.strictObject({
  search: z.string().trim().max(200).optional(),
  /** spec 000 §7: default fixed; `all` (ours) for the admin's shop switcher, which searches every venue */
  type: z.enum([...SHOP_TYPES, 'all']).default('fixed'),
  options: optionsParam(queryOptions({ sort: ADMIN_SHOPS_SORT, populate: ['owner'], maxLimit: SHOPS_LIST_LIMIT })),
});

export const shopsListResponse = z.object({ shops: z.array(shop), count: z.number().int().min(0) });
export type ShopsListResponse = z.infer<typeof shopsListResponse>;

/** GET /api/shops/{shopId}: `includeStripeAccount` adds the payment account (spec 000 §7). */
export const shopQuery = z.strictObject({
  options: optionsParam(z.strictObject({ includeStripeAccount: z.boolean().optional(), populate: populateOwner.optional() })),
});

export const shopResponse = z.object({ shop, stripeAccount: paymentAccount.nullable() });
export type ShopResponse = z.infer<typeof shopResponse>;

/** `options` of shop writes: JSON text or an object; only `populate: 'owner'` means anything today. */
const shopWriteOptions = jsonTextOr(z.strictObject({ populate: populateOwner.optional() }), 'options');

/** POST /api/shops. */
export const createShopRequest = z.strictObject({ shopInfo: shopCreate, options: shopWriteOptions.optional() });
export type CreateShopRequest = z.infer<typeof createShopRequest>;

/**
 * `options` of PUT /api/shops/{shopId}: besides `populate`, `section` (ours) names the settings section a form saves,
 * so the API checks shopInfo with that section's schema too (`settingsSectionSchema`: its required fields, nothing
 * from another section). Without it (the immediate-save toggles, the tables' push and pull) only `shopUpdate` applies.
 */
const shopUpdateOptions = jsonTextOr(
  z.strictObject({
    populate: populateOwner.optional(),
    section: z
      .enum(SAVED_SETTINGS_SECTIONS, { message: `section must be one of: ${SAVED_SETTINGS_SECTIONS.join(', ')}` })
      .optional(),
  }),
  'options',
);

/**
 * PUT /api/shops/{shopId}: a partial shopInfo, as an object or JSON text (spec 001 §7). With `options.section`, the
 * shopInfo must also pass that section's schema — the one its form checks — and its refusals name the field under
 * `shopInfo` like the rest.
 */
export const updateShopRequest = z
  .strictObject({
    shopInfo: jsonTextOr(shopUpdate, 'shopInfo'),
    options: shopUpdateOptions.optional(),
  })
  .superRefine(({ shopInfo, options }, ctx) => {
    if (!options?.section) return;
    const checked = SETTINGS_SECTION_SCHEMAS[options.section].safeParse(shopInfo);
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ ...issue, path: ['shopInfo', ...issue.path] });
  });
export type UpdateShopRequest = z.infer<typeof updateShopRequest>;

export const shopWriteResponse = z.object({ shop });
export type ShopWriteResponse = z.infer<typeof shopWriteResponse>;

export const shopParams = z.strictObject({ shopId: id });

/**
 * GET /api/shops/{shopId}/summary (ours, not in the spec): counts for each area's landing page.
 * `ordersToday` counts orders created today in Pacific/Auckland.
 */
export const shopSummary = z.object({
  orders: z.number().int().min(0),
  ordersToday: z.number().int().min(0),
  customers: z.number().int().min(0),
  categories: z.number().int().min(0),
  products: z.number().int().min(0),
  promoCodes: z.number().int().min(0),
  kiosks: z.number().int().min(0),
});
export type ShopSummary = z.infer<typeof shopSummary>;
