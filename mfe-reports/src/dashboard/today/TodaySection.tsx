import { useSalesPerHourReport } from '@backoffice/api-client';
import { formatMoney } from '@backoffice/contracts';
import { Box, Heading, Stack } from '@backoffice/ui';
import { useId, useMemo } from 'react';
import { ChartFigure } from '../../charts/ChartFigure';
import type { ChartSpec } from '../../charts/chart-spec';
import { ReportPanel } from '../../common/ReportPanel';
import { BalanceAndPayout } from '../money/BalanceAndPayout';
import { TodayBadges } from './TodayBadges';
import { type HourFigures, todayAndYesterdayRange, todayFigures } from './today-figures';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function hourlySpec(hours: HourFigures[]): ChartSpec {
  return {
    type: 'bar',
    labels: hours.map((h) => hourLabel(h.hour)),
    labelsName: 'Hour (NZ time)',
    series: [{ name: 'Sales', data: hours.map((h) => h.sales) }],
    format: 'money',
  };
}

function hourlySummary(hours: HourFigures[]): string {
  const busiest = hours.reduce((best, h) => (h.sales > best.sales ? h : best), hours[0] as HourFigures);
  const active = hours.filter((h) => h.orders > 0).length;
  return `Sales in ${active} of today's hours; busiest ${hourLabel(busiest.hour)}–${hourLabel((busiest.hour + 1) % 24)} with ${formatMoney(busiest.sales)}.`;
}

/** Today at the venue: the badges against yesterday, sales per hour, the balance and tomorrow's payout. */
export function TodaySection() {
  const headingId = useId();
  // Fixed for the page's life: the SWR key must not move on every render.
  const range = useMemo(() => todayAndYesterdayRange(), []);
  const sales = useSalesPerHourReport(range);
  const figures = useMemo(() => (sales.data ? todayFigures(sales.data) : undefined), [sales.data]);
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId} mb="4">
        Today
      </Heading>
      <Stack gap="6">
        <ReportPanel what="today's sales" result={{ ...sales, data: figures }} loadingHeight="6rem">
          {(f) => (
            <Stack gap="6">
              <TodayBadges today={f.today} yesterday={f.yesterday} />
              <ChartFigure
                title="Sales per hour today"
                summary={hourlySummary(f.hours)}
                spec={hourlySpec(f.hours)}
                emptyText="No sales yet today."
              />
            </Stack>
          )}
        </ReportPanel>
        <BalanceAndPayout />
      </Stack>
    </Box>
  );
}
