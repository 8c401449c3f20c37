import { CUT_OFF_MESSAGES } from '../rules/settings-complete';

/**
 * Rules once, shown: saves of the delivery and pickup sections that the section's schema refuses, each with the one
 * message the merchant reads. The settings form (mfe-settings, `rules-once.test.tsx`) and the API route
 * (api shops/rules-once.test.ts) both run every case and must refuse it with exactly this message — so the form and
 * the route cannot drift apart. Each case's values keep its field on screen (a cut-off hour needs a future pickup type
 * and the cut-off on). Money is integer cents.
 */
export interface SettingsRefusalCase {
  section: 'delivery' | 'pickup';
  name: string;
  /** The section's save (its shopInfo), as stored when the form opens and as sent to the API. */
  shopInfo: Record<string, unknown>;
  /** The label of the field the refusal shows under; none for a price-table row (it shows in the row). */
  label?: string;
  message: string;
}

const futurePickup = (futureSettings: Record<string, unknown>) => ({
  pickup: { type: 'future-only', allowASAP: false, hidePickupTime: false, futureSettings },
});
const fixedDelivery = (delivery: Record<string, unknown>) => ({
  delivery: { deliveryType: 'self-delivery', feeType: 'fixed', deliveryInfo: '', ...delivery },
});

export const SETTINGS_REFUSAL_CASES: readonly SettingsRefusalCase[] = [
  {
    section: 'pickup',
    name: 'a cut-off hour past 23',
    shopInfo: futurePickup({ cutOffEnabled: true, cutOffHour: 24, cutOffMinute: 0 }),
    label: 'Cut-off hour',
    message: 'Cut-off hour must be at most 23',
  },
  {
    section: 'pickup',
    name: 'a cut-off minute past 59',
    shopInfo: futurePickup({ cutOffEnabled: true, cutOffHour: 9, cutOffMinute: 60 }),
    label: 'Cut-off minute',
    message: 'Cut-off minute must be at most 59',
  },
  {
    section: 'pickup',
    name: 'the cut-off on without its hour',
    shopInfo: futurePickup({ cutOffEnabled: true, cutOffMinute: 30 }),
    label: 'Cut-off hour',
    message: CUT_OFF_MESSAGES.hour,
  },
  {
    section: 'pickup',
    name: 'a days span that is not whole',
    shopInfo: futurePickup({ daysSpan: 2.5 }),
    label: 'Days span',
    message: 'Days span must be a whole number',
  },
  {
    section: 'delivery',
    name: 'a negative fixed cost',
    shopInfo: fixedDelivery({ fixedCost: -100 }),
    label: 'Fixed cost',
    message: 'Fixed cost must be at least 0',
  },
  {
    section: 'delivery',
    name: 'an order minimum in part cents',
    shopInfo: fixedDelivery({ orderMinimum: 12.5 }),
    label: 'Order minimum',
    message: 'Order minimum can have at most two decimal places',
  },
  {
    section: 'delivery',
    name: 'a radius past 1000 km',
    shopInfo: fixedDelivery({ radius: 1001 }),
    label: 'Radius (km)',
    message: 'Radius must be at most 1000',
  },
  {
    section: 'delivery',
    name: 'a price-table fee off the 0.05 step',
    shopInfo: fixedDelivery({ feeType: 'price-table', priceTable: [{ title: 'Near', description: 'Under 2 km', fee: 432 }] }),
    message: 'Fee must be in steps of 0.05',
  },
];
