import { SHOPS_LIST_LIMIT } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { parseShopList, type ShopList } from './envelopes';

/** GET /api/users/:userId/shops — spec 000 §7: limit 1000, sorted by name. */
export function getUserShops(userId: string): Promise<ShopList> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/shops`, {
    options: { limit: SHOPS_LIST_LIMIT, sort: 'name.normal' },
    parse: parseShopList,
  });
}

/** The one SWR key of a user's shop list, so every hook of a page that needs it shares one request. */
export function userShopsKey(userId: string): readonly ['my-shops', string] {
  return ['my-shops', userId] as const;
}

/** The user's shops (each with the user's `role` in it); no call while `userId` is null. */
export function useUserShops(userId: string | null): SWRResponse<ShopList, Error> {
  return useSWR(userId ? userShopsKey(userId) : null, ([, id]) => getUserShops(id));
}
