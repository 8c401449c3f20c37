import { LOCALE, VENUE_TIME_ZONE } from '@backoffice/contracts';
import { DateTime } from 'luxon';

/**
 * How this area shows time. A venue's day and hour are Pacific/Auckland (ARCHITECTURE.md "Times"), whatever the
 * browser's zone; the API sends UTC. One format for tables and CSV: `yyyy-MM-dd HH:mm`, which sorts as text and
 * reads the same in every spreadsheet locale.
 */
const DATE_TIME = 'yyyy-MM-dd HH:mm';

/** An instant (ISO text, or unix seconds as payouts have them) in the venue's zone. */
export function inVenue(instant: string | number): DateTime {
  const utc =
    typeof instant === 'number' ? DateTime.fromSeconds(instant, { zone: 'utc' }) : DateTime.fromISO(instant, { zone: 'utc' });
  return utc.setZone(VENUE_TIME_ZONE).setLocale(LOCALE);
}

/** Venue local time, e.g. `2026-05-12 14:05`. */
export function venueDateTime(instant: string | number): string {
  return inVenue(instant).toFormat(DATE_TIME);
}

/** The same instant in UTC (spec 001 §9: payout times in UTC and Pacific/Auckland). */
export function utcDateTime(instant: string | number): string {
  return inVenue(instant).toUTC().toFormat(DATE_TIME);
}

/** A venue calendar date `yyyy-MM-dd` as a DateTime at its midnight. */
export function venueCalendarDay(date: string): DateTime {
  return DateTime.fromISO(date, { zone: VENUE_TIME_ZONE }).setLocale(LOCALE);
}

/** "Mon 12 May" — a day on chart axes and in their tables. */
export function dayLabel(date: DateTime): string {
  return date.setLocale(LOCALE).toFormat('ccc d LLL');
}
