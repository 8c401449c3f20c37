import { VENUE_TIME_ZONE } from '@backoffice/contracts';
import { DateTime } from 'luxon';

/** A venue's "today" (spec: days and hours are Pacific/Auckland time) as a UTC half-open range [start, end). */
export function venueDayBounds(now: Date = new Date()): { start: string; end: string } {
  const start = DateTime.fromJSDate(now, { zone: VENUE_TIME_ZONE }).startOf('day');
  // plus({ days: 1 }) in the zone, not 24 h: DST days are 23 or 25 hours long.
  const end = start.plus({ days: 1 });
  return { start: start.toUTC().toISO() ?? '', end: end.toUTC().toISO() ?? '' };
}
