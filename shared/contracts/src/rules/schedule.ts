import type { HourMinute, OpeningDay } from '../entities/common';

/**
 * One day/time schedule shape for shop opening hours (`openingDays`, with `holiday` and an overnight flag on each
 * To), category availability (`availableDays`, the 7 week days) and custom pickup hours (opening-hours shape):
 * `{ twentyFourSeven, <daysKey>: day[], <day>From: {hour, min}, <day>To: {hour, min, isOvernight?} }`
 * (spec 000 §2–3, 001 §3). These helpers read it into rows an editor shows and write rows back.
 */
export type ScheduleDaysKey = 'openingDays' | 'availableDays';

export interface ScheduleDayRow {
  day: OpeningDay;
  selected: boolean;
  from: HourMinute;
  to: HourMinute & { isOvernight?: boolean };
}

export interface ScheduleRows {
  twentyFourSeven: boolean;
  rows: ScheduleDayRow[];
}

/** Spec 000 §2: holiday is shown as 'Public holiday'. */
export const SCHEDULE_DAY_LABELS: Record<OpeningDay, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
  holiday: 'Public holiday',
};

/** A day with no times yet opens all day (spec 001 §3's category default: 00:00 to 23:59). */
export const DEFAULT_FROM: HourMinute = { hour: 0, min: 0 };
export const DEFAULT_TO: HourMinute = { hour: 23, min: 59 };

export type ScheduleValue = { twentyFourSeven?: boolean } & { [key: string]: unknown };

function isHourMinute(value: unknown): value is HourMinute & { isOvernight?: boolean } {
  const v = value as HourMinute | undefined;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.hour) &&
    v.hour >= 0 &&
    v.hour <= 23 &&
    Number.isInteger(v.min) &&
    v.min >= 0 &&
    v.min <= 59
  );
}

export function readSchedule(
  value: ScheduleValue | undefined,
  { days, daysKey }: { days: readonly OpeningDay[]; daysKey: ScheduleDaysKey },
): ScheduleRows {
  const selected = new Set(Array.isArray(value?.[daysKey]) ? (value[daysKey] as string[]) : []);
  return {
    twentyFourSeven: value?.twentyFourSeven === true,
    rows: days.map((day) => {
      const from = value?.[`${day}From`];
      const to = value?.[`${day}To`];
      return {
        day,
        selected: selected.has(day),
        from: isHourMinute(from) ? { hour: from.hour, min: from.min } : { ...DEFAULT_FROM },
        to: isHourMinute(to)
          ? { hour: to.hour, min: to.min, ...(to.isOvernight !== undefined ? { isOvernight: to.isOvernight } : {}) }
          : { ...DEFAULT_TO },
      };
    }),
  };
}

/**
 * Rows back to the field shape. Every listed day keeps its times (unticking a day must not lose them); the days
 * list is in week order. `overnight: false` (category availability, whose schema has no flag) drops `isOvernight`.
 */
export function writeSchedule(
  { twentyFourSeven, rows }: ScheduleRows,
  { daysKey, overnight }: { daysKey: ScheduleDaysKey; overnight: boolean },
): ScheduleValue {
  const out: ScheduleValue = { twentyFourSeven, [daysKey]: rows.filter((row) => row.selected).map((row) => row.day) };
  for (const row of rows) {
    out[`${row.day}From`] = { hour: row.from.hour, min: row.from.min };
    out[`${row.day}To`] = overnight
      ? { hour: row.to.hour, min: row.to.min, isOvernight: row.to.isOvernight === true }
      : { hour: row.to.hour, min: row.to.min };
  }
  return out;
}

/** A To earlier than (or equal to) its From only makes sense past midnight: that day needs the overnight flag. */
export function needsOvernight(row: Pick<ScheduleDayRow, 'from' | 'to'>): boolean {
  return row.to.hour * 60 + row.to.min <= row.from.hour * 60 + row.from.min;
}
