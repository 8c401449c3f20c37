import { useEffect } from 'react';

export const APP_TITLE = 'Venue Back-office';

/** Each host page names itself in the tab (WCAG 2.4.2); remotes title their own pages. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP_TITLE}`;
  }, [title]);
}
