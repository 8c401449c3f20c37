// The only module that imports apexcharts. It is loaded with a dynamic import (see LazyChart.tsx), so webpack
// puts apexcharts in its own chunk that only the dashboard asks for (ARCHITECTURE.md "Heavy libraries").
import type { ApexOptions } from 'apexcharts';
import 'apexcharts/bar';
import 'apexcharts/line';
import 'apexcharts/donut';
import 'apexcharts/features/legend';
import Chart from 'react-apexcharts/core';
import { type ChartSpec, formatValue } from './chart-spec';

/** Brand teal first (shared/ui theme), then colours that stay apart for the common colour-vision deficiencies. */
const COLOURS = ['#0e6773', '#d97706', '#7c3aed', '#2563eb', '#db2777'];

function optionsFor(spec: ChartSpec): ApexOptions {
  const format = (value: number) => formatValue(value, spec.format);
  const common: ApexOptions = {
    chart: {
      toolbar: { show: false },
      zoom: { enabled: false },
      fontFamily: 'inherit',
      // The figure around the chart carries the text alternative (a caption and a data table) and hides this SVG
      // from assistive technology, so the chart's own ARIA and keyboard stops are off: nothing focusable inside
      // an aria-hidden box.
      accessibility: { enabled: false },
    },
    colors: COLOURS,
    dataLabels: { enabled: false },
    tooltip: { y: { formatter: format } },
    legend: { show: spec.type === 'donut' || spec.series.length > 1, onItemClick: { toggleDataSeries: false } },
  };
  if (spec.type === 'donut') {
    return { ...common, labels: spec.labels, legend: { ...common.legend, position: 'bottom' } };
  }
  return {
    ...common,
    xaxis: { categories: spec.labels, labels: { hideOverlappingLabels: true, rotate: -45 } },
    yaxis: { labels: { formatter: format }, min: 0 },
    stroke: spec.type === 'line' ? { curve: 'straight', width: 3 } : undefined,
    plotOptions: spec.type === 'bar' ? { bar: { columnWidth: '70%', borderRadius: 2 } } : undefined,
  };
}

export default function ApexChart({ spec, height }: { spec: ChartSpec; height: number }) {
  const series = spec.type === 'donut' ? (spec.series[0]?.data ?? []) : spec.series;
  return <Chart type={spec.type} series={series} options={optionsFor(spec)} height={height} width="100%" />;
}
