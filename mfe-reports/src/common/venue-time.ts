import {
  type CivilDate,
  civilDateText,
  LOCALE,
  parseIsoInZone,
  VENUE_TIME_ZONE,
  type ZonedParts,
  zonedParts,
} from '@backoffice/contracts';

/**
 * How this area shows time. A venue's day and hour are Pacific/Auckland (ARCHITECTURE.md "Times"), whatever the
 * browser's zone; the API sends UTC. One format for tables and CSV: `yyyy-MM-dd HH:mm`, which sorts as text and
 * reads the same in every spreadsheet locale. Built on contracts' calendar (Intl), not luxon: the dashboard, the
 * page every sign-in lands on, uses these (issue 9, `pnpm bench`).
 */

/** An instant (ISO text, or unix seconds as payouts have them) as epoch ms. */
function instantMs(instant: string | number): number {
  return typeof instant === 'number' ? instant * 1000 : parseIsoInZone(instant, 'UTC');
}

/** An instant's wall clock in the venue's zone. */
export function inVenue(instant: string | number): ZonedParts {
  return zonedParts(instantMs(instant), VENUE_TIME_ZONE);
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateTimeText = (t: ZonedParts) => `${civilDateText(t)} ${pad(t.hour)}:${pad(t.minute)}`;

/** Venue local time, e.g. `2026-05-12 14:05`. */
export function venueDateTime(instant: string | number): string {
  return dateTimeText(inVenue(instant));
}

/** The same instant in UTC (spec 001 §9: payout times in UTC and Pacific/Auckland). */
export function utcDateTime(instant: string | number): string {
  return dateTimeText(zonedParts(instantMs(instant), 'UTC'));
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
