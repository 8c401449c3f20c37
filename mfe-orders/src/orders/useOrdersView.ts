import { useShopOrders } from '@backoffice/api-client';
import { ORDERS_FETCH_LIMIT, ORDERS_FETCH_LIMIT_AFTER_UPDATE, type OrderDateRange } from '@backoffice/contracts';
import { useSearchParams } from '@backoffice/ui/router';
import { useCallback, useState } from 'react';
import { type OrdersTab, statusesOf } from './order-view';

/** The COMPLETED tab's range: the spec's periods around today, or one chosen venue day (`chosen`). */
export type CompletedRange = OrderDateRange | 'chosen';
export const COMPLETED_RANGES: readonly CompletedRange[] = ['day', 'week', 'month', 'year', 'chosen'];
export const COMPLETED_RANGE_LABEL: Record<CompletedRange, string> = {
  day: 'Today',
  week: 'This week',
  month: 'This month',
  year: 'This year',
  chosen: 'A chosen day',
};

export interface CompletedView {
  range: CompletedRange;
  /** `yyyy-mm-dd`, the venue day of `chosen`; null until one is picked. */
  day: string | null;
  /** By order number or customer name; '' none. */
  search: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `?range=week`, `?range=chosen&day=2026-11-20`, `?q=aroha`: the COMPLETED tab's view, read in one place. */
export function readCompletedView(params: URLSearchParams): CompletedView {
  const range = params.get('range');
  const day = params.get('day');
  return {
    range: COMPLETED_RANGES.includes(range as CompletedRange) ? (range as CompletedRange) : 'day',
    day: day && DAY.test(day) ? day : null,
    search: (params.get('q') ?? '').trim(),
  };
}

/** Writes a change of the view into the URL (a new history entry only for the range; search and day replace). */
export function writeCompletedView(previous: URLSearchParams, patch: Partial<CompletedView>): URLSearchParams {
  const next = new URLSearchParams(previous);
  const set = (key: string, value: string | null | undefined) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  if (patch.range !== undefined) set('range', patch.range === 'day' ? null : patch.range);
  if (patch.day !== undefined) set('day', patch.day);
  if (patch.search !== undefined) set('q', patch.search.trim());
  if ((patch.range ?? next.get('range')) !== 'chosen') next.delete('day');
  return next;
}

/**
 * The lists of the orders screen (spec 001 §2, §7, §9):
 * - PENDING: every pending and accepted order of the shop, whatever the day it was placed on (`dateRange=all`): an
 *   order placed yesterday for pickup today must be on the kitchen's screen;
 * - COMPLETED: the spec's range (today by default), or the week, month, year, one chosen day, and a search by order
 *   number or customer name, all asked of the API (the search is not a filter of what happened to be loaded).
 * Spec 001 §9's "9999 after a status update" stays: once an order was moved on, both lists ask with that limit. Its
 * widening to the year range does not: the PENDING list already holds every open order, and the COMPLETED range is
 * the merchant's choice on screen, which a status change must not override behind the picker's back.
 */
export function useOrdersView(shopId: string | undefined, tab: OrdersTab) {
  const [params, setParams] = useSearchParams();
  const completedView = readCompletedView(params);
  const [widened, setWidened] = useState(false);
  const limit = widened ? ORDERS_FETCH_LIMIT_AFTER_UPDATE : ORDERS_FETCH_LIMIT;
  const pending = useShopOrders(shopId ? { statuses: statusesOf('PENDING'), dateRange: 'all', limit } : null);
  const chosen = completedView.range === 'chosen';
  const completed = useShopOrders(
    // a chosen range without its day asks nothing yet (the picker says to pick one)
    shopId && tab === 'COMPLETED' && (!chosen || completedView.day)
      ? {
          statuses: statusesOf('COMPLETED'),
          dateRange: chosen ? 'day' : (completedView.range as OrderDateRange),
          ...(chosen && completedView.day ? { date: completedView.day } : {}),
          ...(completedView.search ? { search: completedView.search } : {}),
          limit,
        }
      : null,
  );
  const setCompletedView = useCallback(
    (patch: Partial<CompletedView>) =>
      setParams((previous) => writeCompletedView(previous, patch), { replace: patch.range === undefined }),
    [setParams],
  );
  const widen = useCallback(() => setWidened(true), []);
  return { pending, completed, shown: tab === 'PENDING' ? pending : completed, completedView, setCompletedView, widen };
}
