import type { OriginBreakdown } from '@backoffice/api-client';
import { formatMoney } from '@backoffice/contracts';
import { SimpleGrid } from '@backoffice/ui';
import { ChartFigure } from '../../charts/ChartFigure';
import { type SourceFigures, sourceBreakdown } from './source-breakdown';

function listOf(sources: SourceFigures[], value: (s: SourceFigures) => string): string {
  return sources.map((s) => `${s.label} ${value(s)}`).join(', ');
}

/** Doughnuts of orders placed by source (count) and average order size by source (spec 000 §2). */
export function SourceDoughnuts({ data }: { data: OriginBreakdown }) {
  const sources = sourceBreakdown(data);
  const labels = sources.map((s) => s.label);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <ChartFigure
        title="Orders by source"
        summary={`Orders placed: ${listOf(sources, (s) => String(s.count))}.`}
        spec={{
          type: 'donut',
          labels,
          labelsName: 'Source',
          series: [{ name: 'Orders', data: sources.map((s) => s.count) }],
          format: 'count',
        }}
        emptyText="No orders in this period."
      />
      <ChartFigure
        title="Average order size by source"
        summary={`Average order: ${listOf(sources, (s) => formatMoney(s.averageOrder))}.`}
        spec={{
          type: 'donut',
          labels,
          labelsName: 'Source',
          series: [{ name: 'Average order size', data: sources.map((s) => s.averageOrder) }],
          format: 'money',
        }}
        emptyText="No orders in this period."
      />
    </SimpleGrid>
  );
}
