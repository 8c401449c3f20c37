import type { ChartSpec } from '../charts/chart-spec';

/**
 * Stands in for charts/ApexChart (apexcharts needs a real layout engine): renders what it was asked to draw.
 * Use with `jest.mock('<path>/charts/ApexChart', () => require('<path>/testing/mock-charts'))`.
 */
export default function MockChart({ spec }: { spec: ChartSpec }) {
  return (
    <div data-testid="apex-chart" data-type={spec.type}>
      {spec.series.map((s) => `${s.name}: ${s.data.join(',')}`).join(' | ')}
    </div>
  );
}
