import type { SalesPerHourRow } from '@backoffice/contracts';
import { todayAndYesterdayRange, todayFigures, trend } from './today-figures';

const NOW = new Date('2026-05-13T01:00:00Z'); // Wednesday 13 May 2026, 13:00 in Auckland (UTC+12)

/** A sales-per-hour row at a UTC hour (month 1–12, as the API sends it). */
function row(utc: string, totalAmount: number, count: number): SalesPerHourRow {
  const d = new Date(utc);
  return {
    _id: { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours() },
    totalAmount,
    count,
  };
}

it('asks from yesterday 00:00 to the end of today, venue time', () => {
  expect(todayAndYesterdayRange(NOW)).toEqual({ start: '2026-05-11T12:00:00.000Z', end: '2026-05-13T12:00:00.000Z' });
});

it('splits UTC hours into the venue today and yesterday: 23:30 NZ belongs to that NZ day', () => {
  const figures = todayFigures(
    [
      row('2026-05-11T12:00:00Z', 1000, 1), // 12 May 00:00 NZ — yesterday
      row('2026-05-12T11:00:00Z', 2500, 2), // 12 May 23:00 NZ — yesterday (UTC says 12 May 11:00)
      row('2026-05-12T12:00:00Z', 1200, 1), // 13 May 00:00 NZ — today
      row('2026-05-12T21:00:00Z', 3000, 2), // 13 May 09:00 NZ — today
      row('2026-05-12T21:00:00Z', 500, 1), // same hour again: adds up
      row('2026-05-10T12:00:00Z', 9999, 9), // 11 May — neither
    ],
    NOW,
  );
  expect(figures.yesterday).toEqual({ sales: 3500, orders: 3, averageOrder: 1167 });
  expect(figures.today).toEqual({ sales: 4700, orders: 4, averageOrder: 1175 });
  expect(figures.hours).toHaveLength(24);
  expect(figures.hours[0]).toEqual({ hour: 0, sales: 1200, orders: 1 });
  expect(figures.hours[9]).toEqual({ hour: 9, sales: 3500, orders: 3 });
  expect(figures.hours.reduce((sum, h) => sum + h.sales, 0)).toBe(4700);
});

it('adds up the repeated hour when daylight saving ends (5 April 2026, 02:00–03:00 NZ twice)', () => {
  const now = new Date('2026-04-05T05:00:00Z'); // 5 April 17:00 NZST
  const figures = todayFigures(
    [
      row('2026-04-04T13:00:00Z', 100, 1), // 02:00 NZDT
      row('2026-04-04T14:00:00Z', 200, 1), // 02:00 NZST, the second time
    ],
    now,
  );
  expect(figures.hours[2]).toEqual({ hour: 2, sales: 300, orders: 2 });
  expect(figures.today.orders).toBe(2);
});

it('gives a day without orders an average of 0', () => {
  expect(todayFigures([], NOW).today).toEqual({ sales: 0, orders: 0, averageOrder: 0 });
});

describe('trend (the badge arrow)', () => {
  it.each([
    [1500, 1000, { direction: 'up', change: 500, percent: 50 }],
    [500, 1000, { direction: 'down', change: 500, percent: 50 }],
    [1000, 1000, { direction: 'same', change: 0, percent: 0 }],
    [700, 0, { direction: 'up', change: 700, percent: null }],
    [0, 300, { direction: 'down', change: 300, percent: 100 }],
    [0, 0, { direction: 'same', change: 0, percent: null }],
  ])('today %i vs yesterday %i → %j', (today, yesterday, expected) => expect(trend(today, yesterday)).toEqual(expected));
});
