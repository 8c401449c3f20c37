import { ORDERS_FETCH_LIMIT, ORDERS_REFRESH_MS, type Order, type OrderStatus, type OrdersListRange } from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';
import { countIn, listIn } from './envelopes';

export interface OrderList {
  orders: Order[];
  count: number;
}

export interface ShopOrdersQuery {
  statuses: readonly OrderStatus[];
  /** The spec's day (default), week, month, year, or `all` (ours: every open order whatever its day). */
  dateRange?: OrdersListRange;
  /** The venue day (`yyyy-mm-dd`) the range is taken around; absent: today. */
  date?: string;
  /** By order number or customer name; empty: none. */
  search?: string;
  /** Spec 001 §9: 1000, or 9999 after a status update for the year range. */
  limit?: number;
}

/**
 * GET /api/shops/:shopId/orders → `{ orders, count }` (spec 001 §7): status, dateRange (default day), options sort
 * pickupTime, limit 1000, populate promoCode and owner.
 */
export function getShopOrders(shopId: string, query: ShopOrdersQuery): Promise<OrderList> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/orders`, {
    query: {
      status: query.statuses.join(','),
      dateRange: query.dateRange ?? 'day',
      ...(query.date ? { date: query.date } : {}),
      ...(query.search ? { search: query.search } : {}),
    },
    options: { sort: 'pickupTime', limit: query.limit ?? ORDERS_FETCH_LIMIT, populate: ['promoCode', 'owner'] },
    parse: (data) => ({ orders: listIn<Order>(data, 'orders', { withId: true }), count: countIn(data, 'count') }),
  });
}

/** The current shop's orders; refreshes itself every 60 s (spec 001 §9). null: no call. */
export function useShopOrders(query: ShopOrdersQuery | null): SWRResponse<OrderList, Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(
    auth && shopId && query
      ? ([
          'shop-orders',
          shopId,
          auth.userId,
          query.statuses.join(','),
          query.dateRange ?? 'day',
          query.limit ?? ORDERS_FETCH_LIMIT,
          query.date ?? '',
          query.search ?? '',
        ] as const)
      : null,
    ([, id]) => getShopOrders(id, query as ShopOrdersQuery),
    { refreshInterval: ORDERS_REFRESH_MS, keepPreviousData: true },
  );
}
