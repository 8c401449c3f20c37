import { z } from 'zod';
import { ORDERS_FETCH_LIMIT_AFTER_UPDATE, ORDERS_SEARCH_MAX_LENGTH } from '../constants';
import { id, isoDate } from '../entities/common';
import { lineItemStatus, ORDER_STATUSES, order, orderStatus } from '../entities/order';
import { PAUSE_OPTIONS } from '../rules/order-pause';
import { ORDER_TARGET_STATUSES } from '../rules/order-status';
import { optionsParam, queryOptions } from './options';

/** Spec 001 §7: day, week, month, year; default day. Periods of the venue calendar (Pacific/Auckland). */
export const ORDER_DATE_RANGES = ['day', 'week', 'month', 'year'] as const;
export type OrderDateRange = (typeof ORDER_DATE_RANGES)[number];

export const ORDERS_LIST_SORT = ['pickupTime', 'createdAt'] as const;
export const ORDERS_LIST_POPULATE = ['promoCode', 'owner'] as const;

/** spec 001 §7/§9: sort pickupTime, limit 1000 (9999 after a status update for the year range), populate. */
export const ordersListOptions = queryOptions({
  sort: ORDERS_LIST_SORT,
  populate: ORDERS_LIST_POPULATE,
  maxLimit: ORDERS_FETCH_LIMIT_AFTER_UPDATE,
});

/** `status`: one status or several, comma-separated (`pending,accepted` = the PENDING tab). Absent: all. */
const statusList = z
  .string()
  .max(100)
  .transform((text) => text.split(',').map((part) => part.trim()))
  .pipe(z.array(orderStatus, { error: `status must be among: ${ORDER_STATUSES.join(', ')}` }).min(1));

/**
 * The list's ranges: the spec's four, plus `all` (ours): the PENDING tab asks for every open order whatever the day it
 * was placed on, since a pickup ordered yesterday for today is one the kitchen must see.
 */
export const ORDERS_LIST_RANGES = [...ORDER_DATE_RANGES, 'all'] as const;
export type OrdersListRange = (typeof ORDERS_LIST_RANGES)[number];

/** `yyyy-mm-dd` that is a real calendar date (2026-02-30 is not). */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Day must be a date (YYYY-MM-DD)')
  .refine((text) => {
    const day = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
  }, 'Day must be a date (YYYY-MM-DD)');

/**
 * GET /api/shops/{shopId}/orders. Ours beside the spec's: `date`, the venue day the range is taken around instead of
 * today (the COMPLETED tab's chosen day: `dateRange=day&date=2026-11-20`); `search`, by order number ("#6EFCD4" or a
 * part of it) or customer name.
 */
export const ordersListQuery = z
  .strictObject({
    status: statusList.optional(),
    dateRange: z.enum(ORDERS_LIST_RANGES, { error: `dateRange must be one of: ${ORDERS_LIST_RANGES.join(', ')}` }).default('day'),
    date: calendarDate.optional(),
    search: z
      .string()
      .trim()
      .max(ORDERS_SEARCH_MAX_LENGTH, `Search must be at most ${ORDERS_SEARCH_MAX_LENGTH} characters`)
      .optional(),
    options: optionsParam(ordersListOptions),
  })
  .refine((query) => !(query.date && query.dateRange === 'all'), {
    message: 'A day cannot be combined with all open orders',
    path: ['date'],
  });
export type OrdersListQuery = z.infer<typeof ordersListQuery>;

export const ordersListResponse = z.object({ orders: z.array(order), count: z.number().int().min(0) });
export type OrdersListResponse = z.infer<typeof ordersListResponse>;

export const orderParams = z.strictObject({ id });

/** PUT /api/orders/{id}/{status}: the status the order should move to. */
export const orderStatusParams = z.strictObject({
  id,
  status: z.enum(ORDER_TARGET_STATUSES, { error: `status must be one of: ${ORDER_TARGET_STATUSES.join(', ')}` }),
});

/** PUT /api/orders/{id}/line-items/{lineItemId}/{status} (ours): pending or completed. */
export const lineItemStatusParams = z.strictObject({ id, lineItemId: id, status: lineItemStatus });

/** Every order write answers with the order as it is now (owner and promo code populated). */
export const orderResponse = z.object({ order });
export type OrderResponse = z.infer<typeof orderResponse>;

/** One sentence for every way a receipt address is wrong, an empty one included (the receipt prompt's too). */
export const RECEIPT_EMAIL_MESSAGE = 'Please enter a valid e-mail address';
/** POST /api/orders/{id}/resend-receipt (spec 001 §7): email; returns ok. The receipt prompt's schema as well. */
export const resendReceiptRequest = z.strictObject({
  email: z.string(RECEIPT_EMAIL_MESSAGE).trim().max(254, RECEIPT_EMAIL_MESSAGE).pipe(z.email(RECEIPT_EMAIL_MESSAGE)),
});
export type ResendReceiptRequest = z.infer<typeof resendReceiptRequest>;
export const resendReceiptResponse = z.object({ ok: z.literal(true) });
export type ResendReceiptResponse = z.infer<typeof resendReceiptResponse>;

/** PUT /api/shops/{shopId}/pause-orders (ours): `{ until: '30m' | '1h' | 'rest-of-today' }`; the server sets the time. */
// the schema lives here, not beside the rule: rules/ stay zod-free for the browser (rules/browser-safe.test.ts)
const pauseOption = z.enum(PAUSE_OPTIONS, { error: `until must be one of: ${PAUSE_OPTIONS.join(', ')}` });
export const pauseOrdersRequest = z.strictObject({ until: pauseOption });
export type PauseOrdersRequest = z.infer<typeof pauseOrdersRequest>;

/** GET /api/shops/{shopId}/orders-pause and the pause write: whether the shop takes orders, and until when it is paused. */
export const ordersPauseResponse = z.object({ accepting: z.boolean(), pausedUntil: isoDate.nullable() });
export type OrdersPauseResponse = z.infer<typeof ordersPauseResponse>;

/**
 * GET /api/shops/{shopId}/order-events (ours): the live orders stream, authenticated by the bearer token in the
 * Authorization header only. A token in the URL would be written to access logs, proxy logs and browser history, so
 * these query parameters are refused (400) rather than ignored: a client that tries them learns where the token goes.
 */
export const TOKEN_IN_URL_PARAMS = ['token', 'access_token'] as const;
export const TOKEN_IN_URL_MESSAGE = 'Send the token in the Authorization header, never in the URL.';

/** The stream takes no query; anything else a proxy adds (a cache buster) is let through, a token never. */
export const orderEventsQuery = z
  .looseObject({})
  .refine((query) => !TOKEN_IN_URL_PARAMS.some((name) => name in query), { message: TOKEN_IN_URL_MESSAGE })
  .describe(`A token in the URL (${TOKEN_IN_URL_PARAMS.join(', ')}) is refused with 400: send it in the Authorization header.`);
export type OrderEventsQuery = z.infer<typeof orderEventsQuery>;
