import type { Balance } from '@backoffice/contracts';
import type { SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { envelope, isObject } from './envelopes';
import { shopReportPath, useShopReport } from './shop-report';

function readBalance(data: unknown): Balance {
  const { balance } = envelope(data);
  if (!isObject(balance) || typeof balance.available !== 'number' || typeof balance.pending !== 'number') {
    throw new TypeError('unexpected response: "balance" is not a balance');
  }
  return balance as unknown as Balance;
}

/** GET /api/shops/:shopId/balance-report → `{ balance }` (spec 000 §7): today's balance, amounts in cents. */
export function getBalanceReport(shopId: string): Promise<Balance> {
  return apiFetch(shopReportPath(shopId, 'balance-report'), { parse: readBalance });
}

/** Nothing but the shop: the key is the shop and user alone. */
const NO_QUERY = {};

/** The current shop's balance. */
export function useBalanceReport(): SWRResponse<Balance, Error> {
  return useShopReport('balance-report', NO_QUERY, getBalanceReport);
}
