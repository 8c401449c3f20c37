import { toQuery, useIsMobileLayout, useUrlState } from '@backoffice/ui';
import { useLocation, useNavigate } from '@backoffice/ui/router';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { ORDERS_QUERY } from './useOrdersUrl';

/** The history entry of an order opened from the list carries this, so Back can return to the list's own entry. */
interface OpenedFromList {
  fromList: true;
}

const openedFromList = (state: unknown): boolean => (state as OpenedFromList | null)?.fromList === true;

/**
 * Orders on a phone (spec 001 §9: the mobile layout under 600 px). Choosing an order opens its detail as a view of its
 * own (`?order=ID`, so a reload or a shared link shows it again) in place of the list, at the top of the page; Back
 * (the browser's or the on-screen one) returns to the list as it was left: same tab, scrolled where it was, the
 * order's row focused. From 600 px the list and the detail stay side by side and nothing here changes them.
 *
 * `open` is the list's way to open an order at any width (a new history entry marked as opened from the list);
 * `back` goes back through history when the list is the entry before, else (a reload, a link) drops `?order`.
 */
export function usePhoneOrderView(detailOpen: boolean) {
  const phone = useIsMobileLayout();
  const navigate = useNavigate();
  const location = useLocation();
  const [, setQuery] = useUrlState(ORDERS_QUERY);
  const listPlace = useRef<{ y: number; orderId: string } | null>(null);
  const detailRef = useRef<HTMLDivElement | null>(null);

  const open = useCallback(
    (orderId: string) => {
      listPlace.current = { y: window.scrollY, orderId };
      // a navigation of its own rather than the screen's URL setter: the entry carries the history state Back reads
      navigate(`?${toQuery({ order: orderId }, location.search)}`, { state: { fromList: true } satisfies OpenedFromList });
    },
    [navigate, location.search],
  );

  const fromList = openedFromList(location.state);
  const back = useCallback(() => {
    if (fromList) navigate(-1);
    else setQuery({ order: null }, { replace: true });
  }, [fromList, navigate, setQuery]);

  const detailView = phone && detailOpen;
  // before paint, so the list never flashes at the wrong place
  useLayoutEffect(() => {
    if (!phone) return;
    if (detailView) {
      detailRef.current?.scrollIntoView?.({ block: 'start' });
      return;
    }
    const place = listPlace.current;
    if (!place) return;
    listPlace.current = null;
    window.scrollTo(0, place.y);
    const rows = document.querySelectorAll<HTMLElement>('[data-order-id]');
    [...rows].find((row) => row.dataset.orderId === place.orderId)?.focus({ preventScroll: true });
  }, [phone, detailView]);

  return { phone, detailView, listShown: !detailView, open, back, detailRef };
}
