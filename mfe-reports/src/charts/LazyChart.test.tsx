import { CHART_DRAW_DELAY_MS } from '@backoffice/contracts';
import { BackofficeProvider } from '@backoffice/ui';
import { act, render, screen } from '@testing-library/react';
import type { ChartSpec } from './chart-spec';
import { LazyChart } from './LazyChart';

// Records when the charts module (apexcharts in the browser) is first asked for.
let chartModuleLoaded = false;
jest.mock('./ApexChart', () => {
  chartModuleLoaded = true;
  return require('../testing/mock-charts');
});

const SPEC = {
  type: 'bar',
  labels: ['Mon'],
  labelsName: 'Day',
  series: [{ name: 'Sales', data: [100] }],
} as unknown as ChartSpec;

afterEach(() => jest.useRealTimers());

describe('LazyChart', () => {
  it('asks for the charts chunk only when the 1 s draw delay ends, never at mount', async () => {
    jest.useFakeTimers();
    render(
      <BackofficeProvider>
        <LazyChart spec={SPEC} height={200} />
      </BackofficeProvider>,
    );
    expect(screen.getByTestId('chart-placeholder')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(CHART_DRAW_DELAY_MS - 1);
    });
    expect(chartModuleLoaded).toBe(false);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(chartModuleLoaded).toBe(true);
    jest.useRealTimers();
    expect(await screen.findByTestId('apex-chart')).toHaveTextContent('Sales: 100');
  });
});
