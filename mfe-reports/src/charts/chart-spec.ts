import { formatMoney, LOCALE } from '@backoffice/contracts';

/**
 * What a chart shows, independent of the chart library: the dashboard builds these, `ApexChart` (the lazily
 * loaded chunk) turns one into apexcharts options, and `ChartFigure` turns the same one into its text table.
 */
export type ValueFormat = 'money' | 'count';

export interface ChartSpec {
  type: 'bar' | 'line' | 'donut';
  /** x-axis categories (bar, line) or slice names (donut). */
  labels: string[];
  /** What the labels are ("Hour", "Day", "Source"): the first column of the text table. */
  labelsName: string;
  /** A donut has exactly one series. Money values are cents. */
  series: { name: string; data: number[] }[];
  format: ValueFormat;
}

const counts = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

export function formatValue(value: number, format: ValueFormat): string {
  return format === 'money' ? formatMoney(Math.round(value)) : counts.format(value);
}

/** Nothing to draw: no labels, or every value is 0. */
export function isEmptySpec(spec: ChartSpec): boolean {
  return spec.labels.length === 0 || spec.series.every((s) => s.data.every((v) => v === 0));
}
