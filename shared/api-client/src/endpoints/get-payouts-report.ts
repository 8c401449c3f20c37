import type { Payout } from '@backoffice/contracts';
import type { SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { listIn } from './envelopes';
import { type ReportRange, shopReportPath, useShopReport } from './shop-report';

/** GET /api/shops/:shopId/payouts-report?start&end → `{ payouts }` (spec 001 §7), for the Payouts report. */
export function getPayoutsReport(shopId: string, { start, end }: ReportRange): Promise<Payout[]> {
  return apiFetch(shopReportPath(shopId, 'payouts-report'), {
    query: { start, end },
    parse: (data) => listIn<Payout>(data, 'payouts', { withId: false }),
  });
}

/** The current shop's payouts over `range` (null: no call). */
export function usePayoutsReport(range: ReportRange | null): SWRResponse<Payout[], Error> {
  return useShopReport('payouts-report', range, getPayoutsReport);
}
