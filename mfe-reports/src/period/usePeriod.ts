import type { ReportRange } from '@backoffice/api-client';
import { useUrlState } from '@backoffice/ui';
import { useMemo } from 'react';
import { type Period, periodOf, periodPatch, periodQuery, periodRange } from './period';

export interface PeriodState {
  period: Period;
  /** The API's start/end for it (venue midnights as UTC instants). */
  range: ReportRange;
  setPeriod: (period: Period) => void;
}

/** The report period held in the URL query, through the screen kit (period.ts says how it is spelled). */
export function usePeriod(): PeriodState {
  const [query, setQuery] = useUrlState(periodQuery);
  const period = periodOf(query);
  const periodKey = JSON.stringify(period);
  // Computed once per period, so the range (and every SWR key holding it) stays put between renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: periodKey is the period's value
  const range = useMemo(() => periodRange(period), [periodKey]);
  return { period, range, setPeriod: (next) => setQuery(periodPatch(next)) };
}
