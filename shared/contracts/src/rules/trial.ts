import { TRIAL_PERIOD_MONTHS, VENUE_TIME_ZONE } from '../constants';
import { parseIsoInZone, plusMonths, zonedInstant, zonedParts } from './calendar';

/**
 * Spec 000 §4: trial-expired when more than 1 month has passed since creation, or when no shop is loaded.
 * The month is counted on the venue's calendar: the same wall-clock time, a calendar month later in Auckland
 * (the last day of a shorter month when the day does not exist there). No luxon: the host checks this on every
 * signed-in start.
 */
export function isTrialExpired(shop: { createdAt: string } | null | undefined, now: Date = new Date()): boolean {
  if (!shop) return true;
  let created: number;
  try {
    created = parseIsoInZone(shop.createdAt, VENUE_TIME_ZONE);
  } catch {
    return true;
  }
  const trialEnd = zonedInstant(plusMonths(zonedParts(created, VENUE_TIME_ZONE), TRIAL_PERIOD_MONTHS), VENUE_TIME_ZONE);
  return now.getTime() > trialEnd;
}
