import { formatMoney, LOCALE } from '@backoffice/contracts';
import { Box, Stat, Text } from '@backoffice/ui';
import { columnsFromMobile } from '../../common/layout';
import { type DayFigures, type Trend, trend } from './today-figures';

const counts = new Intl.NumberFormat(LOCALE);

const BADGES = [
  { key: 'sales', label: 'Total sales today', format: formatMoney },
  // The platform's e2e test waits for a live figure on the dashboard: this is it.
  { key: 'orders', label: 'Total orders today', format: (n: number) => counts.format(n), testId: 'live-figure' },
  { key: 'averageOrder', label: 'Average order size', format: formatMoney },
] as const;

/** "Up NZ$12.00 (15%) on yesterday's NZ$80.00" — the words carry the direction; the arrow only repeats it. */
export function trendText(t: Trend, yesterday: string, format: (n: number) => string): string {
  if (t.direction === 'same') return `Same as yesterday (${yesterday})`;
  // A change too small to round to 1% still has a direction: "(under 1%)", not "(0%)".
  const percent = t.percent === null ? '' : t.percent === 0 ? ' (under 1%)' : ` (${t.percent}%)`;
  return `${t.direction === 'up' ? 'Up' : 'Down'} ${format(t.change)}${percent} on yesterday's ${yesterday}`;
}

/** The three badge metrics of spec 000 §2, each compared with yesterday. */
export function TodayBadges({ today, yesterday }: { today: DayFigures; yesterday: DayFigures }) {
  return (
    // Three across only from 1,024 px: between 600 and 1,024 px the side navigation leaves each badge too narrow
    // for a figure like "NZ$1,234.56" in the stat's size, and the figure was cut. Stacked until then.
    <Box {...columnsFromMobile(1, 3)} gap="4" data-testid="today-badges">
      {BADGES.map((badge) => {
        const t = trend(today[badge.key], yesterday[badge.key]);
        return (
          <Stat.Root
            key={badge.key}
            data-testid={'testId' in badge ? badge.testId : undefined}
            data-metric={badge.key}
            borderWidth="1px"
            borderRadius="l3"
            p="4"
            bg="bg.panel"
          >
            <Stat.Label>{badge.label}</Stat.Label>
            <Stat.ValueText data-testid={`today-${badge.key}`}>{badge.format(today[badge.key])}</Stat.ValueText>
            {/* A <dd> like the value: Chakra's help text is a <span>, which a <dl> may not hold (axe definition-list). */}
            <Stat.HelpText
              as="dd"
              display="flex"
              alignItems="center"
              gap="1"
              color={t.direction === 'up' ? 'green.fg' : t.direction === 'down' ? 'red.fg' : 'fg.muted'}
              data-testid={`trend-${badge.key}`}
              data-direction={t.direction}
            >
              {t.direction !== 'same' && (
                <Text as="span" aria-hidden="true" fontWeight="bold">
                  {t.direction === 'up' ? '↑' : '↓'}
                </Text>
              )}
              {trendText(t, badge.format(yesterday[badge.key]), badge.format)}
            </Stat.HelpText>
          </Stat.Root>
        );
      })}
    </Box>
  );
}
