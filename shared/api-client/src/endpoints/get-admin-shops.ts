import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth } from '../bus/hooks';
import { parseShopList, type ShopList } from './envelopes';

export interface AdminShopSearch {
  search?: string;
  limit?: number;
  skip?: number;
  /** `createdAt` / `name.normal`, `-` descending; default newest first (spec 001 §2). */
  sort?: string;
}

/** GET /api/admin-shops (admin) — options carry limit, skip, sort and the owner populate (spec 001 §7). */
export function getAdminShops({ search, limit, skip, sort = '-createdAt' }: AdminShopSearch = {}): Promise<ShopList> {
  return apiFetch('/api/admin-shops', {
    query: { search: search || undefined },
    options: { limit, skip, sort, populate: 'owner' },
    parse: parseShopList,
  });
}

/** All shops, for the admin list. No call without a token. */
export function useAdminShops(params: AdminShopSearch = {}): SWRResponse<ShopList, Error> {
  const auth = useAuth();
  const { search = '', limit, skip, sort } = params;
  return useSWR(auth ? (['admin-shops', search, limit, skip, sort, auth.userId] as const) : null, () =>
    getAdminShops({ search, limit, skip, ...(sort ? { sort } : {}) }),
  );
}
