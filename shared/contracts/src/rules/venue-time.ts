import { VENUE_TIME_ZONE } from '../constants';
import {
  type CivilDate,
  civilDateText,
  parseCivilDate,
  parseIsoInZone,
  plusDays,
  plusMonths,
  zonedMidnight,
  zonedParts,
} from './calendar';

/**
 * The venue's calendar (ARCHITECTURE: a venue's "day" and "hour" are Pacific/Auckland time, whatever the browser's
 * or the server's zone). Every range here is HALF-OPEN, `[start, end)`, as ISO 8601 UTC instants
 * (`2026-04-04T11:00:00.000Z`): `end` is the first instant that no longer belongs to the range (the start of the
 * next day / week / month …), which is exactly what the report routes expect for `start` and `end`.
 *
 * Periods are computed on the NZ calendar (./calendar.ts: civil dates, then each date's NZ midnight), never as
 * "24 hours": NZ days are 23 or 25 hours long on the daylight-saving changes (first Sunday of April, last Sunday of
 * September). Weeks are ISO weeks (Monday first).
 *
 * No zod and no luxon here: every signed-in page's dashboard imports these helpers (`pnpm bench`).
 */

export interface VenueRange {
  /** First instant of the range, ISO UTC. */
  start: string;
  /** First instant AFTER the range, ISO UTC (exclusive). */
  end: string;
}

export type VenueUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';

/** Something that names an instant: a Date, an ISO string (without an offset: NZ wall time), or epoch milliseconds. */
export type Instant = Date | string | number;

function instantMs(at: Instant): number {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : parseIsoInZone(at, VENUE_TIME_ZONE);
  if (!Number.isFinite(ms)) throw new RangeError(`Not a date-time: ${String(at)}`);
  return ms;
}

/** The NZ calendar date of an instant. */
function venueCivilDate(at: Instant): CivilDate {
  const { year, month, day } = zonedParts(instantMs(at), VENUE_TIME_ZONE);
  return { year, month, day };
}

const midnightIso = (date: CivilDate) => new Date(zonedMidnight(date, VENUE_TIME_ZONE)).toISOString();

/** The first day of the period of `unit` that contains `date`. */
function periodStart(date: CivilDate, unit: VenueUnit): CivilDate {
  switch (unit) {
    case 'day':
      return date;
    case 'week': {
      const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7; // ISO: Monday 1
      return plusDays(date, 1 - weekday);
    }
    case 'month':
      return { ...date, day: 1 };
    case 'quarter':
      return { year: date.year, month: Math.floor((date.month - 1) / 3) * 3 + 1, day: 1 };
    case 'year':
      return { year: date.year, month: 1, day: 1 };
  }
}

/** The period of `unit` `n` periods after the one starting on `start`. */
function shiftPeriod(start: CivilDate, unit: VenueUnit, n: number): CivilDate {
  if (unit === 'day') return plusDays(start, n);
  if (unit === 'week') return plusDays(start, 7 * n);
  return plusMonths(start, n * (unit === 'month' ? 1 : unit === 'quarter' ? 3 : 12));
}

/** `[start, end)` of the venue period of `unit` that contains the civil date. */
function periodOf(date: CivilDate, unit: VenueUnit): VenueRange {
  const start = periodStart(date, unit);
  return { start: midnightIso(start), end: midnightIso(shiftPeriod(start, unit, 1)) };
}

