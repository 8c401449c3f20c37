import { formatMoney } from '@backoffice/contracts';
import { trendText } from './TodayBadges';
import { trend } from './today-figures';

it.each([
  [1500, 1000, "Up NZ$5.00 (50%) on yesterday's NZ$10.00"],
  [13570, 13580, "Down NZ$0.10 (under 1%) on yesterday's NZ$135.80"],
  [700, 0, "Up NZ$7.00 on yesterday's NZ$0.00"],
  [1000, 1000, 'Same as yesterday (NZ$10.00)'],
])('today %i vs yesterday %i reads "%s"', (today, yesterday, text) => {
  expect(trendText(trend(today, yesterday), formatMoney(yesterday), formatMoney)).toBe(text);
});
