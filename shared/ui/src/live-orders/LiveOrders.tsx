import { useAuth, useCurrentShop } from '@backoffice/api-client';
import { type LiveOrdersState, topics } from '@backoffice/event-bus';
import { useEffect, useRef, useState } from 'react';
import { useDeviceAlerts, useRepeatingChime } from './device-alerts';
import { type LiveOrdersDeps, liveOrdersDeps, newOrderToast, startLiveOrders } from './live-orders';
import { disablePush, enablePush, initialPushState, type PushState, resumePush } from './push';
import { SoundBanner } from './SoundBanner';
import { useTitleCount } from './title-count';

/**
 * No missed order anywhere in the back-office: the ONE live order connection of the tab, mounted once by the host
 * after sign-in, never by a remote's screen (a remote's standalone dev page has none: its orders screen then reloads
 * on the 60 s refresh only). For the current shop it publishes
 * the stream's frames and the unseen count on the bus (`orderEvent`, `liveOrders`: the Orders item's badge, the
 * orders screen's reloads), toasts each new pending order, keeps the count in the tab title, and chimes while an
 * order waits — when this device's "Sound and screen on this device" is on. It also owns this device's sound,
 * screen lock and push subscription (`orderAlerts`), which screens change through `orderAlertsRequest`.
 */
export function LiveOrders({ deps = liveOrdersDeps }: { deps?: LiveOrdersDeps }) {
  const shopId = useCurrentShop()?.shopId;
  const token = useAuth()?.token;
  const alerts = useDeviceAlerts();
  const [live, setLive] = useState<LiveOrdersState | null>(null);
  const [latest, setLatest] = useState<string | null>(null);
  const [push, setPush] = useState<PushState>('off');

  useEffect(() => {
    if (!shopId || !token) return;
    const stop = startLiveOrders(shopId, deps, {
      state: (state) => {
        setLive(state);
        topics.liveOrders.publish(state);
      },
      event: (event) => topics.orderEvent.emit(event),
      newOrder: (order) => {
        topics.toast.emit(newOrderToast(order));
        setLatest(order._id);
      },
    });
    return () => {
      stop();
      setLive(null);
      topics.liveOrders.publish(null);
    };
  }, [shopId, token, deps]);

  useEffect(() => {
    if (!shopId) return;
    let current = true;
    setPush(initialPushState(shopId));
    void resumePush(shopId).then((state) => current && setPush(state));
    return () => {
      current = false;
    };
  }, [shopId]);

  const unseen = live?.unseen ?? 0;
  useTitleCount(unseen);
  useRepeatingChime(unseen > 0, alerts.soundOn, latest);

  const { armed, soundOn, soundBlocked, wake } = alerts;
  useEffect(
    () => topics.orderAlerts.publish({ armed, soundOn, soundBlocked, wake, push }),
    [armed, soundOn, soundBlocked, wake, push],
  );

  // a screen's switch asks from its click handler: acting in the same turn keeps the click's permission to play sound
  const handlers = useRef({ alerts, shopId });
  handlers.current = { alerts, shopId };
  useEffect(
    () =>
      topics.orderAlertsRequest.on(({ action }) => {
        const { alerts, shopId } = handlers.current;
        if (action === 'arm') void alerts.arm();
        else if (action === 'disarm') alerts.disarm();
        else if (shopId) {
          setPush('working');
          void (action === 'push-on' ? enablePush(shopId) : disablePush(shopId)).then(setPush, () => setPush('off'));
        }
      }),
    [],
  );

  return soundBlocked ? <SoundBanner onTurnOn={() => void alerts.arm()} /> : null;
}
