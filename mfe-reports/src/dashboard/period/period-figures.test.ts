import { netVolume, type SalesPerHourRow, venueRange } from '@backoffice/contracts';
import { periodFigures } from './period-figures';

const NOW = new Date('2026-05-13T01:00:00Z');
const week = venueRange('thisWeek', NOW); // Mon 11 – Sun 17 May 2026

function row(utc: string, totalAmount: number, count: number): SalesPerHourRow {
  const d = new Date(utc);
  return {
    _id: { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours() },
    totalAmount,
    count,
  };
}

it('sums per venue day, lists every day of the period and nets with the shop fee', () => {
  const shop = { orderingPreferences: { feePercent: 10 } };
  const figures = periodFigures(
    [
      row('2026-05-10T12:00:00Z', 1000, 1), // Mon 11 May 00:00 NZ
      row('2026-05-11T11:00:00Z', 2000, 2), // Mon 11 May 23:00 NZ
      row('2026-05-12T21:00:00Z', 4001, 3), // Wed 13 May 09:00 NZ
    ],
    week,
    shop,
  );
  expect(figures.days.map((d) => d.label)).toEqual([
    'Mon 11 May',
    'Tue 12 May',
    'Wed 13 May',
    'Thu 14 May',
    'Fri 15 May',
    'Sat 16 May',
    'Sun 17 May',
  ]);
  expect(figures.days.map((d) => d.gross)).toEqual([3000, 0, 4001, 0, 0, 0, 0]);
  expect(figures.days.map((d) => d.net)).toEqual([2700, 0, 3601, 0, 0, 0, 0]);
  expect(figures.days.map((d) => d.orders)).toEqual([3, 0, 3, 0, 0, 0, 0]);
  expect(figures).toMatchObject({ gross: 7001, orders: 6, averageOrder: 1167, net: netVolume(7001, shop) });
});

it('uses the subscription percent when the shop has one, and the default 15% with no shop loaded', () => {
  const rows = [row('2026-05-12T21:00:00Z', 10000, 1)];
  expect(periodFigures(rows, week, { subscription: { percent: 5 }, orderingPreferences: { feePercent: 20 } }).net).toBe(9500);
  expect(periodFigures(rows, week, null).net).toBe(8500);
});

it('an empty period is all zeros, every day still there', () => {
  const figures = periodFigures([], week, null);
  expect(figures.days).toHaveLength(7);
  expect(figures).toMatchObject({ gross: 0, net: 0, orders: 0, averageOrder: 0 });
});
