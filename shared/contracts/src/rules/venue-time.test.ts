import {
  DEFAULT_PRESET,
  PRESETS,
  type Preset,
  utcHourToVenue,
  venueDate,
  venueDatesRange,
  venueDayRange,
  venueHour,
  venuePeriod,
  venueRange,
  venueToday,
  venueTomorrow,
  venueYesterdayAndToday,
} from './venue-time';

const hours = (range: { start: string; end: string }) => (Date.parse(range.end) - Date.parse(range.start)) / 3_600_000;

describe('venueDayRange: NZ calendar days as half-open UTC ranges', () => {
  it.each([
    // date, start (UTC), end (UTC), hours long
    ['2026-01-15', '2026-01-14T11:00:00.000Z', '2026-01-15T11:00:00.000Z', 24], // NZDT +13
    ['2026-06-15', '2026-06-14T12:00:00.000Z', '2026-06-15T12:00:00.000Z', 24], // NZST +12
    ['2026-04-05', '2026-04-04T11:00:00.000Z', '2026-04-05T12:00:00.000Z', 25], // NZDT ends at 03:00
    ['2026-09-27', '2026-09-26T12:00:00.000Z', '2026-09-27T11:00:00.000Z', 23], // NZDT starts at 02:00
    ['2024-02-29', '2024-02-28T11:00:00.000Z', '2024-02-29T11:00:00.000Z', 24],
  ])('%s → [%s, %s) (%i h)', (date, start, end, length) => {
    const range = venueDayRange(date);
    expect(range).toEqual({ start, end });
    expect(hours(range)).toBe(length);
  });

  it('an instant belongs to its NZ day: 23:30 NZ is still that day, 00:30 the next', () => {
    expect(venueDayRange(new Date('2026-03-10T10:30:00Z'))).toEqual(venueDayRange('2026-03-10')); // 23:30 NZDT
    expect(venueDayRange('2026-03-10T11:30:00Z')).toEqual(venueDayRange('2026-03-11')); // 00:30 NZDT
    expect(venueDate('2026-03-10T10:30:00Z')).toBe('2026-03-10');
    expect(venueHour('2026-03-10T10:30:00Z')).toBe(23);
  });

  it('refuses a non-date', () => {
    expect(() => venueDayRange('2026-02-30')).toThrow(RangeError);
    expect(() => venueDayRange('soon')).toThrow(RangeError);
  });

  it('custom ranges include both end days', () => {
    expect(venueDatesRange('2026-04-01', '2026-04-05')).toEqual({
      start: '2026-03-31T11:00:00.000Z',
      end: '2026-04-05T12:00:00.000Z',
    });
  });
});

describe('venuePeriod: ISO week / month / quarter / year on the NZ calendar', () => {
  const at = '2026-04-05T10:00:00Z'; // Sunday 5 April 2026, 22:00 NZST (after the change)
  it.each([
    ['day', '2026-04-04T11:00:00.000Z', '2026-04-05T12:00:00.000Z'],
    ['week', '2026-03-29T11:00:00.000Z', '2026-04-05T12:00:00.000Z'], // Mon 30 Mar 00:00 NZDT → Mon 6 Apr 00:00 NZST
    ['month', '2026-03-31T11:00:00.000Z', '2026-04-30T12:00:00.000Z'],
    ['quarter', '2026-03-31T11:00:00.000Z', '2026-06-30T12:00:00.000Z'],
    ['year', '2025-12-31T11:00:00.000Z', '2026-12-31T11:00:00.000Z'],
  ] as const)('%s', (unit, start, end) => expect(venuePeriod(unit, at)).toEqual({ start, end }));

  it('a week that contains the September change is 167 hours', () => {
    expect(hours(venuePeriod('week', '2026-09-27T00:00:00Z'))).toBe(167);
    expect(hours(venuePeriod('week', '2026-04-05T00:00:00Z'))).toBe(169);
  });

  it('ISO weeks across a year end belong to the week of their Monday', () => {
    // Thu 1 Jan 2026 is in ISO week 1 of 2026, which starts Mon 29 Dec 2025.
    expect(venuePeriod('week', '2026-01-01T00:00:00Z').start).toBe('2025-12-28T11:00:00.000Z');
  });
});

