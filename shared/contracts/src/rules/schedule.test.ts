import { categoryAvailability, defaultCategoryAvailability } from '../entities/catalogue';
import { OPENING_DAYS, WEEK_DAYS } from '../entities/common';
import { openingHours } from '../entities/shop';
import { needsOvernight, readSchedule, SCHEDULE_DAY_LABELS, writeSchedule } from './schedule';

describe('schedule shape (opening hours, category availability, custom pickup hours)', () => {
  it("labels holiday 'Public holiday'", () => {
    expect(SCHEDULE_DAY_LABELS.holiday).toBe('Public holiday');
    expect(OPENING_DAYS.map((day) => SCHEDULE_DAY_LABELS[day])).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
      'Public holiday',
    ]);
  });

  it('reads an empty value as no days, each at 00:00–23:59', () => {
    const { twentyFourSeven, rows } = readSchedule(undefined, { days: OPENING_DAYS, daysKey: 'openingDays' });
    expect(twentyFourSeven).toBe(false);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual({ day: 'monday', selected: false, from: { hour: 0, min: 0 }, to: { hour: 23, min: 59 } });
  });

  it('round-trips opening hours with the overnight flag, and the result passes the shop schema', () => {
    const value = {
      twentyFourSeven: false,
      openingDays: ['friday', 'holiday'],
      fridayFrom: { hour: 18, min: 30 },
      fridayTo: { hour: 2, min: 0, isOvernight: true },
      holidayFrom: { hour: 10, min: 0 },
      holidayTo: { hour: 14, min: 15 },
    };
    const read = readSchedule(value, { days: OPENING_DAYS, daysKey: 'openingDays' });
    expect(read.rows.filter((r) => r.selected).map((r) => r.day)).toEqual(['friday', 'holiday']);
    const written = writeSchedule(read, { daysKey: 'openingDays', overnight: true });
    expect(written.openingDays).toEqual(['friday', 'holiday']);
    expect(written.fridayFrom).toEqual({ hour: 18, min: 30 });
    expect(written.fridayTo).toEqual({ hour: 2, min: 0, isOvernight: true });
    expect(written.holidayTo).toEqual({ hour: 14, min: 15, isOvernight: false });
    expect(written.mondayFrom).toEqual({ hour: 0, min: 0 });
    expect(openingHours.safeParse(written).success).toBe(true);
  });

  it('the default category availability is the spec’s: all 7 days, 00:00 to 23:59, not all day by the switch', () => {
    const availability = defaultCategoryAvailability() as Record<string, unknown>;
    expect(availability.availableDays).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(availability.twentyFourSeven).toBe(false);
    for (const day of WEEK_DAYS) {
      expect(availability[`${day}From`]).toEqual({ hour: 0, min: 0 });
      expect(availability[`${day}To`]).toEqual({ hour: 23, min: 59 });
    }
  });

  it('writes category availability without overnight flags, so it passes the category schema', () => {
    const read = readSchedule(defaultCategoryAvailability(), { days: WEEK_DAYS, daysKey: 'availableDays' });
    expect(read.rows.every((r) => r.selected)).toBe(true);
    const written = writeSchedule(read, { daysKey: 'availableDays', overnight: false });
    expect(written).toEqual(defaultCategoryAvailability());
    expect(categoryAvailability.safeParse(written).success).toBe(true);
    expect(JSON.stringify(written)).not.toContain('isOvernight');
  });

  it('keeps the times of an unticked day and lists days in week order', () => {
    const read = readSchedule(
      { availableDays: ['sunday', 'monday'], mondayFrom: { hour: 9, min: 5 } },
      { days: WEEK_DAYS, daysKey: 'availableDays' },
    );
    const monday = read.rows[0];
    if (!monday) throw new Error('no monday');
    monday.selected = false;
    const written = writeSchedule(read, { daysKey: 'availableDays', overnight: false });
    expect(written.availableDays).toEqual(['sunday']);
    expect(written.mondayFrom).toEqual({ hour: 9, min: 5 });
  });

  it('ignores out-of-range times in stored data (hour 0–23, minute 0–59)', () => {
    const { rows } = readSchedule(
      { mondayFrom: { hour: 24, min: 0 }, mondayTo: { hour: 3, min: 60 } },
      {
        days: WEEK_DAYS,
        daysKey: 'availableDays',
      },
    );
    expect(rows[0]?.from).toEqual({ hour: 0, min: 0 });
    expect(rows[0]?.to).toEqual({ hour: 23, min: 59 });
  });

  it.each([
    [{ hour: 18, min: 0 }, { hour: 2, min: 0 }, true],
    [{ hour: 9, min: 0 }, { hour: 9, min: 0 }, true],
    [{ hour: 9, min: 0 }, { hour: 17, min: 0 }, false],
  ])('needsOvernight %j → %j is %s', (from, to, expected) => expect(needsOvernight({ from, to })).toBe(expected));
});
