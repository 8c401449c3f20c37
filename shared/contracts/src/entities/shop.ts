import { z } from 'zod';
import {
  DEFAULT_FEE_PERCENT,
  DEFAULT_PREPARATION_TIME_MINUTES,
  ORDER_FEE_STEP,
  PRICING_TABLE_FEE_STEP_CENTS,
  SURCHARGE_PERCENT_STEP,
} from '../constants';
import {
  address,
  hourMinute,
  id,
  isoDate,
  maxLength,
  moneyField,
  numberField,
  OPENING_DAYS,
  overnightHourMinute,
  platform,
  WEEK_DAYS,
} from './common';
import { deviceLocation } from './device-location';
import { shopRole } from './shop-role';

export const SHOP_TYPES = ['fixed', 'dynamic'] as const;
export const SHOP_STATUSES = ['Active', 'Deactive', 'accepting orders'] as const;
export const ORDER_TYPES = ['pickup', 'dine-in', 'delivery'] as const;

const phonePattern = /^[0-9\-+s() ]+$/;

// the name is `name.normal`: its messages say "Shop name", never the key ("Normal must be …")
export const shopName = z.strictObject({
  normal: z
    .string()
    .trim()
    .min(1, 'Shop name is required')
    .max(...maxLength('Shop name', 120)),
});

export const shopContact = z.strictObject({
  email: z.email('Contact Email must be an e-mail address').max(254),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(phonePattern, 'Contact Phone may hold digits, dash, plus, s, parentheses and spaces')
    .optional(),
});

/** Spec 000 §2's admin-only ordering field, as its label and every message about it name it. */
export const ORDER_FEE_LABEL = 'Order fee %';

/**
 * Without defaults: a partial settings save must not fill in preparationTime/feePercent (zod keeps a
 * `.default()` active under `.partial()`, which would silently reset both on every save).
 */
const orderingPreferencesFields = z.strictObject({
  GSTNumber: z.string().trim().max(40).optional(),
  preparationTime: numberField('Preparation time', { int: true, min: 0, max: 24 * 60 }),
  displayPreparationTime: z.boolean().optional(),
  disablePromoCodes: z.boolean().optional(),
  autoAccept: z.boolean().optional(),
  autoComplete: z.boolean().optional(),
  defaultOrderType: z.enum(ORDER_TYPES).optional(),
  instructions: z
    .string()
    .max(...maxLength('Instructions', 2000))
    .optional(),
  feePercent: numberField(ORDER_FEE_LABEL, { min: 0, max: 100 }),
  legacyUnderSubscription: z.boolean().optional(),
});

export const orderingPreferences = orderingPreferencesFields.extend({
  preparationTime: orderingPreferencesFields.shape.preparationTime.default(DEFAULT_PREPARATION_TIME_MINUTES),
  feePercent: orderingPreferencesFields.shape.feePercent.default(DEFAULT_FEE_PERCENT),
});

export const customerSurcharge = z.strictObject({
  enabled: z.boolean(),
  percent: numberField('Customer Surcharge %', { min: 0, max: 100 }),
  platforms: z.array(platform),
});

/*
 * The spec's steps (000 §5: order fee % and surcharge % step 0.1; §9: price-table fee step 0.05) are checked on what
 * is written — every settings save (`shopUpdate`) and the section forms — and not on the `shop` read back: a value
 * stored before the rule existed must still load, so the merchant can see it and correct it.
 */

/** Order fee % as a save sends it (an admin's; spec 000 §2). */
export const orderFeePercentInput = (required: boolean) =>
  numberField(ORDER_FEE_LABEL, { required, min: 0, max: 100, step: ORDER_FEE_STEP });

export const customerSurchargeInput = customerSurcharge.extend({
  percent: numberField('Customer Surcharge %', { min: 0, max: 100, step: SURCHARGE_PERCENT_STEP }),
});

const dayTimes = Object.fromEntries(
  OPENING_DAYS.flatMap((day) => [
    [`${day}From`, hourMinute.optional()],
    [`${day}To`, overnightHourMinute.optional()],
  ]),
) as Record<string, z.ZodOptional<typeof hourMinute>>;

