import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 001 §9: search debounce 700 ms (0 on page change); admin lists 15 per page. */
export const SEARCH_DEBOUNCE_MS = 700;
export const ADMIN_PAGE_SIZE = 15;

export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  key: string;
  direction: SortDirection;
}

/** What a list asks the API for: the settled search, the page (0-based) and the sort. */
export interface TableQuery {
  search: string;
  page: number;
  pageSize: number;
  sort?: TableSort;
  /** = page × pageSize, for the `options.skip` the API reads. */
  skip: number;
}

export interface TableQueryState {
  /** Use this for the fetch: it moves 700 ms after typing stops, at once on a page or sort change. */
  query: TableQuery;
  /** What the search box shows (moves with every key). */
  searchText: string;
  setSearchText: (text: string) => void;
  setPage: (page: number) => void;
  setSort: (sort: TableSort | undefined) => void;
}

/** A sort as the API's `options.sort` key: `name` ascending, `-createdAt` descending. */
export function sortKey(sort: TableSort): string {
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

/**
 * The state of a server-paged, searchable, sortable list. A new search goes back to the first page once typing
 * has paused for 700 ms; a page change is applied at once (debounce 0) and carries any search still waiting.
 */
export function useTableQuery({
  pageSize = ADMIN_PAGE_SIZE,
  defaultSort,
  initialSearch = '',
}: {
  pageSize?: number;
  defaultSort?: TableSort;
  initialSearch?: string;
} = {}): TableQueryState {
  const [searchText, setSearchTextState] = useState(initialSearch);
  const [state, setState] = useState({ search: initialSearch, page: 0, sort: defaultSort });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestText = useRef(initialSearch);

  useEffect(() => () => clearTimeout(timer.current), []);

  const setSearchText = useCallback((text: string) => {
    setSearchTextState(text);
    latestText.current = text;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setState((previous) => (previous.search === text ? previous : { ...previous, search: text, page: 0 }));
    }, SEARCH_DEBOUNCE_MS);
  }, []);

  const setPage = useCallback((page: number) => {
    clearTimeout(timer.current);
    setState((previous) => ({ ...previous, search: latestText.current, page: Math.max(0, page) }));
  }, []);

  const setSort = useCallback((sort: TableSort | undefined) => {
    clearTimeout(timer.current);
    setState((previous) => ({ ...previous, search: latestText.current, sort, page: 0 }));
  }, []);

  return {
    query: { ...state, pageSize, skip: state.page * pageSize },
    searchText,
    setSearchText,
    setPage,
    setSort,
  };
}
