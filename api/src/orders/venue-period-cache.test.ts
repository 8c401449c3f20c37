import { venuePeriod } from '@backoffice/contracts';
import { createVenuePeriodCache } from './venue-period-cache';

// NZ times (NZDT +13 until Sun 5 Apr 2026 03:00, then NZST +12); each row: the clock moves in this order
const STEPS: { at: string; unit: 'day' | 'week' | 'month' | 'year'; why: string }[] = [
  { at: '2026-04-03T11:00:00.000Z', unit: 'day', why: 'Sat 4 Apr 00:00 NZDT, first instant of the day' },
  { at: '2026-04-04T10:59:59.999Z', unit: 'day', why: 'Sat 4 Apr, last millisecond' },
  { at: '2026-04-04T11:00:00.000Z', unit: 'day', why: 'Sun 5 Apr 00:00: the next day (25 hours long)' },
  { at: '2026-04-05T11:59:59.999Z', unit: 'day', why: 'Sun 5 Apr, last millisecond (NZST by now)' },
  { at: '2026-04-05T12:00:00.000Z', unit: 'day', why: 'Mon 6 Apr 00:00 NZST' },
  { at: '2026-04-05T11:30:00.000Z', unit: 'day', why: 'clock set back into Sun 5 Apr' },
  { at: '2026-04-05T12:00:00.000Z', unit: 'week', why: 'Mon 6 Apr: a new ISO week' },
  { at: '2026-04-05T11:59:00.000Z', unit: 'week', why: 'Sun 5 Apr: the week before' },
  { at: '2026-04-30T11:59:59.999Z', unit: 'month', why: 'Thu 30 Apr, last millisecond of April' },
  { at: '2026-04-30T12:00:00.000Z', unit: 'month', why: 'Fri 1 May 00:00 NZST' },
  { at: '2026-12-31T10:59:59.999Z', unit: 'year', why: '31 Dec 2026, last millisecond (NZDT)' },
  { at: '2026-12-31T11:00:00.000Z', unit: 'year', why: '1 Jan 2027 00:00 NZDT' },
];

describe('createVenuePeriodCache', () => {
  test.each(STEPS.map((step, index) => [index, step.why] as const))(
    'step %i (%s): the same period venuePeriod works out, whatever was kept before',
    (index) => {
      const periodOf = createVenuePeriodCache();
      // replay every step up to this one in order, so each answer follows what the cache kept from the earlier ones
      for (const step of STEPS.slice(0, index + 1))
        expect(periodOf(step.unit, new Date(step.at))).toEqual(venuePeriod(step.unit, new Date(step.at)));
    },
  );

  test('inside a kept period it answers without working it out again (the same frozen object)', () => {
    const periodOf = createVenuePeriodCache();
    const first = periodOf('day', new Date('2026-04-13T22:00:00.000Z'));
    expect(periodOf('day', new Date('2026-04-14T11:59:59.999Z'))).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(periodOf('day', new Date('2026-04-14T12:00:00.000Z'))).not.toBe(first);
  });
});
