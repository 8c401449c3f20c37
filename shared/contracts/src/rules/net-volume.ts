import { DEFAULT_FEE_PERCENT } from '../constants';

/**
 * Money rules of the reports (spec 000 §9 net volume, spec 001 §9 card fees). Integer cents in and out; rounding
 * is done in integer arithmetic (half up), so the same numbers come out in the browser, in Node and in the SQL
 * mirror of `cardFee` (`card_fee_cents()` in the API's migration 002, pinned equal by a test).
 */

/** The parts of a shop the fee rules read (a contracts `Shop` fits). */
export interface FeeShop {
  subscription?: { percent?: number | null } | null;
  orderingPreferences?: { feePercent?: number | null } | null;
}

/**
 * The platform's success fee in percent: the subscription's percent when the shop has a subscription (a
 * `subscription` with a numeric `percent`), else `orderingPreferences.feePercent`, else 15.
 */
export function platformFeePercent(shop: FeeShop | null | undefined): number {
  const subscription = shop?.subscription?.percent;
  if (typeof subscription === 'number' && Number.isFinite(subscription)) return subscription;
  const fee = shop?.orderingPreferences?.feePercent;
  if (typeof fee === 'number' && Number.isFinite(fee)) return fee;
  return DEFAULT_FEE_PERCENT;
}

/** `amount × percent / 100`, rounded half up to a cent, without floating-point surprises (percent to 0.01). */
function percentOf(amount: number, percent: number): number {
  const hundredths = Math.round(percent * 100); // 2.5 % → 250
  const scaled = amount * hundredths; // cents × hundredths of a percent; exact below 2^53
  const sign = scaled < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(scaled) + 5000) / 10000);
}

/** The platform fee deducted from a gross amount (cents). */
export function platformFee(gross: number, shop: FeeShop | null | undefined): number {
  return percentOf(gross, platformFeePercent(shop));
}

/** Spec 000 §9: net volume = gross minus the platform's percentage (subscription percent, else feePercent, else 15). */
export function netVolume(gross: number, shop: FeeShop | null | undefined): number {
  return gross - platformFee(gross, shop);
}

/** Spec 001 §9 standard card fees. Amounts under $15 pay the small-payment rate; $15 and over the standard rate. */
export const CARD_FEES = {
  smallUnderCents: 1500,
  small: { percent: 3.5, fixedCents: 5 },
  standard: { percent: 2.9, fixedCents: 30 },
} as const;

/** The card fees as the Reports page states them. */
export const CARD_FEE_TEXT = ['Under $15: 3.5% + 5c', '$15 and over: 2.9% + 30c'] as const;

/**
 * The card fee of one payment, in cents, rounded half up to a cent. Nothing is charged on a zero payment.
 * Mirrored in SQL as `card_fee_cents(amount)` — change both together (a test compares them).
 */
export function cardFee(amountCents: number): number {
  if (!Number.isFinite(amountCents) || amountCents <= 0) return 0;
  const rate = amountCents < CARD_FEES.smallUnderCents ? CARD_FEES.small : CARD_FEES.standard;
  return percentOf(amountCents, rate.percent) + rate.fixedCents;
}
