import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants';
import { id, isoDate } from '../entities/common';
import { shop } from '../entities/shop';
import { user } from '../entities/user';
import { optionsParam, queryOptions } from './options';
import { jsonTextOr } from './query';

/**
 * Platform-admin calls (spec 001 §2 Admin screens, §6, §7): clear a customer's cart, send a password reset, transfer
 * a shop, set its payment-provider location, and the audit log of those actions. All admin only.
 */

/** PUT /api/users/{id}/clear-cart: answers the emptied user and the spec's toast text. */
export const clearCartResponse = z.object({ message: z.string(), user });
export type ClearCartResponse = z.infer<typeof clearCartResponse>;

/** POST /api/users/{userId}/send-password-reset (ours): same mail and message as POST /forgot-password. */
export const sendPasswordResetResponse = z.object({ message: z.string() });
export type SendPasswordResetResponse = z.infer<typeof sendPasswordResetResponse>;

/** POST /api/shops/{shopId}/transfer-to/{userId}: no body (or `{}`); answers the shop with its new owner. */
export const transferShopParams = z.strictObject({ shopId: id, userId: id });
export const transferShopResponse = z.object({ message: z.string(), shop });
export type TransferShopResponse = z.infer<typeof transferShopResponse>;

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * Location (spec 001 §3: line1, line2, city, country (default NZ), postCode; §5: all required). The form starts
 * country at NZ; the API fills NZ only when the field is left out. Country is an ISO 3166-1 alpha-2 code, as the
 * payment provider wants it.
 */
export const locationInput = z.strictObject({
  line1: required('Line 1', 200),
  line2: required('Line 2', 200),
  city: required('City', 100),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Country must be a two-letter country code, e.g. NZ')
    .default(DEFAULT_COUNTRY),
  postCode: required('Post code', 20),
});
export type LocationInput = z.input<typeof locationInput>;
export type Location = z.output<typeof locationInput>;

/** POST /api/shops/{shopId}/stripe-location: the location fields at the top level of the body (spec 001 §7). */
export const stripeLocationRequest = locationInput;

/** Answers the shop (its `transactional.stripeLocation` is the provider's location id) and the stored address. */
export const stripeLocationResponse = z.object({
  message: z.string(),
  shop,
  location: z.object({ id: z.string(), address: locationInput }),
});
export type StripeLocationResponse = z.infer<typeof stripeLocationResponse>;

/** What an admin did; the audit log keeps one entry per action. */
export const ADMIN_AUDIT_ACTIONS = [
  'shop.delete',
  'shop.transfer',
  'shop.stripe-location',
  'shop.admin-write',
  'user.roles',
  'user.clear-cart',
  'user.password-reset',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

const namedUser = z.object({ _id: id, name: z.string(), email: z.string() });

export const adminAuditEntry = z.object({
  _id: z.string(),
  at: isoDate,
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  /** Who did it (their name and e-mail as they are now). */
  actor: namedUser,
  shop: z.object({ _id: id, name: z.string() }).nullable(),
  /**
   * What changed, by action: shop.delete `{ shopName }`; shop.transfer `{ shopName, from: {_id,name,email}, to }`;
   * shop.stripe-location `{ shopName, locationId, address }`; shop.admin-write (any write an admin made working in a
   * shop they do not own) `{ shopName, method, route, path, status, body }` — `body` is what was sent, secrets
   * replaced by "[redacted]" and long text cut; user.roles `{ from: string[], to: string[] }`;
   * user.clear-cart `{ items }`; user.password-reset `{ email }`.
   */
  details: z.record(z.string(), z.unknown()),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;

export const AUDIT_LOG_MAX_LIMIT = 100;

/** GET /api/users/{userId}/audit-log and GET /api/shops/{shopId}/audit-log (admin): newest first. */
export const auditLogQuery = z.strictObject({
  options: optionsParam(queryOptions({ sort: ['at'], maxLimit: AUDIT_LOG_MAX_LIMIT })),
});

export const auditLogResponse = z.object({ entries: z.array(adminAuditEntry), count: z.number().int().min(0) });
export type AuditLogResponse = z.infer<typeof auditLogResponse>;

/** A bodiless admin POST/PUT: nothing, or `{}` / `{ options: {} }`. */
export const emptyAdminRequest = z.strictObject({ options: jsonTextOr(z.strictObject({}), 'options').optional() });
