import { z } from 'zod';
import { id } from '../entities/common';
import type { Shop } from '../entities/shop';
import { optionsParam, populateOption } from './options';
import { jsonTextOr } from './query';

/**
 * Shop calls beyond read / create / settings save (spec 000 §7 Shop, spec 001 §7): the accepting-orders toggle,
 * bank details, the payment provider's verification link, and delete.
 */

/**
 * PUT /api/shops/{shopId}/accepting-orders/{status}. The path segment is one of the stored statuses
 * (`accepting%20orders`, `Active`, `Deactive`) or a URL-friendly alias: `accepting` = 'accepting orders' and
 * `stopped` = 'Active' (spec 001 §4: the toggle moves between accepting orders and stopped; a stopped shop is still
 * Active, i.e. listed, but takes no orders). `Deactive` switches the shop off altogether.
 */
export const SHOP_STATUS_PATH_VALUES = {
  accepting: 'accepting orders',
  stopped: 'Active',
  'accepting orders': 'accepting orders',
  Active: 'Active',
  Deactive: 'Deactive',
} as const satisfies Record<string, Shop['status']>;
export type ShopStatusPathValue = keyof typeof SHOP_STATUS_PATH_VALUES;

const statusPathValues = Object.keys(SHOP_STATUS_PATH_VALUES) as [ShopStatusPathValue, ...ShopStatusPathValue[]];

export const shopStatusParams = z.strictObject({
  shopId: id,
  status: z
    .enum(statusPathValues, { message: `status must be one of: ${statusPathValues.join(', ')}` })
    .transform((value) => SHOP_STATUS_PATH_VALUES[value]),
});

/** The path segment a client sends for a status (the aliases, so no space needs encoding). */
export function shopStatusPathSegment(status: Shop['status']): string {
  return status === 'accepting orders' ? 'accepting' : status;
}

const digits = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} digits`)
    .regex(/^\d+$/, `${label} must contain digits only`);

/** NZ bank account in four parts (spec 001 §5: all required, at most 2 / 4 / 7 / 3 digits). */
export const bankAccountInput = z.strictObject({
  bank: digits('Bank', 2),
  branch: digits('Branch', 4),
  account: digits('Account', 7),
  suffix: digits('Suffix', 3),
});
export type BankAccountInput = z.infer<typeof bankAccountInput>;

const shopActionOptions = jsonTextOr(z.strictObject({ populate: populateOption(['owner']).optional() }), 'options');

/** PUT /api/shops/{shopId}/payment: `shopInfo` (object or JSON text) holds the bank account only. Answers `{ shop }`. */
export const updateShopPaymentRequest = z.strictObject({
  shopInfo: jsonTextOr(z.strictObject({ bank_acn: bankAccountInput }), 'shopInfo'),
  options: shopActionOptions.optional(),
});
export type UpdateShopPaymentRequest = z.infer<typeof updateShopPaymentRequest>;

/** PUT /api/shops/{shopId}/accepting-orders/{status}: no body needed; an empty object or `{ options }` is fine. */
export const shopStatusRequest = z.strictObject({ options: shopActionOptions.optional() });

/**
 * GET /api/shops/{shopId}/verification-link?isNewDashboard=true&options={} (spec 000 §7). `isNewDashboard` is
 * accepted for the spec's sake; there is one dashboard, so both values return to its verification section.
 */
export const verificationLinkQuery = z.strictObject({
  isNewDashboard: z.enum(['true', 'false'], { message: '{field} must be true or false' }).optional(),
  options: optionsParam(z.strictObject({})),
});

export const accountLinkResponse = z.object({ accountLink: z.object({ url: z.string() }) });
export type AccountLinkResponse = z.infer<typeof accountLinkResponse>;

/** DELETE /api/shops/{shopId} (admin). */
export const deleteShopResponse = z.object({ message: z.string() });
export type DeleteShopResponse = z.infer<typeof deleteShopResponse>;
