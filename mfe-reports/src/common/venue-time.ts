import { type CivilDate, LOCALE, parseIsoInZone, VENUE_TIME_ZONE, type ZonedParts, zonedParts } from '@backoffice/contracts';

/**
 * How this area shows days. A venue's day and hour are Pacific/Auckland (ARCHITECTURE.md "Times"), whatever the
 * browser's zone; the API sends UTC. The report tables' time format is the columns' (contracts report-columns.ts).
 * Built on contracts' calendar (Intl), not luxon: the dashboard, the page every sign-in lands on, uses these, and
 * luxon measured heavier on its first load (`pnpm bench`).
 */

/** An instant's wall clock in the venue's zone. */
export function inVenue(instant: string | number): ZonedParts {
  return zonedParts(typeof instant === 'number' ? instant * 1000 : parseIsoInZone(instant, 'UTC'), VENUE_TIME_ZONE);
}

const fieldFormats = new Map<string, Intl.DateTimeFormat>();

/** One field of a civil date in the merchant's locale, e.g. `weekday: 'short'` → "Mon", `month: 'long'` → "May". */
function field(date: CivilDate, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  let format = fieldFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: 'UTC' });
    fieldFormats.set(key, format);
  }
  return format.format(Date.UTC(date.year, date.month - 1, date.day));
}

/** "Mon 12 May" — a day on chart axes and in their tables. */
export function dayLabel(date: CivilDate): string {
  return `${field(date, { weekday: 'short' })} ${date.day} ${field(date, { month: 'short' })}`;
}

/** "Tuesday 12 May" — a payout's arrival day. */
export function longDayLabel(date: CivilDate): string {
  return `${field(date, { weekday: 'long' })} ${date.day} ${field(date, { month: 'long' })}`;
}

/** "12 May" or "12 May 2026" — the ends of a period. */
export function shortDate(date: CivilDate, withYear: boolean): string {
  return `${date.day} ${field(date, { month: 'short' })}${withYear ? ` ${date.year}` : ''}`;
}
