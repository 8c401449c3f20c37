import { searchShops } from '@backoffice/api-client';
import { ADMIN_PAGE_SIZE, type Shop } from '@backoffice/contracts';
import { useEffect, useState } from 'react';

/** Spec 001 §6: admin searches wait 700 ms after the last keystroke. */
export const VENUE_SEARCH_DEBOUNCE_MS = 700;

export interface VenueSearch {
  /** null while the first page loads (or nothing is searched) */
  shops: Shop[] | null;
  count: number;
  loadingMore: boolean;
  /** the next page, when there is one */
  more: (() => void) | null;
}

/**
 * An admin's switcher searches every venue on the server (GET /api/shops with `search`, by venue or owner, 15 a page).
 * Disabled (no calls): an empty `query`. A newer query drops the answers of the older one.
 */
export function useVenueSearch(query: string, enabled: boolean): VenueSearch {
  const needle = enabled ? query.trim() : '';
  const [state, setState] = useState<{ needle: string; shops: Shop[] | null; count: number; loadingMore: boolean }>({
    needle: '',
    shops: null,
    count: 0,
    loadingMore: false,
  });

  useEffect(() => {
    if (!needle) return;
    let live = true;
    setState({ needle, shops: null, count: 0, loadingMore: false });
    const timer = setTimeout(() => {
      searchShops({ search: needle }).then(
        (page) => live && setState({ needle, shops: page.shops, count: page.count, loadingMore: false }),
        () => live && setState({ needle, shops: [], count: 0, loadingMore: false }),
      );
    }, VENUE_SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [needle]);

  const current = state.needle === needle ? state : { shops: null, count: 0, loadingMore: false };
  const loaded = current.shops;
  const more =
    loaded && loaded.length < current.count && !current.loadingMore
      ? () => {
          setState((s) => ({ ...s, loadingMore: true }));
          searchShops({ search: needle, skip: loaded.length, limit: ADMIN_PAGE_SIZE }).then(
            (page) =>
              setState((s) =>
                s.needle === needle
                  ? { ...s, shops: [...(s.shops ?? []), ...page.shops], count: page.count, loadingMore: false }
                  : s,
              ),
            () => setState((s) => ({ ...s, loadingMore: false })),
          );
        }
      : null;
  return { shops: needle ? loaded : null, count: current.count, loadingMore: current.loadingMore, more };
}
