import { z } from 'zod';
import { jsonTextOr } from '../api/query';
import {
  DEFAULT_PREPARATION_TIME_MINUTES,
  PRICING_TABLE_DEFAULT_FEE_CENTS,
  PRICING_TABLE_FEE_STEP_CENTS,
  TAB_DEFAULT_LIFESPAN_MINUTES,
} from '../constants';
import { LOCAL_IMAGE_PATH } from '../rules/images';
import { loyaltyIssues, openingHoursIssues, pickupCutOffIssues, type SettingsIssue } from '../rules/settings-complete';
import { address, maxLength, moneyField, numberField } from './common';
import {
  buzzerOrTag,
  customerSurchargeInput,
  deliveryInput,
  dineIn,
  INTEGRATION_TYPES,
  integrationView,
  loyalty,
  notificationSettings,
  ORDER_TYPES,
  openingHours,
  orderFeePercentInput,
  pickup,
  SHOP_TYPES,
  tabSettings,
} from './shop';

/**
 * The shop-settings accordion (spec 000 §2): its sections in order, selectable with `?section=`, and one zod schema
 * per section for what that section's form saves (a partial `shopInfo`, PUT /api/shops/{shopId}). The API checks
 * every save with `shopUpdate` (the same groups, all optional, so the immediate-save toggles can send one flag); a
 * section form names its section in the save's `options.section`, and then the form and the API both check it with
 * the stricter section schema (`SETTINGS_SECTION_SCHEMAS`, `settingsSectionSchema`), which adds the spec's required
 * fields and refuses every field of another section.
 */
