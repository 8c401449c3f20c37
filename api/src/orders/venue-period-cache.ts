import { type VenueRange, type VenueUnit, venuePeriod } from '@backoffice/contracts';

/**
 * `venuePeriod(unit, at)` for a clock that moves forward, remembered per unit: the orders list asks for the venue's
 * day (week, month, year) on every request, and working it out through the time-zone rules was about a tenth of the
 * API's CPU per kept list answer (bench profile).
 *
 * Always right, never a day late: the period of a unit that contains an instant is unique, so an instant inside a
 * remembered `[start, end)` has exactly that period; the first instant at or past `end` (the venue's midnight: day
 * rollover, or a clock set back before `start`) works it out again. The venue's zone is one constant
 * (`VENUE_TIME_ZONE`, ARCHITECTURE: every venue keeps Pacific/Auckland time; no shop setting changes it), so the
 * unit is the whole key.
 */
export function createVenuePeriodCache(): (unit: VenueUnit, at: Date) => VenueRange {
  const kept = new Map<VenueUnit, { range: VenueRange; startMs: number; endMs: number }>();
  return (unit, at) => {
    const ms = at.getTime();
    const found = kept.get(unit);
    if (found && found.startMs <= ms && ms < found.endMs) return found.range;
    const range = Object.freeze(venuePeriod(unit, at));
    kept.set(unit, { range, startMs: Date.parse(range.start), endMs: Date.parse(range.end) });
    return range;
  };
}