export const openingHours = z.strictObject({
  twentyFourSeven: z.boolean(),
  openingDays: z.array(z.enum(OPENING_DAYS)),
  ...dayTimes,
});

/**
 * Custom pickup hours, `pickup.futureSettings.timeSelectionHours` (spec 000 §2: "custom hours (days plus per-day From
 * and To)"): the opening-hours field shape without twentyFourSeven, the public holiday or overnight flags — the
 * week's days in `openingDays`, then `{day}From` / `{day}To` as {hour, min}. Intake checks a scheduled pickup time
 * against them when `timeSelectionRange` is custom (`rules/intake/pricing.ts` pickupHoursFor).
 */
const pickupDayTimes = Object.fromEntries(
  WEEK_DAYS.flatMap((day) => [
    [`${day}From`, hourMinute.optional()],
    [`${day}To`, hourMinute.optional()],
  ]),
) as Record<string, z.ZodOptional<typeof hourMinute>>;

export const pickupHours = z.strictObject({
  openingDays: z.array(z.enum(WEEK_DAYS)).optional(),
  ...pickupDayTimes,
});
export type PickupHours = z.infer<typeof pickupHours>;

/**
 * A delivery price-table row; `fee` in integer cents (spec 000 §9: default 10, step 0.05 — dollars on screen). Every
 * settings amount (delivery, tab, loyalty) is integer cents, like orders and reports.
 */
const PRICE_TABLE_MAX_FEE_CENTS = 10_000_000;
export const priceTableRow = z.strictObject({
  title: z.string().trim().min(1, 'Title is required').max(120),
  description: z.string().trim().min(1, 'Description is required').max(500),
  fee: moneyField('Fee', { required: true, maxCents: PRICE_TABLE_MAX_FEE_CENTS }),
});

export const priceTableRowInput = priceTableRow.extend({
  fee: moneyField('Fee', { required: true, maxCents: PRICE_TABLE_MAX_FEE_CENTS, stepCents: PRICING_TABLE_FEE_STEP_CENTS }),
});

export const DISPLAY_PLATFORMS = ['marketplace', 'embed', 'kiosk'] as const;

export const delivery = z.strictObject({
  enabled: z.boolean().optional(),
  deliveryType: z.enum(['self-delivery', 'retail']).optional(),
  radius: numberField('Radius', { min: 0, max: 1000 }).optional(),
  // cents (see priceTableRow); freeDeliveryMinSpend 0 = no free delivery
  orderMinimum: moneyField('Order minimum').optional(),
  feeType: z.enum(['fixed', 'price-table', 'cost-per-kilometers']).optional(),
  costPerKilometers: moneyField('Cost per kilometre').optional(),
  fixedCost: moneyField('Fixed cost').optional(),
  freeDeliveryMinSpend: moneyField('Free delivery minimum spend').optional(),
  priceTable: z.array(priceTableRow).max(100).optional(),
  displayPlatforms: z.array(z.enum(DISPLAY_PLATFORMS)).optional(),
  deliveryInfo: z
    .string()
    .max(...maxLength('Delivery information', 2000))
    .optional(),
});

/** Delivery as a save sends it: price-table fees on the 0.05 step. */
export const deliveryInput = delivery.extend({ priceTable: z.array(priceTableRowInput).max(100).optional() });

export const pickup = z.strictObject({
  enabled: z.boolean().optional(),
  allowASAP: z.boolean().optional(),
  type: z.enum(['same-day', 'future-only', 'hybrid']).optional(),
  displayPlatforms: z.array(z.enum(DISPLAY_PLATFORMS)).optional(),
  hidePickupTime: z.boolean().optional(),
  futureSettings: z
    .strictObject({
      daysSpan: numberField('Days span', { int: true, min: 0, max: 365 }).optional(),
      daysMargin: numberField('Days margin', { int: true, min: 0, max: 365 }).optional(),
      cutOffEnabled: z.boolean().optional(),
      cutOffHour: numberField('Cut-off hour', { int: true, min: 0, max: 23 }).optional(),
      cutOffMinute: numberField('Cut-off minute', { int: true, min: 0, max: 59 }).optional(),
      allowTimeSelection: z.boolean().optional(),
      timeSelectionRange: z.enum(['opening-hours', 'custom']).optional(),
      timeSelectionHours: pickupHours.optional(),
    })
    .optional(),
});

