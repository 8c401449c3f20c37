import { z } from 'zod';
import { id, isoDate, orderSource } from '../entities/common';
import { ORDER_TYPES } from '../entities/shop';

/**
 * Order intake calls (spec 000 §7 mentions guest tokens and /guests/{id}, the rest is ours and documented
 * in docs/decisions/016-order-intake.md). Prices never come from here: the API prices every line from its own menu.
 */

/** POST /guests — a customer who orders without an account. */
export const guestCreate = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(120),
  email: z.email('Email must be an e-mail address').max(254).optional(),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9\-+s() ]+$/, 'Phone may hold digits, dash, plus, s, parentheses and spaces')
    .optional(),
});
export type GuestCreate = z.infer<typeof guestCreate>;

export const guestCreated = z.object({ token: z.string(), guestId: id });
export type GuestCreated = z.infer<typeof guestCreated>;

/** GET /guests/:id → `{ user }` (spec 000 §7 "reads user"): a guest in the user shape. */
export const guestUser = z.object({
  _id: id,
  name: z.object({ given: z.string(), family: z.string() }),
  profile: z.object({ email: z.string().optional(), phone: z.string().optional() }),
  roles: z.array(z.string()),
  isGuest: z.literal(true),
  createdAt: isoDate,
});
export type GuestUser = z.infer<typeof guestUser>;

export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;

export const intakeLineItem = z.strictObject({
  /** product id */
  product: id,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** chosen option values per option set; `quantity` counts an increase-type value */
  options: z
    .array(
      z.strictObject({
        option: id,
        values: z.array(id).max(50),
        quantity: z.number().int().min(1).max(10).optional(),
      }),
    )
    .max(30)
    .optional(),
  notes: z.string().trim().max(500).optional(),
  /** paid with loyalty points: free when the card holds the shop's `limit` points */
  reward: z.boolean().optional(),
  /** the line was added from an upsell suggestion */
  upsell: z.boolean().optional(),
});
export type IntakeLineItem = z.infer<typeof intakeLineItem>;

const location = z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/** POST /api/shops/:shopId/orders body. */
export const orderIntake = z
  .strictObject({
    orderType: z.enum(ORDER_TYPES),
    origin: orderSource,
    isPOSOrder: z.boolean().optional(),
    /** `dynamic` = ASAP */
    pickupType: z.enum(['dynamic', 'scheduled']).optional(),
    pickupTime: isoDate.optional(),
    lineItems: z.array(intakeLineItem).min(1, 'Add at least one item').max(MAX_ORDER_LINES),
    /** a voucher code, as the customer typed it */
    promoCode: z.string().trim().min(1).max(64).optional(),
    deliveryInfo: z
      .strictObject({
        address: z.strictObject({ formatted_address: z.string().trim().min(3).max(500), location: location.optional() }),
        deliveryNotes: z.string().trim().max(500).optional(),
        /** price-table delivery: the title of the row the customer chose */
        priceTableRow: z.string().max(120).optional(),
      })
      .optional(),
    /** dine-in: the table number (or table id), pin number or name, per the shop's serving identifier */
    table: z.string().trim().max(100).optional(),
    contactTracing: z
      .strictObject({
        name: z.string().trim().min(1).max(120),
        email: z.email().max(254).optional(),
        phone: z.string().trim().max(40).optional(),
      })
      .optional(),
    notes: z.string().trim().max(1000).optional(),
    payment: z.strictObject({
      method: z.enum(['card', 'cash']),
      /** card: the payment provider's token for the card (Stripe PaymentMethod id); ignored by the local provider */
      token: z.string().max(255).optional(),
    }),
    /** spend the loyalty card's points on the shop's discount reward (discount % / $ reward types) */
    redeemLoyaltyReward: z.boolean().optional(),
    /** kiosk / POS orders: the kiosk's unit key (or the `Kiosk-Key` header) */
    kioskKey: z.string().max(200).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.orderType === 'pickup' && !body.pickupType)
      ctx.addIssue({ code: 'custom', path: ['pickupType'], message: 'Choose ASAP or a pickup time' });
    if (body.orderType === 'delivery' && !body.deliveryInfo)
      ctx.addIssue({ code: 'custom', path: ['deliveryInfo'], message: 'A delivery address is required' });
  });
export type OrderIntake = z.infer<typeof orderIntake>;
