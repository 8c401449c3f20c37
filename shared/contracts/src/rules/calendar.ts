/**
 * A small calendar in one IANA time zone, on the platform's own Intl time-zone data (no luxon).
 *
 * Why not luxon here: these helpers are on the path of every signed-in page (the dashboard's periods, the trial
 * rule), and luxon is a ~21 KiB gzip download the browser otherwise fetches for them ("a lighter first
 * load", `pnpm bench`). What they need is small: the wall-clock parts of an instant in a zone, the instant of a
 * wall-clock time in a zone, and civil-date arithmetic, which is zone-free. Pages that do more with dates (the
 * reports table) keep luxon in their own lazy chunk.
 *
 * A civil date is `{ year, month (1–12), day }`; its arithmetic runs on `Date.UTC`, which has no daylight saving,
 * so "plus one day" is always the next calendar date, whatever the zone's day length (23 or 25 hours on a change).
 */

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** A wall-clock time: a civil date plus hour 0–23, minute, second and millisecond. */
export interface WallTime extends CivilDate {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** Wall time in a zone and its ISO weekday (1 = Monday … 7 = Sunday). */
export interface ZonedParts extends WallTime {
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall-clock parts of an instant (epoch ms) in `zone`. */
export function zonedParts(ms: number, zone: string): ZonedParts {
  if (!Number.isFinite(ms)) throw new RangeError('Invalid date-time');
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(ms)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    millisecond: ((ms % 1000) + 1000) % 1000,
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
  };
}

const wallAsUtc = (t: WallTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, t.millisecond);

/** How far `zone` is ahead of UTC at an instant, in ms. */
function offsetAt(ms: number, zone: string): number {
  return wallAsUtc(zonedParts(ms, zone)) - ms;
}

/**
 * The instant of a wall-clock time in `zone`. A time that happens twice (the hour repeated when daylight saving
 * ends) is its first occurrence; a time that does not exist (the hour skipped when it starts) moves forward by the
 * gap, as clocks do.
 */
export function zonedInstant(wall: WallTime, zone: string): number {
  const asUtc = wallAsUtc(wall);
  // The zone's offsets two days either side (changes are months apart), earliest candidate (larger offset) first.
  const offsets = [offsetAt(asUtc - 2 * 864e5, zone), offsetAt(asUtc + 2 * 864e5, zone)].sort((a, b) => b - a);
  for (const offset of offsets) {
    const candidate = asUtc - offset;
    if (wallAsUtc(zonedParts(candidate, zone)) === asUtc) return candidate;
  }
  // In a gap: read the wall time with the offset from before the change.
  return asUtc - (offsets[1] ?? 0);
}

/** The first instant of a civil date in `zone` (its midnight, or the first instant after a skipped midnight). */
export function zonedMidnight(date: CivilDate, zone: string): number {
  return zonedInstant({ ...date, hour: 0, minute: 0, second: 0, millisecond: 0 }, zone);
}

/** A civil date `n` days later (earlier when negative). */
export function plusDays(date: CivilDate, n: number): CivilDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + n));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `n` calendar months later; a day past the new month's end becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function plusMonths<T extends CivilDate>(date: T, n: number): T {
  const index = date.year * 12 + (date.month - 1) + n;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { ...date, year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** The civil date of `yyyy-mm-dd`, or null when it is not one (2026-02-30, 'soon'). */
export function parseCivilDate(text: string): CivilDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = plusDays(date, 0);
  return check.year === date.year && check.month === date.month && check.day === date.day ? date : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `yyyy-mm-dd`. */
export function civilDateText(date: CivilDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** Orders two civil dates: negative, 0 or positive. */
export function compareCivilDates(a: CivilDate, b: CivilDate): number {
  return Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day);
}

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Epoch ms of an ISO 8601 text. With an offset (`Z`, `+13:00`) it names that instant; without one it is a wall time
 * in `zone` (`2026-05-01T10:00` = 10:00 in the venue), never the browser's or the server's zone.
 */
export function parseIsoInZone(text: string, zone: string): number {
  const match = ISO_INSTANT.exec(text.trim());
  if (!match) throw new RangeError(`Not a date-time: ${text}`);
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0', offset] = match;
  const date = parseCivilDate(`${y}-${mo}-${d}`);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (!date || hour > 23 || minute > 59 || second > 59) throw new RangeError(`Not a date-time: ${text}`);
  const wall = { ...date, hour, minute, second, millisecond: Math.floor(Number(`0.${fraction}`) * 1000) };
  if (!offset) return zonedInstant(wall, zone);
  if (offset.toUpperCase() === 'Z') return wallAsUtc(wall);
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return wallAsUtc(wall) - sign * minutes * 60_000;
}
