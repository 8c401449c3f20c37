import { DateTime } from 'luxon';
import { TRIAL_PERIOD_MONTHS, VENUE_TIME_ZONE } from '../constants';

/** Spec 000 §4: trial-expired when more than 1 month has passed since creation, or when no shop is loaded. */
export function isTrialExpired(shop: { createdAt: string } | null | undefined, now: Date = new Date()): boolean {
  if (!shop) return true;
  const created = DateTime.fromISO(shop.createdAt, { zone: VENUE_TIME_ZONE });
  if (!created.isValid) return true;
  return DateTime.fromJSDate(now, { zone: VENUE_TIME_ZONE }) > created.plus({ months: TRIAL_PERIOD_MONTHS });
}
