import type { PromoCode } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';
import { listIn } from './envelopes';

/** GET /api/shops/:shopId/promo-codes (spec 001 §7: reads promoCodes), newest first. */
export function getPromoCodes(shopId: string): Promise<PromoCode[]> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/promo-codes`, {
    options: { sort: '-createdAt' },
    parse: (data) => listIn<PromoCode>(data, 'promoCodes', { withId: true }),
  });
}

export function usePromoCodes(): SWRResponse<PromoCode[], Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(auth && shopId ? (['promo-codes', shopId, auth.userId] as const) : null, ([, id]) => getPromoCodes(id));
}
