// The only module that imports apexcharts. It is loaded with a dynamic import (see LazyChart.tsx), so webpack
// puts apexcharts in its own chunk that only the dashboard asks for (ARCHITECTURE.md "Heavy libraries").
import 'apexcharts/bar';
import 'apexcharts/line';
import 'apexcharts/donut';
import 'apexcharts/features/legend';
import { cspStyleNonce } from '@backoffice/ui';
import Chart from 'react-apexcharts/core';
import { apexOptions } from './apex-options';
import type { ChartSpec } from './chart-spec';

export default function ApexChart({ spec, height }: { spec: ChartSpec; height: number }) {
  const series = spec.type === 'donut' ? (spec.series[0]?.data ?? []) : spec.series;
  return <Chart type={spec.type} series={series} options={apexOptions(spec, cspStyleNonce())} height={height} width="100%" />;
}
