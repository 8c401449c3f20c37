import { z } from 'zod';
import { cents, id, isoDate, orderSource } from './common';
import { promoCode } from './promo-code';
import { ORDER_TYPES } from './shop';

export const ORDER_STATUSES = ['pending', 'accepted', 'rejected', 'completed'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

export const LINE_ITEM_STATUSES = ['pending', 'completed'] as const;
export const lineItemStatus = z.enum(LINE_ITEM_STATUSES);
export type LineItemStatus = z.infer<typeof lineItemStatus>;

export const PICKUP_TYPES = ['dynamic', 'scheduled'] as const;

const optionValue = z.object({ name: z.string(), price: cents });

/** One chosen option on a line: a single value, or a list of values (multi-selection option sets). */
export const lineItemConfig = z.object({
  option: z.object({ _id: id, name: z.string() }),
  value: z.union([optionValue, z.array(optionValue)]),
});
export type LineItemConfig = z.infer<typeof lineItemConfig>;

/** A line of an order (spec 001 §3 lineItems). `product` is the snapshot taken when the order was placed. */
export const lineItem = z.object({
  _id: id,
  quantity: z.number().int().min(1),
  notes: z.string().optional(),
  status: lineItemStatus,
  product: z.object({
    /** null once the product has been deleted from the menu (the line keeps its snapshot). */
    _id: id.nullable(),
    name: z.string(),
    /** Cents per unit. */
    price: cents,
    icon: z.object({ icon: z.string().optional() }).optional(),
    category: z.object({ name: z.string() }).optional(),
  }),
  config: z.array(lineItemConfig).optional(),
  /** A loyalty reward line (charged 0). */
  reward: z.boolean().optional(),
  upsell: z.boolean().optional(),
});
export type LineItem = z.infer<typeof lineItem>;

/** The customer of an order with an account (populated `owner`). */
export const orderOwner = z.object({
  _id: id,
  name: z.object({ given: z.string(), family: z.string() }),
  profile: z.object({ email: z.string(), phone: z.string().optional() }),
  pictures: z.object({ profile: z.string().optional() }).optional(),
});
export type OrderOwner = z.infer<typeof orderOwner>;

/** A guest customer (no account): what they typed at checkout. */
export const guestOwner = z.object({
  _id: id,
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type GuestOwner = z.infer<typeof guestOwner>;

export const contactTracing = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});

export const deliveryInfo = z.object({
  address: z.object({ formatted_address: z.string() }).passthrough().optional(),
  deliveryNotes: z.string().optional(),
  arrival: z.object({ time: isoDate.optional() }).optional(),
});
export type DeliveryInfo = z.infer<typeof deliveryInfo>;

export const transactionResolution = z.object({
  isCashOrder: z.boolean().optional(),
  /** e.g. card, cash, eftpos, apple-pay … as the channel recorded it. */
  method: z.string().optional(),
});

/** Money given back to the customer (cents), why, and when; an order's refunds never add up to more than it took. */
export const orderRefund = z.object({ amount: cents, reason: z.string(), createdAt: isoDate });
export type OrderRefund = z.infer<typeof orderRefund>;

/**
 * Order (spec 001 §3), every field. total and totalPayment are cents. `owner` is the customer's id unless the
 * request populated it; `promoCode` the voucher's id unless populated; guests have `owner: null` and `guestOwner`.
 */
export const ORDER_ACTION_KINDS = ['accepted', 'rejected', 'completed', 'refunded'] as const;
export type OrderActionKind = (typeof ORDER_ACTION_KINDS)[number];

/** One thing a person did to an order; `by.name` is their full name at the time. */
export const orderAction = z.object({
  kind: z.enum(ORDER_ACTION_KINDS),
  by: z.object({ id, name: z.string() }),
  at: isoDate,
});
export type OrderAction = z.infer<typeof orderAction>;

export const order = z.object({
  _id: id,
  shop: id,
  status: orderStatus,
  orderType: z.enum(ORDER_TYPES),
  /** The channel's own order type label (e.g. 'tab'); absent for plain orders. */
  type: z.string().optional(),
  origin: orderSource,
  isPOSOrder: z.boolean(),
  pickupType: z.enum(PICKUP_TYPES).optional(),
  pickupTime: isoDate.optional(),
  createdAt: isoDate,
  total: cents,
  totalPayment: cents,
  rewardNumber: z.string().optional(),
  notes: z.string().optional(),
  promoCode: z.union([id, promoCode]).nullable().optional(),
  stripeChargeId: z.string().optional(),
  transactionResolution: transactionResolution.optional(),
  owner: z.union([id, orderOwner]).nullable(),
  guestOwner: guestOwner.nullable().optional(),
  /** Who placed it: 'user' (an account), 'guest', or 'kiosk' (nobody signed in at a kiosk / POS). */
  userType: z.enum(['user', 'guest', 'kiosk']).optional(),
  contactTracing: contactTracing.nullable().optional(),
  deliveryInfo: deliveryInfo.nullable().optional(),
  seen: z.boolean(),
  lineItems: z.array(lineItem),
  /**
   * The parts of `totalPayment` as the intake priced them (cents; not in spec 001 §3, ours): `total − discount −
   * loyaltyDiscount + surcharge + deliveryFee = totalPayment`. Absent on orders stored before the intake kept them.
   */
  discount: cents.optional(),
  loyaltyDiscount: cents.optional(),
  surcharge: cents.optional(),
  deliveryFee: cents.optional(),
  /** Refunds, oldest first; absent when there are none (rules/refunds.ts). */
  refunds: z.array(orderRefund).optional(),
  /** Who acted on the order and when, oldest first (team members: accepted / rejected / completed / refunded). */
  actions: z.array(orderAction).optional(),
});
export type Order = z.infer<typeof order>;

/** The owner when populated, else null (id only, or a guest). */
export function populatedOwner(value: Order): OrderOwner | null {
  return value.owner && typeof value.owner === 'object' ? value.owner : null;
}
