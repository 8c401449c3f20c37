import { apexOptions, thinnedAxisLabels } from './apex-options';
import type { ChartSpec } from './chart-spec';

const spec = (type: ChartSpec['type']): ChartSpec => ({
  type,
  labels: ['Mon 11 May', 'Tue 12 May'],
  labelsName: 'Day',
  series: [{ name: 'Gross volume', data: [12345, 0] }],
  format: 'money',
});

/** Every key path whose value is `undefined`: apexcharts would let it wipe out its own default. */
function undefinedKeys(value: unknown, at = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, v]) => (v === undefined ? [`${at}${key}`] : undefinedKeys(v, `${at}${key}.`)));
}

it.each(['bar', 'line', 'donut'] as const)('%s: no undefined option overrides an apexcharts default', (type) => {
  expect(undefinedKeys(apexOptions(spec(type)))).toEqual([]);
});

it('turns off the chart’s own ARIA and keyboard stops (the figure carries the text alternative)', () => {
  expect(apexOptions(spec('line')).chart?.accessibility).toEqual({ enabled: false });
  expect(apexOptions(spec('bar')).chart?.toolbar).toEqual({ show: false });
});

it('formats money axes and tooltips in NZ$, and gives doughnuts their slice names', () => {
  const line = apexOptions(spec('line'));
  const axis = Array.isArray(line.yaxis) ? line.yaxis[0] : line.yaxis;
  const formatter = axis?.labels?.formatter as (value: number) => string;
  expect(formatter(12345)).toBe('NZ$123.45');
  expect(line.xaxis?.categories).toEqual(['Mon 11 May', 'Tue 12 May']);
  expect(apexOptions(spec('donut')).labels).toEqual(['Mon 11 May', 'Tue 12 May']);
  expect(apexOptions(spec('bar')).plotOptions?.bar?.columnWidth).toBe('70%');
});

it('hands the page’s CSP nonce to apexcharts for its <style> tags, and sets no key without one', () => {
  for (const type of ['bar', 'line', 'donut'] as const) {
    expect(apexOptions(spec(type), 'n0nce').chart?.nonce).toBe('n0nce');
    expect(apexOptions(spec(type)).chart).not.toHaveProperty('nonce');
    expect(undefinedKeys(apexOptions(spec(type), undefined))).toEqual([]);
  }
});

it('a long category axis (24 hours) shows every 2nd label below 1,380 px and every 4th below 1,024 px; short axes all', () => {
  const hours = Array.from({ length: 24 }, (_, hour) => `${hour}:00`);
  const steps = thinnedAxisLabels(hours) ?? [];
  const shown = (breakpoint: number) => {
    const entry = steps.find((s) => s.breakpoint === breakpoint);
    if (!entry) throw new Error(`no step below ${breakpoint} px`);
    const formatter = (entry.options as { xaxis: { labels: { formatter: (v: string) => string } } }).xaxis.labels.formatter;
    return hours.map(formatter).filter((label) => label !== '');
  };
  expect(shown(1380)).toEqual(hours.filter((_, i) => i % 2 === 0));
  expect(shown(1024)).toEqual(['0:00', '4:00', '8:00', '12:00', '16:00', '20:00']);
  expect(thinnedAxisLabels(['Mon', 'Tue'])).toEqual([]);
  // the tooltip still names the hovered hour
  const bar = apexOptions({ ...spec('bar'), labels: hours });
  const tooltipX = (bar.tooltip as { x: { formatter: (v: unknown, o: unknown) => string } }).x.formatter;
  expect(tooltipX('', { dataPointIndex: 5 })).toBe('5:00');
});
