import {
  civilDateText,
  compareCivilDates,
  parseCivilDate,
  parseIsoInZone,
  plusDays,
  plusMonths,
  zonedInstant,
  zonedMidnight,
  zonedParts,
} from './calendar';

const NZ = 'Pacific/Auckland';
const iso = (ms: number) => new Date(ms).toISOString();
const wall = (year: number, month: number, day: number, hour = 0, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
  millisecond: 0,
});

describe('zonedParts: an instant as the wall clock of a zone shows it', () => {
  it.each([
    ['2026-01-14T23:30:00.250Z', { year: 2026, month: 1, day: 15, hour: 12, minute: 30, millisecond: 250, weekday: 4 }],
    ['2026-06-30T12:00:00Z', { year: 2026, month: 7, day: 1, hour: 0, minute: 0, weekday: 3 }],
    ['2026-04-04T13:30:00Z', { day: 5, hour: 2, minute: 30 }], // 02:30 NZDT, the first time
    ['2026-04-04T14:30:00Z', { day: 5, hour: 2, minute: 30 }], // 02:30 NZST, the second time
  ])('%s', (at, expected) => expect(zonedParts(Date.parse(at), NZ)).toMatchObject(expected));

  it('refuses an invalid instant', () => expect(() => zonedParts(Number.NaN, NZ)).toThrow(RangeError));
});

describe('zonedInstant: a wall time in a zone as an instant', () => {
  it.each([
    [wall(2026, 1, 15, 12, 30), '2026-01-14T23:30:00.000Z'], // NZDT +13
    [wall(2026, 6, 15), '2026-06-14T12:00:00.000Z'], // NZST +12
    [wall(2026, 4, 5, 2, 30), '2026-04-04T13:30:00.000Z'], // happens twice: the first
    [wall(2026, 9, 27, 2, 30), '2026-09-26T14:30:00.000Z'], // skipped: moves forward by the gap (03:30 NZDT)
    [wall(2026, 5, 1, 10), '2026-05-01T10:00:00.000Z'],
  ])('%j → %s', (time, expected) => {
    expect(iso(zonedInstant(time, time.month === 5 ? 'UTC' : NZ))).toBe(expected);
  });

  it('midnights: a 25-hour and a 23-hour day', () => {
    expect(zonedMidnight({ year: 2026, month: 4, day: 6 }, NZ) - zonedMidnight({ year: 2026, month: 4, day: 5 }, NZ)).toBe(
      25 * 3_600_000,
    );
    expect(zonedMidnight({ year: 2026, month: 9, day: 28 }, NZ) - zonedMidnight({ year: 2026, month: 9, day: 27 }, NZ)).toBe(
      23 * 3_600_000,
    );
  });
});

describe('civil dates', () => {
  it('adds days across month and year ends', () => {
    expect(plusDays({ year: 2025, month: 12, day: 31 }, 1)).toEqual({ year: 2026, month: 1, day: 1 });
    expect(plusDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
  });
  it('adds months, keeping the day where it exists and clamping it where it does not', () => {
    expect(plusMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(plusMonths({ year: 2024, month: 1, day: 31 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(plusMonths({ year: 2026, month: 1, day: 15 }, -3)).toEqual({ year: 2025, month: 10, day: 15 });
    expect(plusMonths({ year: 2026, month: 11, day: 30 }, 12)).toEqual({ year: 2027, month: 11, day: 30 });
  });
  it('reads and writes yyyy-mm-dd, refusing dates that do not exist', () => {
    expect(parseCivilDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCivilDate('2026-02-29')).toBeNull();
    expect(parseCivilDate('2026-2-1')).toBeNull();
    expect(civilDateText({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
  });
  it('compares', () => {
    expect(compareCivilDates({ year: 2026, month: 3, day: 7 }, { year: 2026, month: 3, day: 8 })).toBeLessThan(0);
    expect(compareCivilDates({ year: 2026, month: 3, day: 7 }, { year: 2026, month: 3, day: 7 })).toBe(0);
  });
});

describe('parseIsoInZone', () => {
  it.each([
    ['2026-03-10T10:30:00Z', '2026-03-10T10:30:00.000Z'],
    ['2026-03-10T10:30:00.123456Z', '2026-03-10T10:30:00.123Z'],
    ['2026-03-10T23:30:00+13:00', '2026-03-10T10:30:00.000Z'],
    ['2026-03-10T04:30:00-0600', '2026-03-10T10:30:00.000Z'],
    ['2026-03-10T23:30', '2026-03-10T10:30:00.000Z'], // no offset: NZ wall time
    ['2026-03-11', '2026-03-10T11:00:00.000Z'], // a date alone: its NZ midnight
  ])('%s → %s', (text, expected) => expect(iso(parseIsoInZone(text, NZ))).toBe(expected));

  it.each(['soon', '2026-02-30T10:00:00Z', '2026-03-10T24:00:00Z', ''])('refuses %j', (text) =>
    expect(() => parseIsoInZone(text, NZ)).toThrow(RangeError),
  );
});
