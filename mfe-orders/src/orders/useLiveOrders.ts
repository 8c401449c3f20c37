import { lastLiveOrderEventId, onLiveOrderEvent, useLiveOrdersState } from '@backoffice/ui';
import { useEffect, useRef } from 'react';

export type Connection = 'connecting' | 'connected' | 'lost';

/**
 * The last frame this remote's screen reloaded for, kept across its mounts: a screen mounted again (back from another
 * page, or from a new order's toast) reloads at once when the host heard frames meanwhile — its kept lists would
 * otherwise wait out SWR's de-duplication and the 60 s refresh, and the toast's order would not be there.
 */
const reloadedFor = new Map<string, string | undefined>();

/**
 * The shop's order events, from the tab's one live connection that the host owns (shared/ui LiveOrders, on the bus):
 * every event reloads the lists at once, so a new order is on screen as soon as the intake answered. While the
 * stream is down (or no live piece runs, under a host older than bus 1.3.0) the 60 s refresh carries on.
 */
export function useLiveOrders(shopId: string | undefined, onChange: () => void): Connection {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!shopId) return;
    const heard = lastLiveOrderEventId(shopId);
    if (reloadedFor.has(shopId) && reloadedFor.get(shopId) !== heard) latest.current();
    reloadedFor.set(shopId, heard);
    return onLiveOrderEvent(shopId, () => {
      reloadedFor.set(shopId, lastLiveOrderEventId(shopId));
      latest.current();
    });
  }, [shopId]);
  return useLiveOrdersState(shopId)?.connection ?? 'connecting';
}
