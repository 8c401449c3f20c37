import type { Covid19Row } from '@backoffice/contracts';
import type { SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { listIn } from './envelopes';
import { type ReportRange, shopReportPath, useShopReport } from './shop-report';

/** GET /api/shops/:shopId/covid19-report?start&end → `{ rows }` (spec 000 §7): contact-tracing details of orders. */
export function getCovid19Report(shopId: string, { start, end }: ReportRange): Promise<Covid19Row[]> {
  return apiFetch(shopReportPath(shopId, 'covid19-report'), {
    query: { start, end },
    parse: (data) => listIn<Covid19Row>(data, 'rows'),
  });
}

/** The current shop's contact-tracing rows over `range` (null: no call). */
export function useCovid19Report(range: ReportRange | null): SWRResponse<Covid19Row[], Error> {
  return useShopReport('covid19-report', range, getCovid19Report);
}
