import {
  useCurrentShop,
  useLoyaltyReport,
  useMostSoldProductsReport,
  useOriginBreakdownReport,
  useSalesPerHourReport,
  useUpsellReport,
} from '@backoffice/api-client';
import { formatMoney, LOCALE } from '@backoffice/contracts';
import { Box, Heading, SimpleGrid, Stack, Stat } from '@backoffice/ui';
import { useId, useMemo } from 'react';
import { ChartFigure } from '../../charts/ChartFigure';
import type { ChartSpec } from '../../charts/chart-spec';
import { columnsFromMobile } from '../../common/layout';
import { ReportPanel } from '../../common/ReportPanel';
import { PeriodPicker } from '../../period/PeriodPicker';
import { describePeriod } from '../../period/period';
import { usePeriod } from '../../period/usePeriod';
import { ProductTable } from '../products/ProductTable';
import { SourceDoughnuts } from '../sources/SourceDoughnuts';
import { type DayVolume, type PeriodFigures, periodFigures } from './period-figures';

const counts = new Intl.NumberFormat(LOCALE);

function volumeSpec(days: DayVolume[], name: string, value: (d: DayVolume) => number): ChartSpec {
  return {
    type: 'line',
    labels: days.map((d) => d.label),
    labelsName: 'Day',
    series: [{ name, data: days.map(value) }],
    format: 'money',
  };
}

function volumeSummary(days: DayVolume[], total: number, value: (d: DayVolume) => number): string {
  const best = days.reduce((top, d) => (value(d) > value(top) ? d : top), days[0] as DayVolume);
  return `${formatMoney(total)} over ${days.length} day${days.length === 1 ? '' : 's'}; highest ${best.label} with ${formatMoney(value(best))}.`;
}

function Overview({ figures }: { figures: PeriodFigures }) {
  const items = [
    { key: 'gross', label: 'Gross volume', value: formatMoney(figures.gross) },
    { key: 'net', label: 'Net volume', value: formatMoney(figures.net) },
    { key: 'orders', label: 'Orders', value: counts.format(figures.orders) },
    { key: 'average', label: 'Average order size', value: formatMoney(figures.averageOrder) },
  ];
  return (
    <Box {...columnsFromMobile(2, 4)} gap="4" data-testid="period-overview">
      {items.map((item) => (
        <Stat.Root key={item.key} borderWidth="1px" borderRadius="l3" p="4" bg="bg.panel">
          <Stat.Label>{item.label}</Stat.Label>
          <Stat.ValueText data-testid={`period-${item.key}`}>{item.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </Box>
  );
}

/** Everything the selected period drives (spec 000 §2): overview, volume charts, product tables, sources, loyalty. */
export function PeriodSection() {
  const headingId = useId();
  const state = usePeriod();
  const { period, range } = state;
  const shop = useCurrentShop()?.shop ?? null;
  const sales = useSalesPerHourReport(range);
  const mostSold = useMostSoldProductsReport(range);
  const upsell = useUpsellReport(range);
  const origins = useOriginBreakdownReport(range);
  const loyalty = useLoyaltyReport(range);
  const figures = useMemo(() => (sales.data ? periodFigures(sales.data, range, shop) : undefined), [sales.data, range, shop]);
  const label = describePeriod(period, range);

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId} mb="4">
        Selected period
      </Heading>
      <Stack gap="6">
        <PeriodPicker {...state} />
        <ReportPanel what={`sales for ${label}`} result={{ ...sales, data: figures }} loadingHeight="6rem">
          {(f) => (
            <Stack gap="6">
              <Overview figures={f} />
              {/* the two charts side by side only where their day labels have room (overlapping below 1,024 px) */}
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
                <ChartFigure
                  title="Gross Volume"
                  summary={volumeSummary(f.days, f.gross, (d) => d.gross)}
                  spec={volumeSpec(f.days, 'Gross volume', (d) => d.gross)}
                  emptyText="No sales in this period."
                />
                <ChartFigure
                  title="Net Volume"
                  summary={volumeSummary(f.days, f.net, (d) => d.net)}
                  spec={volumeSpec(f.days, 'Net volume', (d) => d.net)}
                  emptyText="No sales in this period."
                />
              </SimpleGrid>
            </Stack>
          )}
        </ReportPanel>
        {/* Side by side only from 1,280 px: narrower, beside the side navigation, each table's value column was cut. */}
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
          <ReportPanel what="Most Sold Products" result={mostSold}>
            {(rows) => (
              <ProductTable
                title="Most Sold Products"
                rows={rows}
                emptyText="No products sold in this period."
                testId="most-sold"
              />
            )}
          </ReportPanel>
          <ReportPanel what="Upsell Products" result={upsell}>
            {(rows) => (
              <ProductTable title="Upsell Products" rows={rows} emptyText="No upsells in this period." testId="upsell" />
            )}
          </ReportPanel>
        </SimpleGrid>
        <ReportPanel what="orders by source" result={origins}>
          {(data) => <SourceDoughnuts data={data} />}
        </ReportPanel>
        <ReportPanel what="loyalty products" result={loyalty}>
          {(rows) => (
            <ProductTable
              title="Loyalty Products"
              rows={rows}
              emptyText="No loyalty rewards claimed in this period."
              testId="loyalty"
            />
          )}
        </ReportPanel>
      </Stack>
    </Box>
  );
}
