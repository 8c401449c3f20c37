import type { Payout } from '@backoffice/contracts';
import type { SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { listIn } from './envelopes';
import { shopReportPath, useShopReport } from './shop-report';

/** GET /api/shops/:shopId/tomorrow-payout-report → `{ payouts }` (spec 000 §7): what arrives tomorrow. */
export function getTomorrowPayoutReport(shopId: string): Promise<Payout[]> {
  return apiFetch(shopReportPath(shopId, 'tomorrow-payout-report'), {
    parse: (data) => listIn<Payout>(data, 'payouts', { withId: false }),
  });
}

/** Nothing but the shop: the key is the shop and user alone. */
const NO_QUERY = {};

/** The current shop's payouts arriving tomorrow. */
export function useTomorrowPayoutReport(): SWRResponse<Payout[], Error> {
  return useShopReport('tomorrow-payout-report', NO_QUERY, getTomorrowPayoutReport);
}
