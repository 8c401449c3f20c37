import { MOBILE_BREAKPOINT_PX } from '@backoffice/contracts';
import { useSyncExternalStore } from 'react';

/** Spec 000 §1: below an app width of 600 px the mobile layout is used. */
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isMobileNow = () => window.matchMedia(QUERY).matches;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
