import { VENUE_TIME_ZONE } from '../constants';
import { parseCivilDate, parseIsoInZone, plusMonths, zonedInstant, zonedParts } from './calendar';

/**
 * Report constants and the range rule, shared by the Reports page and the API. No zod here (the UI imports it).
 */

/** Spec 001 §9 report types, in the spec's order and words, with the route that serves each. */
export const REPORT_KINDS = [
  { value: 'orders', label: 'Orders', route: 'reports' },
  { value: 'sales', label: 'Sales By Sales', route: 'reports' },
  { value: 'products-stock', label: 'Products Stock', route: 'products-stock-report' },
  { value: 'payouts', label: 'Payouts', route: 'payouts-report' },
  { value: 'categories', label: 'Categories', route: 'reports' },
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number]['value'];

/** `options.type` of GET /api/shops/{shopId}/reports. */
export const REPORT_TYPES = ['orders', 'sales', 'categories'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The sources of the origin breakdown, in the order the dashboard shows them ("embed" = web). */
export const REPORT_ORIGINS = ['web', 'kiosk', 'mobile-app'] as const;
export type ReportOrigin = (typeof REPORT_ORIGINS)[number];

/** Longest range a report accepts: two calendar years on the venue calendar. */
export const MAX_REPORT_RANGE_YEARS = 2;
/** Rows a list report returns at most per call (`options.limit` cap and default). */
export const REPORT_ROWS_MAX_LIMIT = 1000;

export const REPORT_RANGE_MESSAGES = {
  start: 'Start must be a UTC date (2026-04-04) or an ISO 8601 date-time with a time zone, e.g. 2026-04-04T11:00:00.000Z',
  end: 'End must be a UTC date (2026-04-11) or an ISO 8601 date-time with a time zone, e.g. 2026-04-11T12:00:00.000Z',
  order: 'End must not be before start',
  tooLong: `The date range can be at most ${MAX_REPORT_RANGE_YEARS} years`,
} as const;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const UTC_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A report bound as a Date, or null: an ISO 8601 date-time with an offset (`Z` or ±hh:mm), or a plain date, which
 * the spec calls a "UTC date string" and which is read as ISO 8601 and JavaScript read it: 00:00 UTC that day.
 */
export function parseInstant(text: string | undefined): Date | null {
  if (text === undefined) return null;
  if (UTC_DATE.test(text)) {
    const day = parseCivilDate(text);
    return day ? new Date(Date.UTC(day.year, day.month - 1, day.day)) : null;
  }
  if (!ISO_DATE_TIME.test(text)) return null;
  try {
    return new Date(parseIsoInZone(text, 'UTC')); // the pattern requires an offset, so the zone never applies
  } catch {
    return null;
  }
}

/**
 * Why a report range is not acceptable, or null when it is: both present, ISO date-times with an offset, `end` not
 * before `start` (the range is half-open: equal ends make an empty range), and `end` no later than `start` plus two
 * calendar years in Pacific/Auckland (so "1 Jan 2025 00:00 NZ → 1 Jan 2027 00:00 NZ" is allowed).
 */
export function reportRangeProblem(start: string | undefined, end: string | undefined): string | null {
  const from = parseInstant(start);
  if (!from) return REPORT_RANGE_MESSAGES.start;
  const to = parseInstant(end);
  if (!to) return REPORT_RANGE_MESSAGES.end;
  if (to.getTime() < from.getTime()) return REPORT_RANGE_MESSAGES.order;
  const latest = zonedInstant(
    plusMonths(zonedParts(from.getTime(), VENUE_TIME_ZONE), 12 * MAX_REPORT_RANGE_YEARS),
    VENUE_TIME_ZONE,
  );
  if (to.getTime() > latest) return REPORT_RANGE_MESSAGES.tooLong;
  return null;
}