export const loyalty = z.strictObject({
  enabled: z.boolean().optional(),
  mechanism: z.enum(['otg']).optional(),
  type: z.enum(['order', 'item', 'item-in-category']).optional(),
  limit: numberField('Points needed for a reward', { int: true, min: 1, max: 1000 }).optional(),
  itemCategories: z.array(id).optional(),
  reward: z
    .strictObject({
      type: z.enum(['free-item', 'free-item-on-category', 'discount-percentage', 'discount-amount']).optional(),
      item: id.optional(),
      categories: z.array(id).optional(),
      discountPercentage: numberField('Discount %', { min: 0, max: 100 }).optional(),
      discountAmount: moneyField('Discount').optional(),
    })
    .optional(),
  icon: z.strictObject({ name: z.string().max(100).optional(), icon: z.string().max(2000).optional() }).optional(),
  qrCode: z
    .strictObject({
      enabled: z.boolean().optional(),
      pointsPerScan: numberField('Points per scan', { int: true, min: 0, max: 1000 }).optional(),
      scanDailyLimit: numberField('Scan daily limit', { int: true, min: 0, max: 1000 }).optional(),
    })
    .optional(),
});

export const dineInTable = z.strictObject({ _id: id, number: z.string().max(40), capacity: z.number().int().min(0).max(1000) });

export const dineIn = z.strictObject({
  enabled: z.boolean().optional(),
  preparationTime: numberField('Preparation time', { int: true, min: 0, max: 24 * 60 }).optional(),
  preparationDisplayPlatforms: z.array(z.enum(DISPLAY_PLATFORMS)).optional(),
  servingOrderEnabled: z.boolean().optional(),
  servingIdentifier: z.enum(['table-number', 'pin-number', 'name']).optional(),
  tableSelectionText: z
    .string()
    .max(...maxLength('Table selection text', 500))
    .optional(),
  displayPlatforms: z.array(z.enum(DISPLAY_PLATFORMS)).optional(),
  tables: z.array(dineInTable).max(1000).optional(),
});

export const tabSettings = z.strictObject({
  enabled: z.boolean().optional(),
  tabOrders: z.boolean().optional(),
  tabAccounts: z.boolean().optional(),
  orderLifeSpan: numberField('Order life span', { int: true, min: 1, max: 100000 }).optional(),
  maximumAmount: moneyField('Maximum amount').optional(),
  // a count of tab orders: whole, as the tab form has it (one rule for the form and the API)
  maximumPerUserPerPeriod: numberField('Maximum per user per period', { int: true, min: 0 }).optional(),
  collectionPeriod: z.enum(['daily', 'weekly', 'monthly']).optional(),
  disclaimer: z
    .string()
    .max(...maxLength('Disclaimer', 5000))
    .optional(),
});

export const buzzerOrTag = z.strictObject({
  enabled: z.boolean().optional(),
  platforms: z.array(z.enum(['pos', 'embed', 'kiosk'])).optional(),
  orderTypes: z.array(z.enum(ORDER_TYPES)).optional(),
});

export const notificationSettings = z.strictObject({
  newOrder: z.strictObject({ pushNotification: z.boolean().optional(), email: z.boolean().optional() }),
});

export const bankAccount = z.strictObject({
  bank: z.string().trim().min(1).max(2),
  branch: z.string().trim().min(1).max(4),
  account: z.string().trim().min(1).max(7),
  suffix: z.string().trim().min(1).max(3),
});

/** Fields a merchant may send in a settings save (spec 000 §7 "Settings saves send partial shopInfo objects"). */
export const shopSettingsFields = {
  name: shopName,
  contact: shopContact.partial(),
  notesTitle: z.string().max(...maxLength('Product notes heading', 200)),
  type: z.enum(SHOP_TYPES),
  address: address,
  hideFromMap: z.boolean(),
  // GST number may be left out of a save (the ordering form does), but not sent empty: it is marked required (spec
  // 000 §2), and the details form refuses an empty one; the API refuses it too
  orderingPreferences: orderingPreferencesFields
    .extend({
      GSTNumber: z
        .string()
        .trim()
        .min(1, 'GST number is required')
        .max(...maxLength('GST number', 40)),
      feePercent: orderFeePercentInput(false),
    })
    .partial(),
  customerSurcharge: customerSurchargeInput.partial(),
  notificationSettings: notificationSettings,
  openingHours: openingHours.partial(),
  delivery: deliveryInput,
  pickup: pickup,
  loyalty: loyalty,
  dineIn: dineIn,
  tabSettings: tabSettings,
  buzzerOrTag: buzzerOrTag,
  images: z.strictObject({ hero: z.string().max(2000).optional() }),
};

