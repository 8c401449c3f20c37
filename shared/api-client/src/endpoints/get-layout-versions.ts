import type { LayoutVersionSummary } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';
import { listIn } from './envelopes';

/** GET /api/shops/:shopId/embed-key/versions (ours): every publish, newest first. */
export function getLayoutVersions(shopId: string): Promise<LayoutVersionSummary[]> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/embed-key/versions`, {
    parse: (data) => listIn<LayoutVersionSummary>(data, 'versions'),
  });
}

export function useLayoutVersions(enabled = true): SWRResponse<LayoutVersionSummary[], Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(enabled && auth && shopId ? (['embed-layout-versions', shopId, auth.userId] as const) : null, ([, id]) =>
    getLayoutVersions(id),
  );
}
