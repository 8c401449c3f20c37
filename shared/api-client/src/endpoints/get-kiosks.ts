import type { Kiosk } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';
import { countIn, listIn } from './envelopes';

export interface KioskList {
  kiosks: Kiosk[];
  count: number;
}

/** GET /api/shops/:shopId/kiosks with options → `{ kiosks, count }` (spec 001 §7). */
export function getKiosks(shopId: string): Promise<KioskList> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/kiosks`, {
    options: { sort: 'createdAt', limit: 1000 },
    parse: (data) => ({ kiosks: listIn<Kiosk>(data, 'kiosks', { withId: true }), count: countIn(data, 'count') }),
  });
}

export function useKiosks(): SWRResponse<KioskList, Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(auth && shopId ? (['kiosks', shopId, auth.userId] as const) : null, ([, id]) => getKiosks(id));
}
