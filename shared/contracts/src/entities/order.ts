import { z } from 'zod';
import { cents, id, isoDate, orderSource } from './common';
import { ORDER_TYPES } from './shop';

export const ORDER_STATUSES = ['pending', 'accepted', 'rejected', 'completed'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

export const lineItem = z.object({
  _id: id.optional(),
  quantity: z.number().int().min(1),
  notes: z.string().optional(),
  status: z.enum(['pending', 'completed']),
  product: z.object({
    _id: id,
    name: z.string(),
    price: cents,
    icon: z.object({ icon: z.string().optional() }).optional(),
    category: z.object({ name: z.string() }).optional(),
  }),
  config: z
    .array(
      z.object({
        option: z.object({ _id: id, name: z.string() }),
        value: z.union([z.object({ name: z.string(), price: cents }), z.array(z.object({ name: z.string(), price: cents }))]),
      }),
    )
    .optional(),
  reward: z.boolean().optional(),
  upsell: z.boolean().optional(),
});
export type LineItem = z.infer<typeof lineItem>;

/** Order (spec 001 §3). total and totalPayment are cents. */
export const order = z.object({
  _id: id,
  shop: id,
  status: orderStatus,
  orderType: z.enum(ORDER_TYPES),
  origin: orderSource,
  isPOSOrder: z.boolean().optional(),
  pickupType: z.enum(['dynamic', 'scheduled']).optional(),
  pickupTime: isoDate.optional(),
  createdAt: isoDate,
  total: cents,
  totalPayment: cents,
  rewardNumber: z.string().optional(),
  notes: z.string().optional(),
  seen: z.boolean().optional(),
  owner: z
    .object({
      _id: id,
      name: z.object({ given: z.string(), family: z.string() }),
      profile: z.object({ email: z.string(), phone: z.string().optional() }),
    })
    .nullable()
    .optional(),
  lineItems: z.array(lineItem),
});
export type Order = z.infer<typeof order>;
