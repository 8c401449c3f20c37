import type { ReportRange } from '@backoffice/api-client';
import { useSearchParams } from '@backoffice/ui/router';
import { useMemo } from 'react';
import { type Period, periodRange, readPeriod, writePeriod } from './period';

export interface PeriodState {
  period: Period;
  /** The API's start/end for it (venue midnights as UTC instants). */
  range: ReportRange;
  setPeriod: (period: Period) => void;
}

/** The report period held in the URL query (one place reads and writes it; see period.ts). */
export function usePeriod(): PeriodState {
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params);
  const periodKey = JSON.stringify(period);
  // Computed once per period, so the range (and every SWR key holding it) stays put between renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: periodKey is the period's value
  const range = useMemo(() => periodRange(period), [periodKey]);
  return {
    period,
    range,
    setPeriod: (next) => setParams((current) => writePeriod(current, next)),
  };
}
