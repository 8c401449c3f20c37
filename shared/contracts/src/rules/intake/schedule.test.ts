import { DateTime } from 'luxon';
import { closedMessage, isNzPublicHoliday, isWithinSchedule, nzPublicHolidays, type WeekSchedule } from './schedule';

/** A wall-clock time in Auckland → the instant. 2026-03-02 is a Monday (NZDT). */
const nz = (local: string) => DateTime.fromISO(local, { zone: 'Pacific/Auckland' }).toJSDate();

const hours = (days: string[], from: [number, number], to: [number, number], overnight = false): WeekSchedule => {
  const schedule: WeekSchedule = { twentyFourSeven: false, openingDays: days };
  for (const day of days) {
    schedule[`${day}From`] = { hour: from[0], min: from[1] };
    schedule[`${day}To`] = { hour: to[0], min: to[1], isOvernight: overnight };
  }
  return schedule;
};

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const cafe = hours([...weekdays, 'saturday', 'sunday'], [7, 0], [16, 0]);
const bar = hours(['friday', 'saturday'], [18, 0], [2, 0], true);

describe('isWithinSchedule (opening hours)', () => {
  it.each([
    ['café, Monday 06:59', cafe, '2026-03-02T06:59', false],
    ['café, Monday 07:00', cafe, '2026-03-02T07:00', true],
    ['café, Monday 15:59', cafe, '2026-03-02T15:59', true],
    ['café, Monday 16:00 (closing time is closed)', cafe, '2026-03-02T16:00', false],
    ['bar, Friday 23:30', bar, '2026-03-06T23:30', true],
    ['bar, Saturday 01:59 (Friday overnight)', bar, '2026-03-07T01:59', true],
    ['bar, Saturday 02:00', bar, '2026-03-07T02:00', false],
    ['bar, Sunday 01:00 (Saturday overnight)', bar, '2026-03-08T01:00', true],
    ['bar, Monday 01:00 (no Sunday hours)', bar, '2026-03-09T01:00', false],
    ['bar, Friday 17:00', bar, '2026-03-06T17:00', false],
    ['twentyFourSeven', { twentyFourSeven: true, openingDays: [] }, '2026-03-02T03:00', true],
    ['no schedule at all (new shop)', undefined, '2026-03-02T03:00', true],
  ])('%s → %s', (_label, schedule, at, expected) =>
    expect(isWithinSchedule(schedule, nz(at), { publicHolidays: true })).toBe(expected),
  );

  it('a To not after the From is overnight even without the flag (category availability has none)', () => {
    const lateNight = hours(['friday'], [20, 0], [1, 0]);
    expect(isWithinSchedule(lateNight, nz('2026-03-07T00:30'))).toBe(true);
    expect(isWithinSchedule(lateNight, nz('2026-03-07T01:00'))).toBe(false);
  });

  it('category default 00:00–23:59 covers the last minute of the day', () => {
    const allDay = hours(['monday'], [0, 0], [23, 59]);
    expect(isWithinSchedule(allDay, nz('2026-03-02T23:59:30'))).toBe(true);
    expect(isWithinSchedule(allDay, nz('2026-03-03T00:00'))).toBe(false);
  });

  it('an availability without days (saved as {}) restricts nothing; with days, other days are closed', () => {
    expect(isWithinSchedule({}, nz('2026-03-02T03:00'))).toBe(true);
    expect(
      isWithinSchedule(
        { availableDays: ['tuesday'], tuesdayFrom: { hour: 0, min: 0 }, tuesdayTo: { hour: 23, min: 59 } },
        nz('2026-03-02T12:00'),
      ),
    ).toBe(false);
  });
});

describe('public holidays (NZ national, Mondayised)', () => {
  it.each([
    ['2026-01-01', true], // New Year's Day (Thu)
    ['2026-01-02', true],
    ['2026-02-06', true], // Waitangi Day (Fri)
    ['2026-04-03', true], // Good Friday
    ['2026-04-06', true], // Easter Monday
    ['2026-04-27', true], // ANZAC Day on Saturday → Monday 27
    ['2026-04-25', false],
    ['2026-06-01', true], // King's Birthday
    ['2026-07-10', true], // Matariki
    ['2026-10-26', true], // Labour Day
    ['2026-12-25', true],
    ['2026-12-28', true], // Boxing Day on Saturday → Monday 28
    ['2027-12-27', true], // Christmas on Saturday → Monday 27
    ['2027-12-28', true], // Boxing Day on Sunday → Tuesday 28
    ['2026-03-02', false],
  ])('%s → %s', (date, expected) => expect(nzPublicHolidays(Number(date.slice(0, 4))).has(date)).toBe(expected));

  it('the holiday is read on the venue calendar, not UTC', () => {
    // 25 Dec 2026 00:30 in Auckland is still 24 Dec in UTC
    expect(isNzPublicHoliday(nz('2026-12-25T00:30'))).toBe(true);
  });

  it('on a public holiday the `holiday` hours apply; without them the venue is closed', () => {
    const withHoliday = {
      ...cafe,
      openingDays: [...(cafe.openingDays ?? []), 'holiday'],
      holidayFrom: { hour: 9, min: 0 },
      holidayTo: { hour: 13, min: 0 },
    };
    // Labour Day 2026-10-26 is a Monday
    expect(isWithinSchedule(withHoliday, nz('2026-10-26T08:00'), { publicHolidays: true })).toBe(false);
    expect(isWithinSchedule(withHoliday, nz('2026-10-26T09:30'), { publicHolidays: true })).toBe(true);
    expect(isWithinSchedule(cafe, nz('2026-10-26T09:30'), { publicHolidays: true })).toBe(false);
    // categories ignore holidays
    expect(isWithinSchedule(cafe, nz('2026-10-26T09:30'))).toBe(true);
  });
});

describe('closedMessage', () => {
  it.each([
    ['before opening today', cafe, '2026-03-02T05:10', 'We open at 7:00'],
    ['after closing on Monday', cafe, '2026-03-02T17:00', 'We open tomorrow at 7:00'],
    ['bar on Monday', bar, '2026-03-02T12:00', 'We open on Friday at 18:00'],
    ['never open', { twentyFourSeven: false, openingDays: [] }, '2026-03-02T12:00', 'We are closed at the moment'],
  ])('%s → %s', (_label, schedule, at, message) =>
    expect(closedMessage(schedule, nz(at), { publicHolidays: true })).toBe(message),
  );
});
