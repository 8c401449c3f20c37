import type { ReportRange } from '@backoffice/api-client';
import {
  type CivilDate,
  civilDateText,
  compareCivilDates,
  DEFAULT_PRESET,
  MAX_REPORT_RANGE_YEARS,
  PRESETS,
  type Preset,
  parseCivilDate,
  plusDays,
  plusMonths,
  venueDate,
  venueDatesRange,
  venueRange,
} from '@backoffice/contracts';
import { queryParam } from '@backoffice/ui';
import { shortDate } from '../common/venue-time';

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

function venueDay(text: string | null): CivilDate | null {
  return text ? parseCivilDate(text) : null;
}

/** Why a custom range cannot be used, in the merchant's words; null when it can. */
export function customRangeProblem(from: string, to: string): string | null {
  const start = venueDay(from);
  const end = venueDay(to);
  if (!start || !end) return 'Choose both a start and an end date.';
  if (compareCivilDates(end, start) < 0) return 'The end date must be on or after the start date.';
  // The API takes at most two calendar years, end exclusive: the last day may be the day before the anniversary.
  if (compareCivilDates(plusDays(end, 1), plusMonths(start, 12 * MAX_REPORT_RANGE_YEARS)) > 0) {
    return `Choose a range of up to ${MAX_REPORT_RANGE_YEARS} years.`;
  }
  return null;
}

/**
 * The period of a URL query (`?range=previous-month`, `?from=…&to=…`); anything unreadable falls back to the default
 * week. Read with the kit's schema-free `queryParam`: the dashboard, the page every sign-in lands on, carries no
 * schema library (zod/mini alone measured about 20 KiB gzip there).
 */
export function readPeriod(search: string | URLSearchParams): Period {
  const from = queryParam(search, 'from');
  const to = queryParam(search, 'to');
  if (from && to && !customRangeProblem(from, to)) return { from, to };
  return { preset: presetFromSlug(queryParam(search, 'range')) ?? DEFAULT_PRESET };
}

/**
 * The query patch that holds `period` and nothing of the other form, for the kit's `toSearchParams` (the default week
 * leaves the URL clean).
 */
export function periodPatch(period: Period): { range?: string | undefined; from?: string | undefined; to?: string | undefined } {
  return 'preset' in period
    ? { range: period.preset === DEFAULT_PRESET ? undefined : presetSlug(period.preset), from: undefined, to: undefined }
    : { range: undefined, from: period.from, to: period.to };
}

/** The API's `start`/`end` for a period: half-open, venue midnights as UTC instants (contracts). */
export function periodRange(period: Period, now: Date = new Date()): ReportRange {
  return 'preset' in period ? venueRange(period.preset, now) : venueDatesRange(period.from, period.to);
}

/** The venue calendar days a half-open range covers: the first, and the last one included. */
export function rangeDays(range: ReportRange): { first: CivilDate; last: CivilDate } {
  const day = (at: number) => parseCivilDate(venueDate(at)) as CivilDate;
  return { first: day(Date.parse(range.start)), last: day(Date.parse(range.end) - 1) };
}

/** "This Week: 11 May – 17 May 2026", for the picker and the loading/error texts. */
export function describePeriod(period: Period, range: ReportRange): string {
  const { first, last } = rangeDays(range);
  const days =
    compareCivilDates(first, last) === 0
      ? shortDate(first, true)
      : `${shortDate(first, first.year !== last.year)} – ${shortDate(last, true)}`;
  return 'preset' in period ? `${presetLabel(period.preset)}: ${days}` : days;
}

/** `yyyy-MM-dd` venue days of a range, to prefill the custom-range inputs. */
export function rangeAsDays(range: ReportRange): { from: string; to: string } {
  const { first, last } = rangeDays(range);
  return { from: civilDateText(first), to: civilDateText(last) };
}