describe('venueRange presets (spec 000 §2)', () => {
  // Wednesday 15 April 2026, 09:00 NZST; the server's own zone must not matter (instants only).
  const now = new Date('2026-04-14T21:00:00Z');
  it.each([
    ['yesterday', '2026-04-13T12:00:00.000Z', '2026-04-14T12:00:00.000Z'],
    ['thisWeek', '2026-04-12T12:00:00.000Z', '2026-04-19T12:00:00.000Z'],
    ['previousWeek', '2026-04-05T12:00:00.000Z', '2026-04-12T12:00:00.000Z'],
    ['thisQuarter', '2026-03-31T11:00:00.000Z', '2026-06-30T12:00:00.000Z'],
    ['previousQuarter', '2025-12-31T11:00:00.000Z', '2026-03-31T11:00:00.000Z'],
    ['thisMonth', '2026-03-31T11:00:00.000Z', '2026-04-30T12:00:00.000Z'],
    ['previousMonth', '2026-02-28T11:00:00.000Z', '2026-03-31T11:00:00.000Z'],
  ] as const)('%s', (preset, start, end) => expect(venueRange(preset, now)).toEqual({ start, end }));

  it('lists the seven presets in the spec order and words; default is This Week', () => {
    expect(PRESETS.map((p) => p.label)).toEqual([
      'Yesterday',
      'This Week',
      'Previous Week',
      'This Quarter',
      'Previous Quarter',
      'This Month',
      'Previous Month',
    ]);
    expect(DEFAULT_PRESET).toBe('thisWeek');
  });

  it('uses the NZ date, not the UTC date: 00:30 NZ on Monday is already the new week', () => {
    const mondayEarly = new Date('2026-04-12T12:30:00Z'); // Mon 13 Apr 00:30 NZST, still Sunday in UTC
    expect(venueRange('thisWeek', mondayEarly).start).toBe('2026-04-12T12:00:00.000Z');
    expect(venueRange('yesterday', mondayEarly)).toEqual(venueDayRange('2026-04-12'));
  });

  it('previous week across the April change is 169 hours', () => {
    expect(hours(venueRange('previousWeek', '2026-04-08T00:00:00Z'))).toBe(169);
  });

  it('refuses an unknown preset', () => {
    expect(() => venueRange('lastCentury' as Preset, now)).toThrow(RangeError);
  });
});

describe('today / yesterday / tomorrow helpers', () => {
  const now = '2026-09-27T10:30:00Z'; // Sun 27 Sep 23:30 NZDT, the 23-hour day
  it('today is the NZ day of now', () => expect(venueToday(now)).toEqual(venueDayRange('2026-09-27')));
  it('yesterday and today together', () =>
    expect(venueYesterdayAndToday(now)).toEqual({ start: '2026-09-25T12:00:00.000Z', end: '2026-09-27T11:00:00.000Z' }));
  it('tomorrow', () => expect(venueTomorrow(now)).toEqual(venueDayRange('2026-09-28')));
});

describe('utcHourToVenue: a sales-per-hour _id as the venue sees it', () => {
  it.each([
    [{ year: 2026, month: 3, day: 10, hour: 10 }, '2026-03-10', 23],
    [{ year: 2026, month: 3, day: 10, hour: 11 }, '2026-03-11', 0],
    [{ year: 2026, month: 4, day: 4, hour: 13 }, '2026-04-05', 2], // 02:00 NZDT, the first time
    [{ year: 2026, month: 4, day: 4, hour: 14 }, '2026-04-05', 2], // 02:00 NZST, the second time
    [{ year: 2026, month: 9, day: 26, hour: 14 }, '2026-09-27', 3], // 02:00 does not exist that night
  ])('%j → %s %i h', (key, date, hour) => {
    expect(utcHourToVenue(key)).toMatchObject({ date, hour });
  });
});
