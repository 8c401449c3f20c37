import type { LiveOrdersState, OrderAlertsRequest, OrderAlertsState } from '@backoffice/event-bus';
import { topics } from '@backoffice/event-bus';
import { useCallback, useSyncExternalStore } from 'react';

const none = () => undefined;
const noSubscribe = () => () => {};

/** The bus topics came with bus 1.3.0; an older host's bus has none of them (no live piece runs there). */
function liveTopics() {
  const t = topics as Partial<typeof topics>;
  return { live: t.liveOrders, alerts: t.orderAlerts, requests: t.orderAlertsRequest, events: t.orderEvent };
}

/** The host's live order connection for `shopId` (undefined: none runs for it, e.g. under an older host). */
export function useLiveOrdersState(shopId: string | undefined): LiveOrdersState | undefined {
  const topic = liveTopics().live;
  const value = useSyncExternalStore(topic?.subscribe ?? noSubscribe, topic?.current ?? none, topic?.current ?? none);
  return value && value.shopId === shopId ? value : undefined;
}

/** This device's alert state as the host's live piece publishes it, and `request` to change it (from a click). */
export function useOrderAlerts(): {
  state: OrderAlertsState | undefined;
  request: (action: OrderAlertsRequest['action']) => void;
} {
  const topic = liveTopics().alerts;
  const state = useSyncExternalStore(topic?.subscribe ?? noSubscribe, topic?.current ?? none, topic?.current ?? none);
  const request = useCallback((action: OrderAlertsRequest['action']) => liveTopics().requests?.emit({ action }), []);
  return { state, request };
}

/** The live stream's frames for one shop (the orders screen reloads its lists on each). Returns the unsubscribe. */
export function onLiveOrderEvent(shopId: string, listener: (orderId: string) => void): () => void {
  const events = liveTopics().events;
  if (!events) return () => {};
  return events.on((event) => {
    if (event.shopId === shopId) listener(event.orderId);
  });
}

/** The id of the last frame the host's live connection heard for `shopId` (undefined: none heard, or no live piece). */
export function lastLiveOrderEventId(shopId: string): string | undefined {
  const state = liveTopics().live?.current();
  return state && state.shopId === shopId ? state.lastEventId : undefined;
}