/** One sentence for a capacity that is not a count of seats (typed "four", 4.5): the prompt's and the API's. */
export const TABLE_CAPACITY_MESSAGE = 'Capacity must be a whole number';
/**
 * A table as the Tables tab adds it (spec 001 §5: number and capacity come from prompts, with no checks — beyond
 * what the store can hold: a number of at most 40 characters, a whole capacity 0–1000). Each prompt holds one field
 * of it (`tableNumberPrompt`, `tableCapacityPrompt`), so the prompts and the route refuse in the same words.
 */
export const newDineInTable = z.strictObject({
  number: z.string().trim().max(40, 'Table number must be at most 40 characters'),
  capacity: z
    // a missing capacity is asked for in the merchant words ("Capacity is required"); anything else not a count, here
    .number({ error: (issue) => (issue.input === undefined ? undefined : TABLE_CAPACITY_MESSAGE) })
    .int(TABLE_CAPACITY_MESSAGE)
    // each check its own words: the type's error above would otherwise answer for them too
    .min(0, 'Capacity must be at least 0')
    .max(1000, 'Capacity must be at most 1000'),
});
export const tableNumberPrompt = newDineInTable.pick({ number: true });
export const tableCapacityPrompt = newDineInTable.pick({ capacity: true });

/**
 * Spec 001 §7: "shopInfo may hold dot-path push and pull operations on dineIn.tables". Mongo-style:
 * `{ $push: { 'dineIn.tables': { number, capacity } } }` adds a table (the API gives it its `_id`);
 * `{ $pull: { 'dineIn.tables': { _id } } }` removes one. Applied after the rest of the save, in the same update.
 */
export const dineInTablesPush = z.strictObject({ 'dineIn.tables': newDineInTable });
export const dineInTablesPull = z.strictObject({ 'dineIn.tables': z.strictObject({ _id: id }) });

/** PUT /api/shops/:shopId body.shopInfo — partial, unknown fields rejected. */
export const shopUpdate = z.strictObject({ ...shopSettingsFields, $push: dineInTablesPush, $pull: dineInTablesPull }).partial();
export type ShopUpdate = z.infer<typeof shopUpdate>;

/** Fields only an admin may change (spec 000 §6). The API checks these paths. */
export const ADMIN_ONLY_SHOP_PATHS = [
  'orderingPreferences.feePercent',
  'orderingPreferences.legacyUnderSubscription',
  'customerSurcharge',
  'delivery.displayPlatforms',
  'pickup.displayPlatforms',
  'dineIn.displayPlatforms',
] as const;

/**
 * Each admin-only field by its on-screen label (spec 000 §6): the API's refusal names these, never the path. The
 * display platforms of delivery and pickup share the spec's label; each sits in its own section's form.
 */
export const ADMIN_ONLY_SHOP_LABELS: Readonly<Record<(typeof ADMIN_ONLY_SHOP_PATHS)[number], string>> = {
  'orderingPreferences.feePercent': ORDER_FEE_LABEL,
  'orderingPreferences.legacyUnderSubscription': 'Legacy under subscription',
  customerSurcharge: 'Customer Surcharge',
  'delivery.displayPlatforms': 'Display Pickup on platforms',
  'pickup.displayPlatforms': 'Display Pickup on platforms',
  'dineIn.displayPlatforms': 'Display dine-in on platforms',
};

/** The API's refusal of a merchant's change to admin-only fields, naming them by their labels. */
export function adminOnlyRefusal(paths: readonly (typeof ADMIN_ONLY_SHOP_PATHS)[number][]): string {
  return `Only an admin can change ${[...new Set(paths.map((path) => ADMIN_ONLY_SHOP_LABELS[path]))].join(', ')}.`;
}

