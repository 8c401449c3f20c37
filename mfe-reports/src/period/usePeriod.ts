import type { ReportRange } from '@backoffice/api-client';
import { toSearchParams } from '@backoffice/ui';
import { useSearchParams } from '@backoffice/ui/router';
import { useMemo } from 'react';
import { type Period, periodPatch, periodRange, readPeriod } from './period';

export interface PeriodState {
  period: Period;
  /** The API's start/end for it (venue midnights as UTC instants). */
  range: ReportRange;
  setPeriod: (period: Period) => void;
}

/**
 * The report period held in the URL query (period.ts reads it and says how it is spelled; the kit's
 * `toSearchParams` writes it, keeping every other parameter).
 */
export function usePeriod(): PeriodState {
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params);
  const periodKey = JSON.stringify(period);
  // Computed once per period, so the range (and every SWR key holding it) stays put between renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: periodKey is the period's value
  const range = useMemo(() => periodRange(period), [periodKey]);
  return { period, range, setPeriod: (next) => setParams((current) => toSearchParams(periodPatch(next), current)) };
}
