import type { ReportRange } from '@backoffice/api-client';
import {
  DEFAULT_PRESET,
  LOCALE,
  MAX_REPORT_RANGE_YEARS,
  PRESETS,
  type Preset,
  VENUE_TIME_ZONE,
  venueDatesRange,
  venueRange,
} from '@backoffice/contracts';
import { DateTime } from 'luxon';

/**
 * The report period a merchant picks (spec 000 §2 "Date-range picker"), kept in the URL query so every view can be
 * linked and reloaded: `?range=previous-month`, or a custom range of venue calendar days `?from=2026-05-01&to=2026-05-31`
 * (both days included). No (or an unreadable) period means the default, the current ISO week (spec 000 §9), and
 * leaves the URL clean. The presets and their ranges are the contracts' (`PRESETS`, `venueRange`).
 */
export type Period = { preset: Preset } | { from: string; to: string };

/** `previousMonth` → `previous-month`: the preset as the URL spells it. */
export function presetSlug(preset: Preset): string {
  return preset.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function presetLabel(preset: Preset): string {
  return PRESETS.find((p) => p.value === preset)?.label ?? preset;
}

function presetFromSlug(slug: string | null): Preset | null {
  return PRESETS.find((p) => presetSlug(p.value) === slug)?.value ?? null;
}

const DAY = 'yyyy-MM-dd';

function venueDay(text: string | null): DateTime | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = DateTime.fromFormat(text, DAY, { zone: VENUE_TIME_ZONE });
  return day.isValid ? day : null;
}

/** Why a custom range cannot be used, in the merchant's words; null when it can. */
export function customRangeProblem(from: string, to: string): string | null {
  const start = venueDay(from);
  const end = venueDay(to);
  if (!start || !end) return 'Choose both a start and an end date.';
  if (end < start) return 'The end date must be on or after the start date.';
  // The API takes at most two calendar years, end exclusive: the last day may be the day before the anniversary.
  if (end.plus({ days: 1 }) > start.plus({ years: MAX_REPORT_RANGE_YEARS })) {
    return `Choose a range of up to ${MAX_REPORT_RANGE_YEARS} years.`;
  }
  return null;
}

/** The period in a URL query; anything unreadable falls back to the default week. */
export function readPeriod(params: URLSearchParams): Period {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && !customRangeProblem(from, to)) return { from, to };
  return { preset: presetFromSlug(params.get('range')) ?? DEFAULT_PRESET };
}

/** A copy of `params` holding `period` (and nothing of the previous one); the default week leaves the URL clean. */
export function writePeriod(params: URLSearchParams, period: Period): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['range', 'from', 'to']) next.delete(key);
  if ('preset' in period) {
    if (period.preset !== DEFAULT_PRESET) next.set('range', presetSlug(period.preset));
  } else {
    next.set('from', period.from);
    next.set('to', period.to);
  }
  return next;
}

/** The API's `start`/`end` for a period: half-open, venue midnights as UTC instants (contracts). */
export function periodRange(period: Period, now: Date = new Date()): ReportRange {
  return 'preset' in period ? venueRange(period.preset, now) : venueDatesRange(period.from, period.to);
}

/** The venue calendar days a half-open range covers: the first, and the last one included. */
export function rangeDays(range: ReportRange): { first: DateTime; last: DateTime } {
  const first = DateTime.fromISO(range.start, { zone: VENUE_TIME_ZONE }).startOf('day');
  const last = DateTime.fromISO(range.end, { zone: VENUE_TIME_ZONE }).minus({ milliseconds: 1 }).startOf('day');
  return { first, last };
}

/** "This Week: 11 May – 17 May 2026", for the picker and the loading/error texts. */
export function describePeriod(period: Period, range: ReportRange): string {
  const { first, last } = rangeDays(range);
  const fmt = (d: DateTime, withYear: boolean) => d.setLocale(LOCALE).toFormat(withYear ? 'd LLL yyyy' : 'd LLL');
  const days = first.hasSame(last, 'day') ? fmt(first, true) : `${fmt(first, !first.hasSame(last, 'year'))} – ${fmt(last, true)}`;
  return 'preset' in period ? `${presetLabel(period.preset)}: ${days}` : days;
}

/** `yyyy-MM-dd` venue days of a range, to prefill the custom-range inputs. */
export function rangeAsDays(range: ReportRange): { from: string; to: string } {
  const { first, last } = rangeDays(range);
  return { from: first.toFormat(DAY), to: last.toFormat(DAY) };
}
