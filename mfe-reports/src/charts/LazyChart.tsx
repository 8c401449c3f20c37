import { CHART_DRAW_DELAY_MS } from '@backoffice/contracts';
import { Skeleton } from '@backoffice/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ChartSpec } from './chart-spec';

// apexcharts is fetched only when a chart is drawn, i.e. once the spec's 1 s delay has passed: after the page's
// figures are painted (the first load stays light, within its `pnpm bench` budget; the chunk never delays the numbers).
const ApexChart = lazy(() => import(/* webpackChunkName: "charts" */ './ApexChart'));

/** true once the spec's draw delay (spec 000 §2: chart drawing is delayed by 1 second) has passed since mount. */
export function useDrawDelay(ms: number = CHART_DRAW_DELAY_MS): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
}

/** The chart itself, drawn after the delay; a placeholder of the same height until then, so nothing jumps. */
export function LazyChart({ spec, height }: { spec: ChartSpec; height: number }) {
  const ready = useDrawDelay();
  const placeholder = <Skeleton height={`${height}px`} data-testid="chart-placeholder" />;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ApexChart spec={spec} height={height} />
    </Suspense>
  );
}