/** The venue-calendar day / ISO week / month / quarter / year that contains `at`. */
export function venuePeriod(unit: VenueUnit, at: Instant = new Date()): VenueRange {
  return periodOf(venueCivilDate(at), unit);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One venue day. `date` is either a calendar date `yyyy-mm-dd` (read as that date in Pacific/Auckland) or an
 * instant (its NZ day). `venueDayRange('2026-04-05')` is 25 hours long (NZDT ends), `'2026-09-27'` 23 hours.
 */
export function venueDayRange(date: Instant): VenueRange {
  if (typeof date === 'string' && DATE_ONLY.test(date)) {
    const day = parseCivilDate(date);
    if (!day) throw new RangeError(`Not a calendar date: ${date}`);
    return periodOf(day, 'day');
  }
  return venuePeriod('day', date);
}

/** A custom range of whole venue days, both ends included: `from` 00:00 NZ up to the end of `to`. */
export function venueDatesRange(from: string, to: string): VenueRange {
  const first = venueDayRange(from);
  const last = venueDayRange(to);
  return { start: first.start, end: last.end };
}

/** The NZ calendar date (`yyyy-mm-dd`) of an instant. */
export function venueDate(at: Instant): string {
  return civilDateText(venueCivilDate(at));
}

/** The NZ hour (0–23) of an instant. */
export function venueHour(at: Instant): number {
  return zonedParts(instantMs(at), VENUE_TIME_ZONE).hour;
}

/** `_id` of a sales-per-hour row: the UTC hour (spec 000 §3). */
export interface UtcHourKey {
  hour: number;
  day: number;
  month: number;
  year: number;
}

/** A sales-per-hour `_id` (UTC) as the venue sees it: the instant, its NZ date and NZ hour. */
export function utcHourToVenue(key: UtcHourKey): { start: string; date: string; hour: number } {
  const day = parseCivilDate(civilDateText(key));
  if (!day || !Number.isInteger(key.hour) || key.hour < 0 || key.hour > 23) {
    throw new RangeError(`Not an hour: ${JSON.stringify(key)}`);
  }
  const ms = Date.UTC(key.year, key.month - 1, key.day, key.hour);
  const venue = zonedParts(ms, VENUE_TIME_ZONE);
  return { start: new Date(ms).toISOString(), date: civilDateText(venue), hour: venue.hour };
}

/** The date-range picker's presets (spec 000 §2), in the spec's order and words. */
export const PRESETS = [
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'thisWeek', label: 'This Week' },
  { value: 'previousWeek', label: 'Previous Week' },
  { value: 'thisQuarter', label: 'This Quarter' },
  { value: 'previousQuarter', label: 'Previous Quarter' },
  { value: 'thisMonth', label: 'This Month' },
  { value: 'previousMonth', label: 'Previous Month' },
] as const;

export type Preset = (typeof PRESETS)[number]['value'];

/** Spec 000 §9: the default report range is the current ISO week. */
export const DEFAULT_PRESET: Preset = 'thisWeek';

/**
 * A preset as a half-open UTC range on the venue calendar. "This …" is the whole current period (its later days
 * simply have no orders yet); "Previous …" the whole period before it.
 */
export function venueRange(preset: Preset, now: Instant = new Date()): VenueRange {
  const today = venueCivilDate(now);
  const previous = (unit: VenueUnit) => periodOf(shiftPeriod(periodStart(today, unit), unit, -1), unit);
  switch (preset) {
    case 'yesterday':
      return previous('day');
    case 'thisWeek':
      return periodOf(today, 'week');
    case 'previousWeek':
      return previous('week');
    case 'thisQuarter':
      return periodOf(today, 'quarter');
    case 'previousQuarter':
      return previous('quarter');
    case 'thisMonth':
      return periodOf(today, 'month');
    case 'previousMonth':
      return previous('month');
    default: {
      const unknown: never = preset;
      throw new RangeError(`Unknown preset: ${String(unknown)}`);
    }
  }
}

/** Today on the venue calendar (the dashboard's bar chart and badges). */
export function venueToday(now: Instant = new Date()): VenueRange {
  return venuePeriod('day', now);
}

/** Yesterday 00:00 NZ up to the end of today (spec 000 §7: the today-versus-yesterday overview). */
export function venueYesterdayAndToday(now: Instant = new Date()): VenueRange {
  const today = venuePeriod('day', now);
  return { start: venueRange('yesterday', now).start, end: today.end };
}

/** The venue day after the one containing `now` (tomorrow's payout). */
export function venueTomorrow(now: Instant = new Date()): VenueRange {
  return periodOf(plusDays(venueCivilDate(now), 1), 'day');
}
