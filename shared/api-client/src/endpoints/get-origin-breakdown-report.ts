import type { OriginBreakdownResponse } from '@backoffice/contracts';
import type { SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { envelope, isObject } from './envelopes';
import { type ReportRange, shopReportPath, useShopReport } from './shop-report';

/** Source (web, kiosk, mobile-app) → a one-item list of { count, totalAmount }. */
export type OriginBreakdown = OriginBreakdownResponse['data'];

function readOriginBreakdown(data: unknown): OriginBreakdown {
  const value = envelope(data).data;
  if (!isObject(value) || !Object.values(value).every(Array.isArray)) {
    throw new TypeError('unexpected response: "data" is not a map of source to list');
  }
  return value as OriginBreakdown;
}

/**
 * GET /api/shops/:shopId/origin-breakdown-report?start&end → `{ data }`: source (web, kiosk, mobile-app) → a list
 * whose first item has count and totalAmount (spec 000 §3 "Origin breakdown").
 */
export function getOriginBreakdownReport(shopId: string, { start, end }: ReportRange): Promise<OriginBreakdown> {
  return apiFetch(shopReportPath(shopId, 'origin-breakdown-report'), { query: { start, end }, parse: readOriginBreakdown });
}

/** The current shop's orders by source over `range` (null: no call yet). */
export function useOriginBreakdownReport(range: ReportRange | null): SWRResponse<OriginBreakdown, Error> {
  return useShopReport('origin-breakdown-report', range, getOriginBreakdownReport);
}