/** POST /api/shops body.shopInfo (spec 000 §7: name.normal, contact.email, optional address). */
export const shopCreate = z.strictObject({
  name: shopName,
  contact: z.strictObject({ email: z.email().max(254).optional(), phone: z.string().max(40).optional() }).optional(),
  address: address.optional(),
  type: z.enum(SHOP_TYPES).optional(),
});
export type ShopCreate = z.infer<typeof shopCreate>;

export const shopOwner = z.object({
  _id: id,
  name: z.object({ given: z.string(), family: z.string() }),
  profile: z.object({ email: z.string(), phone: z.string().optional() }),
});

/**
 * The shop's platform plan (spec 000 §3 subscription{id, percent}, spec 001 §3 subscription{legacy, monthPriceId,
 * tier}). Set by the subscription checkout only: `tier` is the plan title, `monthPriceId` the plan's monthly price id
 * (which plan), `period` which of its prices was bought. `legacy` marks a plan no longer offered: it can be left but
 * not returned to.
 */
export const shopSubscription = z.object({
  id: z.string().optional(),
  percent: z.number().optional(),
  legacy: z.boolean().optional(),
  monthPriceId: z.string().optional(),
  tier: z.string().optional(),
  period: z.enum(['month', 'year']).optional(),
});
export type ShopSubscription = z.infer<typeof shopSubscription>;

/** Integrations (spec 001 §3): type only 'dnero'. */
export const INTEGRATION_TYPES = ['dnero'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

/** An integration as the API returns it: the key's last 4 characters only (null when none is stored). */
export const integrationView = z.object({
  type: z.enum(INTEGRATION_TYPES),
  enabled: z.boolean(),
  apiKeyLast4: z.string().max(4).nullable(),
});
export type IntegrationView = z.infer<typeof integrationView>;

/** A shop as the API returns it. Settings groups are optional: a new shop has only defaults. */
export const shop = z.object({
  _id: id,
  name: shopName,
  status: z.enum(SHOP_STATUSES),
  type: z.enum(SHOP_TYPES),
  createdAt: isoDate,
  owner: z.union([id, shopOwner]),
  hideFromMap: z.boolean().optional(),
  address: address.optional(),
  contact: shopContact.partial().optional(),
  notesTitle: z.string().optional(),
  orderingPreferences: orderingPreferences.partial().optional(),
  customerSurcharge: customerSurcharge.partial().optional(),
  subscription: shopSubscription.optional(),
  notificationSettings: notificationSettings.optional(),
  openingHours: openingHours.partial().optional(),
  delivery: delivery.optional(),
  pickup: pickup.optional(),
  loyalty: loyalty.optional(),
  dineIn: dineIn.optional(),
  tabSettings: tabSettings.optional(),
  buzzerOrTag: buzzerOrTag.optional(),
  images: z.object({ hero: z.string().optional() }).optional(),
  transactional: z
    .object({
      stripeId: z.string().optional(),
      stripeLocation: z.string().optional(),
      /** The address last registered as the payment location, so Set location opens on what is stored. */
      stripeLocationAddress: z
        .object({ line1: z.string(), line2: z.string(), city: z.string(), country: z.string(), postCode: z.string() })
        .optional(),
      bank_acn: bankAccount.partial().optional(),
    })
    .optional(),
  /** Never the key itself: see `integrationView` (the key is stored encrypted, apart from the shop document). */
  integrations: z.array(integrationView).optional(),
  /** A dynamic shop's last shared device position (device-location.ts); never present on a fixed shop. */
  deviceLocation: deviceLocation.optional(),
  /**
   * A role in this shop: on GET /api/users/{userId}/shops that user's role; on GET /api/shops and
   * GET /api/shops/{shopId} the caller's, where a platform admin who is not a member counts as 'owner' (admins pass
   * every check). Absent on the admin lists.
   */
  role: shopRole.optional(),
});
export type Shop = z.infer<typeof shop>;

export const paymentAccount = z.object({
  id: z.string(),
  requirements: z.object({ currently_due: z.array(z.string()) }),
});
export type PaymentAccount = z.infer<typeof paymentAccount>;
