import {
  CUSTOMER_ORDERS_PAGE_SIZE,
  CUSTOMERS_FETCH_LIMIT,
  type CustomerListItem,
  type LoyaltyCard,
  type Order,
  type SetLoyaltyCardRequest,
} from '@backoffice/contracts';
import useSWR, { type SWRResponse } from 'swr';
import { apiFetch } from '../api-fetch';
import { useAuth, useCurrentShop } from '../bus/hooks';
import { countIn, envelope, listIn } from './envelopes';
import type { OrderList } from './get-shop-orders';

const customerBase = (shopId: string, userId: string) =>
  `/api/shops/${encodeURIComponent(shopId)}/customers/${encodeURIComponent(userId)}`;

/** The Customers list: account holders and guests, each with visits, total spend and last order. */
export interface CustomerList {
  users: CustomerListItem[];
  count: number;
}

/**
 * GET /api/shops/:shopId/customers → `{ users, count }` (spec 001 §7: limit 1000, sort name.given; `search` ours: name,
 * e-mail or phone).
 */
export function getCustomers(shopId: string, search = ''): Promise<CustomerList> {
  return apiFetch(`/api/shops/${encodeURIComponent(shopId)}/customers`, {
    query: { search: search.trim() || undefined },
    options: { sort: 'name.given', limit: CUSTOMERS_FETCH_LIMIT },
    parse: (data) => ({ users: listIn<CustomerListItem>(data, 'users', { withId: true }), count: countIn(data, 'count') }),
  });
}

/** The current shop's customers whose name contains `search`. */
export function useCustomers(search: string): SWRResponse<CustomerList, Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(auth && shopId ? (['customers', shopId, search.trim(), auth.userId] as const) : null, ([, id, term]) =>
    getCustomers(id, term),
  );
}

/** GET …/customers/:userId/orders → `{ orders, count }`: 10 a page, newest first (spec 001 §7, §9). */
export function getCustomerOrders(shopId: string, userId: string, page: number): Promise<OrderList> {
  return apiFetch(`${customerBase(shopId, userId)}/orders`, {
    options: { limit: CUSTOMER_ORDERS_PAGE_SIZE, skip: page * CUSTOMER_ORDERS_PAGE_SIZE, sort: '-createdAt' },
    parse: (data) => ({ orders: listIn<Order>(data, 'orders', { withId: true }), count: countIn(data, 'count') }),
  });
}

export function useCustomerOrders(userId: string, page: number): SWRResponse<OrderList, Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(auth && shopId ? (['customer-orders', shopId, userId, page, auth.userId] as const) : null, ([, id]) =>
    getCustomerOrders(id, userId, page),
  );
}

const parseCard = (data: unknown): LoyaltyCard | null => {
  const card = envelope(data).loyaltyCard;
  return card && typeof card === 'object' ? (card as LoyaltyCard) : null;
};

/** GET …/loyalty-card → `{ loyaltyCard }` (null before the first card write). */
export function getLoyaltyCard(shopId: string, userId: string): Promise<LoyaltyCard | null> {
  return apiFetch(`${customerBase(shopId, userId)}/loyalty-card`, { parse: parseCard });
}

export function useLoyaltyCard(userId: string, enabled = true): SWRResponse<LoyaltyCard | null, Error> {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  return useSWR(auth && shopId && enabled ? (['loyalty-card', shopId, userId, auth.userId] as const) : null, ([, id]) =>
    getLoyaltyCard(id, userId),
  );
}

/** POST …/assign-loyalty-point `{ points }`: the stamp reached (above the current points, spec 001 §5). */
export function assignLoyaltyPoint(shopId: string, userId: string, points: number): Promise<LoyaltyCard | null> {
  return apiFetch(`${customerBase(shopId, userId)}/assign-loyalty-point`, { method: 'POST', body: { points }, parse: parseCard });
}

/** POST …/claim-loyalty-points: one reward, `limit` points off. */
export function claimLoyaltyPoints(shopId: string, userId: string): Promise<LoyaltyCard | null> {
  return apiFetch(`${customerBase(shopId, userId)}/claim-loyalty-points`, { method: 'POST', body: {}, parse: parseCard });
}

/** POST …/set-loyalty-card `{ rewardNumber?, points? }`. */
export function setLoyaltyCard(shopId: string, userId: string, card: SetLoyaltyCardRequest): Promise<LoyaltyCard | null> {
  return apiFetch(`${customerBase(shopId, userId)}/set-loyalty-card`, { method: 'POST', body: card, parse: parseCard });
}
