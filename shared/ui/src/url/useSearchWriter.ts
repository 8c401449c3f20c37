import { useSearchParams } from '@backoffice/ui/router';
import { useCallback, useEffect } from 'react';

type Update = (previous: URLSearchParams) => URLSearchParams;

/**
 * The last query a kit setter wrote, until the router shows it. react-router's `setSearchParams(fn)` hands `fn` the
 * parameters of the last RENDER, so a second write before the router re-renders (two setters in one click handler:
 * a filter and its page, a tab and its dialog) would start from the old query and drop the first write. Shared by
 * every kit hook (useUrlState, useUrlDialog): the URL is one, whichever hook writes it.
 */
let pending: { from: string; to: string } | null = null;

/**
 * The screen's query and a writer whose `update` gets the query as the previous writes left it — the latest one, even
 * when the router has not re-rendered since — and pushes (or with `{ replace: true }` replaces) the result.
 */
export function useSearchWriter(): [URLSearchParams, (update: Update, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  // Once the router shows what was written, the rendered query is the truth again.
  useEffect(() => {
    if (pending?.to === rendered) pending = null;
  }, [rendered]);
  const write = useCallback(
    (update: Update, { replace = false }: { replace?: boolean } = {}) => {
      const base = pending?.from === rendered ? pending.to : rendered;
      const next = update(new URLSearchParams(base));
      pending = { from: rendered, to: next.toString() };
      setParams(next, { replace });
    },
    [rendered, setParams],
  );
  return [params, write];
}
