import { DateTime } from 'luxon';
import { VENUE_TIME_ZONE } from '../../constants';

/**
 * Week schedules of the venue (Pacific/Auckland): shop opening hours (spec 000 §3 openingHours, with overnight and
 * the public holiday), category availability (spec 001 §3) and custom pickup hours. Pure; no zod (the UI imports it).
 */

export const SCHEDULE_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type ScheduleDay = (typeof SCHEDULE_DAYS)[number];

export interface HourMin {
  hour: number;
  min: number;
  isOvernight?: boolean | undefined;
}

/** openingHours / timeSelectionHours (openingDays) and category availability (availableDays) share this shape. */
export interface WeekSchedule {
  twentyFourSeven?: boolean | undefined;
  openingDays?: readonly string[] | undefined;
  availableDays?: readonly string[] | undefined;
  [dayTime: string]: unknown;
}

// ---------------------------------------------------------------------------------------------------------------
// Public holidays. Decision (spec 000 §2 offers "Public holiday" as an opening day without saying which days count):
// the national New Zealand public holidays, with the Mondayisation rules of the Holidays Act 2003. Regional
// anniversary days are not included (a venue that closes on its anniversary day sets that in its own hours).
// Matariki moves every year; the dates the government has fixed are listed below.
// ---------------------------------------------------------------------------------------------------------------

const MATARIKI: Record<number, string> = {
  2022: '2022-06-24',
  2023: '2023-07-14',
  2024: '2024-06-28',
  2025: '2025-06-20',
  2026: '2026-07-10',
  2027: '2027-06-25',
  2028: '2028-07-14',
  2029: '2029-07-06',
  2030: '2030-06-21',
  2031: '2031-07-11',
  2032: '2032-07-02',
  2033: '2033-06-24',
  2034: '2034-07-07',
  2035: '2035-06-29',
};

/** Easter Sunday (Gregorian, anonymous algorithm). */
function easterSunday(year: number): DateTime {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return DateTime.fromObject({ year, month, day }, { zone: VENUE_TIME_ZONE });
}

function nthWeekday(year: number, month: number, weekday: number, n: number): DateTime {
  let dt = DateTime.fromObject({ year, month, day: 1 }, { zone: VENUE_TIME_ZONE });
  while (dt.weekday !== weekday) dt = dt.plus({ days: 1 });
  return dt.plus({ weeks: n - 1 });
}

/** A holiday on a weekend moves to the next weekday not already a holiday (Holidays Act "Mondayisation"). */
function mondayised(days: DateTime[]): DateTime[] {
  const taken = new Set<string>();
  const result: DateTime[] = [];
  for (const day of days) {
    let observed = day;
    while (observed.weekday >= 6 || taken.has(observed.toISODate() ?? '')) observed = observed.plus({ days: 1 });
    taken.add(observed.toISODate() ?? '');
    result.push(observed);
  }
  return result;
}

const holidayCache = new Map<number, Set<string>>();

/** The NZ national public holidays (observed dates, `yyyy-mm-dd`) of a year. */
export function nzPublicHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const date = (month: number, day: number) => DateTime.fromObject({ year, month, day }, { zone: VENUE_TIME_ZONE });
  const easter = easterSunday(year);
  const days: DateTime[] = [
    ...mondayised([date(1, 1), date(1, 2)]),
    ...mondayised([date(2, 6)]),
    easter.minus({ days: 2 }), // Good Friday
    easter.plus({ days: 1 }), // Easter Monday
    ...mondayised([date(4, 25)]),
    nthWeekday(year, 6, 1, 1), // King's Birthday: first Monday of June
    nthWeekday(year, 10, 1, 4), // Labour Day: fourth Monday of October
    ...mondayised([date(12, 25), date(12, 26)]),
  ];
  const matariki = MATARIKI[year];
  const set = new Set(days.map((day) => day.toISODate() ?? ''));
  if (matariki) set.add(matariki);
  holidayCache.set(year, set);
  return set;
}

function venue(at: Date): DateTime {
  return DateTime.fromJSDate(at, { zone: VENUE_TIME_ZONE });
}

/** Whether the venue's calendar date of `at` is a NZ public holiday. */
export function isNzPublicHoliday(at: Date): boolean {
  const local = venue(at);
  return nzPublicHolidays(local.year).has(local.toISODate() ?? '');
}

// ---------------------------------------------------------------------------------------------------------------

function readTime(value: unknown): HourMin | null {
  if (!value || typeof value !== 'object') return null;
  const { hour, min, isOvernight } = value as Partial<HourMin>;
  if (typeof hour !== 'number' || typeof min !== 'number') return null;
  return { hour, min, isOvernight: isOvernight === true };
}

interface DayWindow {
  /** minutes after the day's local midnight */
  from: number;
  /** may exceed 24 × 60 for an overnight window */
  to: number;
}

