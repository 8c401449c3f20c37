import { useSyncExternalStore } from 'react';

/**
 * Codes show as cards below 1280 px: under 600 px (spec 001 §9, the mobile layout) and also above it, where the
 * nine columns did not fit beside the side navigation and the Actions column had to be scrolled to sideways.
 */
export const VOUCHER_CARDS_QUERY = '(max-width: 1279.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(VOUCHER_CARDS_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const matchesNow = () => typeof window.matchMedia === 'function' && window.matchMedia(VOUCHER_CARDS_QUERY).matches;

export function useVoucherCards(): boolean {
  return useSyncExternalStore(subscribe, matchesNow, () => false);
}
