import { DEFAULT_FEE_PERCENT, type PlatformPlan } from '@backoffice/contracts';

/**
 * Platform plans (spec 001 §3: title, fee in cents per month, percent commission, description lines, price
 * ids). A constant for now: plans change with a deploy, and the price ids must match the payment provider's.
 * The free plan's percent is the default order fee, so a shop without a subscription pays what it shows.
 */
export const PLATFORM_PLANS: readonly PlatformPlan[] = [
  {
    title: 'Starter',
    fee: 0,
    percent: DEFAULT_FEE_PERCENT,
    description: ['No monthly fee', `${DEFAULT_FEE_PERCENT}% success fee per order`, 'Marketplace app and web store'],
    monthPriceId: 'price_local_starter_month',
    yearPriceId: 'price_local_starter_year',
  },
  {
    title: 'Growth',
    fee: 4900,
    percent: 5,
    description: ['5% success fee per order', 'Embeddable web store with your own domain', 'Loyalty and promo codes'],
    monthPriceId: 'price_local_growth_month',
    yearPriceId: 'price_local_growth_year',
  },
  {
    title: 'Venue Pro',
    fee: 9900,
    percent: 2.5,
    description: ['2.5% success fee per order', 'Kiosks and table ordering', 'Priority support'],
    monthPriceId: 'price_local_pro_month',
    yearPriceId: 'price_local_pro_year',
  },
];

/**
 * Plans no longer offered (spec 001 §4: "a legacy plan can be left but not returned to"). A shop may still be on
 * one (`subscription.legacy`); GET /platform-plans never lists them and a checkout for their prices is refused.
 */
export const LEGACY_PLANS: readonly PlatformPlan[] = [
  {
    title: 'Legacy',
    fee: 2900,
    percent: 10,
    description: ['The plan venues signed up to before 2024'],
    monthPriceId: 'price_local_legacy_month',
    yearPriceId: 'price_local_legacy_year',
  },
];

/** The offered plan a price id belongs to, and which of its periods it is. */
export function findOfferedPlan(priceId: string): { plan: PlatformPlan; period: 'month' | 'year' } | null {
  for (const plan of PLATFORM_PLANS) {
    if (plan.monthPriceId === priceId) return { plan, period: 'month' };
    if (plan.yearPriceId === priceId) return { plan, period: 'year' };
  }
  return null;
}

export function isLegacyPrice(priceId: string): boolean {
  return LEGACY_PLANS.some((plan) => plan.monthPriceId === priceId || plan.yearPriceId === priceId);
}
