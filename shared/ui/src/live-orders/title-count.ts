import { useEffect } from 'react';

const COUNT_PREFIX = /^\(\d+\) /;

/** "(3) Menu" for 3 unseen orders; the bare title for none. Idempotent: an existing count is replaced. */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count}) ${base}` : base;
}

/**
 * Keeps the unseen-order count in front of the tab's title whichever page set it (the host's pages and the remotes
 * title themselves): the title element is watched, and a new title gets the count again.
 */
export function useTitleCount(count: number): void {
  useEffect(() => {
    const apply = () => {
      const wanted = titleWithCount(document.title, count);
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      const bare = titleWithCount(document.title, 0);
      if (document.title !== bare) document.title = bare;
    };
  }, [count]);
}
