import { onLiveOrderEvent, useLiveOrdersState } from '@backoffice/ui';
import { useEffect, useRef } from 'react';

export type Connection = 'connecting' | 'connected' | 'lost';

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
    return onLiveOrderEvent(shopId, () => latest.current());
  }, [shopId]);
  return useLiveOrdersState(shopId)?.connection ?? 'connecting';
}