/**
 * One day's window. Overnight: the To is flagged `isOvernight`, or is not after the From (a category schedule has no
 * flag, so 18:00–02:00 can only mean overnight). A To of 23:59 runs to midnight (the spec's "00:00 to 23:59" is
 * the whole day).
 */
function dayWindow(schedule: WeekSchedule, day: string): DayWindow | null {
  const from = readTime(schedule[`${day}From`]);
  const to = readTime(schedule[`${day}To`]);
  if (!from || !to) return null;
  const fromMinutes = from.hour * 60 + from.min;
  let toMinutes = to.hour * 60 + to.min;
  if (to.hour === 23 && to.min === 59) toMinutes = 24 * 60;
  if (to.isOvernight || toMinutes <= fromMinutes) toMinutes += 24 * 60;
  return { from: fromMinutes, to: toMinutes };
}

function scheduleDays(schedule: WeekSchedule): readonly string[] | null {
  return schedule.openingDays ?? schedule.availableDays ?? null;
}

/** The key whose hours apply on a local date: `holiday` on a public holiday when `useHolidays`, else the weekday. */
function dayKey(local: DateTime, useHolidays: boolean): string {
  if (useHolidays && nzPublicHolidays(local.year).has(local.toISODate() ?? '')) return 'holiday';
  return SCHEDULE_DAYS[local.weekday - 1] ?? 'monday';
}

function windowOn(schedule: WeekSchedule, local: DateTime, useHolidays: boolean): DayWindow | null {
  const days = scheduleDays(schedule);
  const key = dayKey(local, useHolidays);
  if (days && !days.includes(key)) return null;
  return dayWindow(schedule, key);
}

export interface ScheduleOptions {
  /**
   * Opening hours: on a NZ public holiday the `holiday` day's hours apply instead of the weekday's (and the venue is
   * closed when `holiday` is not among its opening days). Category availability has no holiday: false.
   */
  publicHolidays?: boolean;
}

/**
 * Whether a schedule covers the instant `at`. No schedule, or one without days (a new shop, a category saved with
 * `{}`), covers everything: nothing has been restricted yet. `twentyFourSeven` covers everything.
 */
export function isWithinSchedule(schedule: WeekSchedule | null | undefined, at: Date, options: ScheduleOptions = {}): boolean {
  if (!schedule || schedule.twentyFourSeven) return true;
  if (!scheduleDays(schedule)) return true;
  const useHolidays = options.publicHolidays ?? false;
  const local = venue(at);
  const minutes = local.hour * 60 + local.minute + local.second / 60;
  const today = windowOn(schedule, local.startOf('day'), useHolidays);
  if (today && minutes >= today.from && minutes < today.to) return true;
  // yesterday's overnight window running past midnight
  const yesterday = windowOn(schedule, local.startOf('day').minus({ days: 1 }), useHolidays);
  return Boolean(yesterday && yesterday.to > 24 * 60 && minutes + 24 * 60 < yesterday.to);
}

/** The next instant (after `at`, within 8 days) at which the schedule opens, or null when it never does. */
export function nextOpening(schedule: WeekSchedule | null | undefined, at: Date, options: ScheduleOptions = {}): Date | null {
  if (!schedule || schedule.twentyFourSeven || !scheduleDays(schedule)) return at;
  const useHolidays = options.publicHolidays ?? false;
  const start = venue(at).startOf('day');
  for (let offset = 0; offset <= 8; offset += 1) {
    const day = start.plus({ days: offset });
    const window = windowOn(schedule, day, useHolidays);
    if (!window) continue;
    const opens = day.plus({ minutes: window.from });
    if (opens.toMillis() > at.getTime()) return opens.toJSDate();
  }
  return null;
}

/** "7:00", "16:30": how an opening time reads in a customer message. */
export function formatVenueTime(at: Date): string {
  return venue(at).toFormat('H:mm');
}

/**
 * The customer-readable "closed" message: "We open at 7:00" (later today), "We open tomorrow at 7:00",
 * "We open on Tuesday at 11:00", or "We are closed at the moment" when the schedule never opens.
 */
export function closedMessage(schedule: WeekSchedule | null | undefined, at: Date, options: ScheduleOptions = {}): string {
  const next = nextOpening(schedule, at, options);
  if (!next) return 'We are closed at the moment';
  const nowLocal = venue(at).startOf('day');
  const nextLocal = venue(next);
  const days = Math.round(nextLocal.startOf('day').diff(nowLocal, 'days').days);
  const time = formatVenueTime(next);
  if (days === 0) return `We open at ${time}`;
  if (days === 1) return `We open tomorrow at ${time}`;
  return `We open on ${nextLocal.toFormat('cccc')} at ${time}`;
}