export const SETTINGS_SECTIONS = [
  'details',
  'location',
  'presentation',
  'verification',
  'notifications',
  'ordering',
  'opening-hours',
  'delivery',
  'pickup',
  'table-ordering',
  'buzzer',
  'tab',
  'loyalty',
  'subscription',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export function isSettingsSection(value: unknown): value is SettingsSection {
  return SETTINGS_SECTIONS.some((section) => section === value);
}

/** Spec 000 §5: digits, dash, plus, letter s, parentheses or space. */
export const CONTACT_PHONE_PATTERN = /^[0-9\-+s() ]+$/;
export const GST_NUMBER_PLACEHOLDER = '111-111-11';

const required = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

/** Details: Store Title, Contact Email, Contact Phone (required), GST number (marked required), notesTitle. */
export const detailsSection = z.strictObject({
  name: z.strictObject({ normal: required('Store Title').max(...maxLength('Store Title', 120)) }),
  contact: z.strictObject({
    email: required('Contact Email')
      .max(...maxLength('Contact Email', 254))
      .pipe(z.email('Contact Email must be an e-mail address')),
    phone: required('Contact Phone')
      .max(...maxLength('Contact Phone', 40))
      .regex(CONTACT_PHONE_PATTERN, 'Contact Phone may hold digits, dash, plus, s, parentheses and spaces'),
  }),
  orderingPreferences: z.strictObject({ GSTNumber: required('GST number').max(...maxLength('GST number', 40)) }),
  notesTitle: z
    .string()
    .trim()
    .max(...maxLength('Product notes heading', 200)),
});
export type DetailsSection = z.infer<typeof detailsSection>;

export const FIXED_SHOP_ADDRESS_MESSAGE = 'Address is required for a fixed shop';

/**
 * Spec 000 §5: a fixed-type shop requires an address. Checked on the location form's values and, by the API, on the
 * shop as any save that sets the type or the address would leave it.
 */
export function fixedShopWithoutAddress(value: { type?: string; address?: { formatted_address?: string } }): boolean {
  return value.type === 'fixed' && (value.address?.formatted_address?.trim().length ?? 0) < 3;
}

/** Location: fixed or dynamic (a dynamic shop follows the signed-in device); a fixed shop needs an address. */
export const locationSection = z
  .strictObject({ type: z.enum(SHOP_TYPES), hideFromMap: z.boolean(), address: address.optional() })
  .superRefine((value, ctx) => {
    if (fixedShopWithoutAddress(value)) ctx.addIssue({ code: 'custom', path: ['address'], message: FIXED_SHOP_ADDRESS_MESSAGE });
  });
export type LocationSection = z.infer<typeof locationSection>;

export const presentationSection = z.strictObject({
  images: z.strictObject({ hero: z.union([z.url().max(2000), z.string().regex(LOCAL_IMAGE_PATH)]) }),
});

export const notificationsSection = z.strictObject({ notificationSettings });

const preparationTime = numberField('Preparation time', { required: true, int: true, min: 0, max: 24 * 60 });

/** Ordering (spec 000 §2): fee %, legacy flag and the surcharge are sent by admins only (the form hides them). */
export const orderingSection = z.strictObject({
  orderingPreferences: z.strictObject({
    preparationTime,
    displayPreparationTime: z.boolean(),
    disablePromoCodes: z.boolean(),
    autoAccept: z.boolean(),
    autoComplete: z.boolean(),
    defaultOrderType: z.enum(ORDER_TYPES).optional(),
    instructions: z.string().max(...maxLength('Instructions', 2000)),
    feePercent: orderFeePercentInput(true).optional(),
    legacyUnderSubscription: z.boolean().optional(),
  }),
  customerSurcharge: customerSurchargeInput.optional(),
});
export type OrderingSection = z.infer<typeof orderingSection>;

/**
 * What an admin's ordering form checks: the same section with order fee % required (spec 000 §2). It is optional in
 * `orderingSection` only because a merchant's save leaves it out; an admin who clears the field must be stopped, not
 * have the field silently dropped from the save.
 */
export const adminOrderingSection = orderingSection.extend({
  orderingPreferences: orderingSection.shape.orderingPreferences.extend({
    feePercent: orderFeePercentInput(true),
  }),
});

/** Adds each issue of a settings rule (rules/settings-complete.ts) to a section schema's check. */
const withIssues =
  <T>(rule: (value: T) => SettingsIssue[]) =>
  (value: T, ctx: z.RefinementCtx) => {
    for (const issue of rule(value)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  };

/** Opening hours: a day whose To is not after From needs its overnight flag. */
export const openingHoursSection = z
  .strictObject({ openingHours })
  .superRefine(withIssues((value) => openingHoursIssues(value.openingHours)));

/**
 * Spec 000 §2: the delivery Save is disabled while the price table is empty. A price-table fee with no rows cannot
 * price a delivery, so the API refuses it too (the section schema here, and `shops/routes.ts` for a save without a
 * section name that sets the fee type or the table).
 */
export const PRICE_TABLE_EMPTY_MESSAGE = 'Price table needs at least one row when the fee type is Price table';
export function priceTableMissing(value: { feeType?: string; priceTable?: readonly unknown[] } | undefined): boolean {
  return value?.feeType === 'price-table' && (value.priceTable?.length ?? 0) === 0;
}

export const deliverySection = z.strictObject({ delivery: deliveryInput }).superRefine((value, ctx) => {
  if (priceTableMissing(value.delivery))
    ctx.addIssue({ code: 'custom', path: ['delivery', 'priceTable'], message: PRICE_TABLE_EMPTY_MESSAGE });
});
/** Pick-up: the cut-off on needs its hour and minute. */
export const pickupSection = z.strictObject({ pickup }).superRefine(withIssues((value) => pickupCutOffIssues(value.pickup)));

/** Table ordering, Settings tab (spec 001 §2, §5: preparation time required and numeric). */
export const tableOrderingSection = z.strictObject({
  dineIn: dineIn
    .pick({
      enabled: true,
      servingOrderEnabled: true,
      servingIdentifier: true,
      tableSelectionText: true,
      displayPlatforms: true,
    })
    .extend({ preparationTime }),
});

export const buzzerSection = z.strictObject({ buzzerOrTag });

/** Tab (spec 001 §5): orderLifeSpan, maximumAmount, maximumPerUserPerPeriod required and numeric. */
export const tabSection = z.strictObject({
  tabSettings: tabSettings.extend({
    orderLifeSpan: numberField('Order life span', { required: true, int: true, min: 1, max: 100000 }),
    maximumAmount: moneyField('Maximum amount', { required: true }),
    maximumPerUserPerPeriod: numberField('Maximum per user per period', { required: true, int: true, min: 0 }),
  }),
});

/** Loyalty on needs a limit ≥ 1 and a complete reward. */
export const loyaltySection = z.strictObject({ loyalty }).superRefine(withIssues((value) => loyaltyIssues(value.loyalty)));

/** The sections with a form that saves shopInfo (verification saves bank details elsewhere; subscription checks out). */
export const SAVED_SETTINGS_SECTIONS = [
  'details',
  'location',
  'presentation',
  'notifications',
  'ordering',
  'opening-hours',
  'delivery',
  'pickup',
  'table-ordering',
  'buzzer',
  'tab',
  'loyalty',
] as const satisfies readonly SettingsSection[];
export type SavedSettingsSection = (typeof SAVED_SETTINGS_SECTIONS)[number];

/** The schema of each section with a form. */
export const SETTINGS_SECTION_SCHEMAS = {
  details: detailsSection,
  location: locationSection,
  presentation: presentationSection,
  notifications: notificationsSection,
  ordering: orderingSection,
  'opening-hours': openingHoursSection,
  delivery: deliverySection,
  pickup: pickupSection,
  'table-ordering': tableOrderingSection,
  buzzer: buzzerSection,
  tab: tabSection,
  loyalty: loyaltySection,
} as const satisfies Record<SavedSettingsSection, z.ZodType>;

/**
 * The schema a section's form checks its save with: the section's, with order fee % required when an admin saves
 * ordering (an admin's ordering form carries the admin fields). The API checks a named section's save with the same
 * schema (`updateShopRequest`), and the admin's order fee % where it knows the caller (api shops/routes.ts).
 */
export function settingsSectionSchema(section: SavedSettingsSection, { isAdmin }: { isAdmin: boolean }): z.ZodType {
  return section === 'ordering' && isAdmin ? adminOrderingSection : SETTINGS_SECTION_SCHEMAS[section];
}

export const SETTINGS_DEFAULTS = {
  preparationTime: DEFAULT_PREPARATION_TIME_MINUTES,
  tabOrderLifeSpan: TAB_DEFAULT_LIFESPAN_MINUTES,
  /** Spec 000 §9: price-table fee default 10, step 0.05 — in integer cents, as stored. */
  priceTableFeeCents: PRICING_TABLE_DEFAULT_FEE_CENTS,
  priceTableFeeStepCents: PRICING_TABLE_FEE_STEP_CENTS,
  /** The same step as a money field takes it (dollars on screen). */
  priceTableFeeStep: 0.05,
} as const;

/** Which delivery fields show (spec 000 §2: "visible fields depend on deliveryType and feeType"). */
export function deliveryFieldVisibility(value: { deliveryType?: string; feeType?: string }) {
  const selfDelivery = value.deliveryType !== 'retail';
  const feeType = value.feeType === 'cost-per-kilometers' && !selfDelivery ? 'fixed' : (value.feeType ?? 'fixed');
  return {
    /** cost-per-kilometers is offered only for self-delivery */
    feeTypes: selfDelivery ? (['fixed', 'price-table', 'cost-per-kilometers'] as const) : (['fixed', 'price-table'] as const),
    radius: selfDelivery,
    fixedCost: feeType === 'fixed',
    costPerKilometers: selfDelivery && feeType === 'cost-per-kilometers',
    priceTable: feeType === 'price-table',
  };
}

/** Which pickup future settings show (spec 000 §2). */
export function pickupFieldVisibility(value: {
  type?: string;
  futureSettings?: { cutOffEnabled?: boolean; allowTimeSelection?: boolean; timeSelectionRange?: string };
}) {
  const future = value.type !== undefined && value.type !== 'same-day';
  return {
    futureSettings: future,
    cutOffTime: future && value.futureSettings?.cutOffEnabled === true,
    timeSelectionRange: future && value.futureSettings?.allowTimeSelection === true,
    customHours:
      future && value.futureSettings?.allowTimeSelection === true && value.futureSettings.timeSelectionRange === 'custom',
  };
}

/** Loyalty reveal rules (spec 000 §4): everything follows `enabled`; reward fields follow the reward type. */
export function loyaltyFieldVisibility(value: {
  enabled?: boolean;
  type?: string;
  reward?: { type?: string };
  qrCode?: { enabled?: boolean };
}) {
  const on = value.enabled === true;
  const reward = value.reward?.type;
  return {
    options: on,
    itemCategories: on && value.type === 'item-in-category',
    rewardItem: on && reward === 'free-item',
    rewardCategories: on && reward === 'free-item-on-category',
    discountPercentage: on && reward === 'discount-percentage',
    discountAmount: on && reward === 'discount-amount',
    qrFields: on && value.qrCode?.enabled === true,
  };
}

/** Yearly price of a plan as shown (spec 001 §9: 12 × the monthly fee), in cents. */
export function yearlyPlanFee(monthlyFeeCents: number): number {
  return monthlyFeeCents * 12;
}

// --- Integrations (spec 001 §2, §3; the save's method and path are ours: api/README.md) ---

export const integrationParams = z.strictObject({
  shopId: z.string().min(1).max(64),
  type: z.enum(INTEGRATION_TYPES, { message: `type must be one of: ${INTEGRATION_TYPES.join(', ')}` }),
});

/** The Edit modal's fields. No apiKey: keep the stored key. */
export const integrationInput = z.strictObject({
  enabled: z.boolean(),
  apiKey: z.string().trim().min(4, 'API key must be at least 4 characters').max(500).optional(),
});
export type IntegrationInput = z.infer<typeof integrationInput>;

/** PUT /api/shops/{shopId}/integrations/{type}: `integrationInfo` as an object or JSON text. */
export const updateIntegrationRequest = z.strictObject({ integrationInfo: jsonTextOr(integrationInput, 'integrationInfo') });

export const integrationsResponse = z.object({ integrations: z.array(integrationView) });
export type IntegrationsResponse = z.infer<typeof integrationsResponse>;
export const integrationResponse = z.object({ integration: integrationView });
export type IntegrationResponse = z.infer<typeof integrationResponse>;

// --- Subscription checkout (spec 001 §7: redirect checkout in subscription mode) ---

/** POST /api/shops/{shopId}/subscription-checkout: one of the plans' month or year price ids. */
export const subscriptionCheckoutRequest = z.strictObject({ priceId: z.string().trim().min(1).max(200) });
export const subscriptionCheckoutResponse = z.object({ url: z.string() });
export type SubscriptionCheckoutResponse = z.infer<typeof subscriptionCheckoutResponse>;

/** POST /api/shops/{shopId}/subscription-checkout/complete: the provider's session, after its redirect back. */
export const completeSubscriptionCheckoutRequest = z.strictObject({ sessionId: z.string().trim().min(1).max(300) });

// --- Table QR codes (spec 001 §2: the table QR encodes the store's dine-in link over https) ---

/**
 * GET /api/shops/{shopId}/dine-in-links (ours): the link of every table — exactly the dine-in preview link
 * (`dineInPreviewLink`: the embed key's LAST origin over https, spec 001 §2 "the table QR code encodes the same link
 * over https"); without an embed key, the default domain the key would get.
 */
export const dineInLinksResponse = z.object({
  storeDomain: z.string(),
  links: z.array(z.object({ tableId: z.string(), number: z.string(), capacity: z.number(), url: z.string() })),
});
export type DineInLinksResponse = z.infer<typeof dineInLinksResponse>;
