import { z } from 'zod';
import { CUSTOMER_ORDERS_PAGE_SIZE, CUSTOMERS_FETCH_LIMIT } from '../constants';
import { cents, id, isoDate } from '../entities/common';
import { loyaltyCard } from '../entities/loyalty-card';
import { order } from '../entities/order';
import { user } from '../entities/user';
import { optionsParam, queryOptions } from './options';

export const CUSTOMERS_LIST_SORT = ['name.given', 'name.family', 'createdAt'] as const;

/**
 * GET /api/shops/{shopId}/customers (spec 001 §7): options limit 1000, sort name.given; `search` is ours (name, e-mail
 * or phone).
 */
export const customersListQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  options: optionsParam(queryOptions({ sort: CUSTOMERS_LIST_SORT, maxLimit: CUSTOMERS_FETCH_LIMIT })),
});
export type CustomersListQuery = z.infer<typeof customersListQuery>;
/**
 * One of the Customers list: a person with an account, or a guest who ordered without one (`isGuest`; the id is
 * their latest guest record), with what they did at this shop — visits and total spend count every order but a
 * rejected one (cents), `lastOrderAt` the latest order.
 */
export const customerListItem = user.extend({
  isGuest: z.boolean().optional(),
  visits: z.number().int().min(0),
  totalSpend: cents,
  lastOrderAt: isoDate.nullable(),
});
export type CustomerListItem = z.infer<typeof customerListItem>;
/** The people who ordered at this shop (spec: "returns users"), guests included; `count` is ours. */
export const customersListResponse = z.object({ users: z.array(customerListItem), count: z.number().int().min(0) });
export type CustomersListResponse = z.infer<typeof customersListResponse>;

export const customerParams = z.strictObject({ shopId: id, userId: id });

/** GET …/customers/{userId}/orders: options limit 10, skip, sort -createdAt → `{ orders, count }`. */
export const customerOrdersQuery = z.strictObject({
  options: optionsParam(
    queryOptions({
      sort: ['createdAt', 'pickupTime'],
      populate: ['promoCode', 'owner'],
      maxLimit: CUSTOMER_ORDERS_PAGE_SIZE * 10,
    }),
  ),
});
export const customerOrdersResponse = z.object({ orders: z.array(order), count: z.number().int().min(0) });
export type CustomerOrdersResponse = z.infer<typeof customerOrdersResponse>;

/** GET …/loyalty-card → `{ loyaltyCard }`; null until the customer has a card at this shop. Every write answers the same. */
export const loyaltyCardResponse = z.object({ loyaltyCard: loyaltyCard.nullable() });
export type LoyaltyCardResponse = z.infer<typeof loyaltyCardResponse>;

/** POST …/assign-loyalty-point (ours): the stamp the customer has reached; it must be above the card's points. */
export const assignLoyaltyPointRequest = z.strictObject({ points: z.number().int().min(1).max(1000) });
export type AssignLoyaltyPointRequest = z.infer<typeof assignLoyaltyPointRequest>;

/**
 * POST …/set-loyalty-card (ours): sets the card — its reward number (a physical card handed over at the counter)
 * and/or its points (a correction). At least one.
 */
export const setLoyaltyCardRequest = z
  .strictObject({
    rewardNumber: z
      .string()
      .trim()
      .regex(/^[0-9]{4,20}$/, 'Reward number must be 4 to 20 digits')
      .optional(),
    points: z.number().int().min(0).max(1000).optional(),
  })
  .refine((body) => body.rewardNumber !== undefined || body.points !== undefined, 'Enter a reward number or points');
export type SetLoyaltyCardRequest = z.infer<typeof setLoyaltyCardRequest>;
