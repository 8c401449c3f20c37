import type { ApexOptions } from 'apexcharts';
import { type ChartSpec, formatValue } from './chart-spec';

/** Brand teal first (shared/ui theme), then colours that stay apart for the common colour-vision deficiencies. */
export const CHART_COLOURS = ['#0e6773', '#d97706', '#7c3aed', '#2563eb', '#db2777'];

/**
 * Below these window widths (the chart is narrower: the side navigation takes its share from 600 px) a long category
 * axis shows every `step`-th label. apexcharts hides overlapping labels only on time axes; on a category axis, such as
 * the 24 hours of sales per hour, the labels ran into each other between 600 and 1,400 px.
 */
const LABEL_STEPS = [
  { below: 1380, step: 2 },
  { below: 1024, step: 4 },
] as const;
/** Axes with more labels than this are thinned as the window narrows. */
const THIN_FROM = 12;

export function thinnedAxisLabels(labels: readonly string[]): ApexOptions['responsive'] {
  if (labels.length <= THIN_FROM) return [];
  return LABEL_STEPS.map(({ below, step }) => ({
    breakpoint: below,
    options: {
      xaxis: {
        labels: {
          formatter: (value: string) => {
            const index = labels.indexOf(value);
            return index === -1 || index % step === 0 ? value : '';
          },
        },
      },
    },
  }));
}

/**
 * apexcharts options for a spec (a type-only import: this module does not load apexcharts, so it can be tested
 * without a layout engine).
 *
 * apexcharts merges these over its defaults key by key, and an explicit `undefined` wipes a default out — a line
 * chart given `plotOptions: undefined` throws while drawing. So each type sets only the keys it needs.
 */
export function apexOptions(spec: ChartSpec, styleNonce?: string): ApexOptions {
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
      // The page's CSP nonce for the <style> tags apexcharts inserts (its CSS and the legend's); none, no key.
      ...(styleNonce ? { nonce: styleNonce } : {}),
    },
    colors: CHART_COLOURS,
    dataLabels: { enabled: false },
    tooltip: { y: { formatter: format } },
    legend: { show: spec.type === 'donut' || spec.series.length > 1, onItemClick: { toggleDataSeries: false } },
  };
  if (spec.type === 'donut') {
    return { ...common, labels: spec.labels, legend: { ...common.legend, position: 'bottom' } };
  }
  const axes: ApexOptions = {
    ...common,
    // The hovered point always names its own label, even one the axis leaves out at this width.
    tooltip: {
      ...common.tooltip,
      x: {
        formatter: (value, opts) =>
          spec.labels[(opts as { dataPointIndex?: number } | undefined)?.dataPointIndex ?? -1] ?? String(value),
      },
    },
    xaxis: { categories: spec.labels, labels: { hideOverlappingLabels: true, rotate: -45 } },
    yaxis: { labels: { formatter: format }, min: 0 },
    responsive: thinnedAxisLabels(spec.labels),
  };
  return spec.type === 'line'
    ? { ...axes, stroke: { curve: 'straight', width: 3 } }
    : { ...axes, plotOptions: { bar: { columnWidth: '70%', borderRadius: 2 } } };
}
