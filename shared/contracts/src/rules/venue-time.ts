import { DateTime } from 'luxon';
import { VENUE_TIME_ZONE } from '../constants';

/**
 * The venue's calendar (ARCHITECTURE: a venue's "day" and "hour" are Pacific/Auckland time, whatever the browser's
 * or the server's zone). Every range here is HALF-OPEN, `[start, end)`, as ISO 8601 UTC instants
 * (`2026-04-04T11:00:00.000Z`): `end` is the first instant that no longer belongs to the range (the start of the
 * next day / week / month …), which is exactly what the report routes expect for `start` and `end`.
 *
 * Periods are computed in the zone with luxon, never as "24 hours": NZ days are 23 or 25 hours long on the
 * daylight-saving changes (first Sunday of April, last Sunday of September). Weeks are ISO weeks (Monday first).
 *
 * No zod here: the UI imports these helpers and must not pull the schemas into the browser.
 */

export interface VenueRange {
  /** First instant of the range, ISO UTC. */
  start: string;
  /** First instant AFTER the range, ISO UTC (exclusive). */
  end: string;
}

export type VenueUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';

/** Something that names an instant: a Date, an ISO string with an offset, or epoch milliseconds. */
export type Instant = Date | string | number;

function venueDateTime(at: Instant): DateTime {
  const dt =
    at instanceof Date
      ? DateTime.fromJSDate(at, { zone: VENUE_TIME_ZONE })
      : typeof at === 'number'
        ? DateTime.fromMillis(at, { zone: VENUE_TIME_ZONE })
        : DateTime.fromISO(at, { zone: VENUE_TIME_ZONE, setZone: false });
  if (!dt.isValid) throw new RangeError(`Not a date-time: ${String(at)}`);
  return dt.setZone(VENUE_TIME_ZONE);
}

function utcIso(dt: DateTime): string {
  const iso = dt.toUTC().toISO();
  if (!iso) throw new RangeError('Invalid date-time');
  return iso;
}

/** `[start, end)` of a luxon period in the venue's zone. */
function periodOf(dt: DateTime, unit: VenueUnit): VenueRange {
  const start = dt.startOf(unit); // 'week' is the ISO week (Monday) in luxon
  return { start: utcIso(start), end: utcIso(start.plus({ [`${unit}s`]: 1 })) };
}

/** The venue-calendar day / ISO week / month / quarter / year that contains `at`. */
export function venuePeriod(unit: VenueUnit, at: Instant = new Date()): VenueRange {
  return periodOf(venueDateTime(at), unit);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One venue day. `date` is either a calendar date `yyyy-mm-dd` (read as that date in Pacific/Auckland) or an
 * instant (its NZ day). `venueDayRange('2026-04-05')` is 25 hours long (NZDT ends), `'2026-09-27'` 23 hours.
 */
export function venueDayRange(date: Instant): VenueRange {
  if (typeof date === 'string' && DATE_ONLY.test(date)) {
    const day = DateTime.fromISO(date, { zone: VENUE_TIME_ZONE });
    if (!day.isValid) throw new RangeError(`Not a calendar date: ${date}`);
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
  return venueDateTime(at).toFormat('yyyy-MM-dd');
}

/** The NZ hour (0–23) of an instant. */
export function venueHour(at: Instant): number {
  return venueDateTime(at).hour;
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
  const utc = DateTime.fromObject({ year: key.year, month: key.month, day: key.day, hour: key.hour }, { zone: 'UTC' });
  if (!utc.isValid) throw new RangeError(`Not an hour: ${JSON.stringify(key)}`);
  const venue = utc.setZone(VENUE_TIME_ZONE);
  return { start: utcIso(utc), date: venue.toFormat('yyyy-MM-dd'), hour: venue.hour };
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
  const dt = venueDateTime(now);
  switch (preset) {
    case 'yesterday':
      return periodOf(dt.minus({ days: 1 }), 'day');
    case 'thisWeek':
      return periodOf(dt, 'week');
    case 'previousWeek':
      return periodOf(dt.startOf('week').minus({ weeks: 1 }), 'week');
    case 'thisQuarter':
      return periodOf(dt, 'quarter');
    case 'previousQuarter':
      return periodOf(dt.startOf('quarter').minus({ quarters: 1 }), 'quarter');
    case 'thisMonth':
      return periodOf(dt, 'month');
    case 'previousMonth':
      return periodOf(dt.startOf('month').minus({ months: 1 }), 'month');
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
  return periodOf(venueDateTime(now).plus({ days: 1 }), 'day');
}
