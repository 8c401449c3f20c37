import { MOBILE_BREAKPOINT_PX } from '@backoffice/contracts';
import { useSyncExternalStore } from 'react';

/** Spec 001 §9: the mobile layout under 600 px of width. */
export const MOBILE_LAYOUT_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(MOBILE_LAYOUT_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const matchesNow = () => typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_LAYOUT_QUERY).matches;

/**
 * Whether the page is in the mobile layout (under 600 px), following resizes and rotation. For what must render
 * differently, not only look different: a view that replaces another (an order's detail on a phone), or cards that
 * replace a table, where hiding by CSS alone would leave both in the page and its accessibility tree.
 */
export function useIsMobileLayout(): boolean {
  return useSyncExternalStore(subscribe, matchesNow, () => false);
}
