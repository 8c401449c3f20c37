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
