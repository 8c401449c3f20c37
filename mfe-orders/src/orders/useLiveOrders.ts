import { type OrderStreamEvent, watchOrderEvents } from '@backoffice/api-client';
import { useEffect, useRef, useState } from 'react';

export type Connection = 'connecting' | 'connected' | 'lost';

/**
 * The shop's order events pushed by the server (SSE over fetch): every event reloads the lists at once, so a new
 * order is on screen as soon as the intake answered. While the stream is down the 60 s refresh carries on.
 */
export function useLiveOrders(shopId: string | undefined, onChange: (event: OrderStreamEvent) => void): Connection {
  const [connection, setConnection] = useState<Connection>('connecting');
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!shopId) return;
    setConnection('connecting');
    let wasConnected = false;
    return watchOrderEvents(shopId, {
      onEvent: (event) => latest.current(event),
      onConnection: (connected) => {
        setConnection(connected ? 'connected' : 'lost');
        // after a drop, reload once: the replay covers events, this covers anything else that changed
        if (connected && wasConnected)
          latest.current({ id: '', type: 'order.updated', orderId: '', status: null, createdAt: '' });
        if (connected) wasConnected = true;
      },
    });
  }, [shopId]);
  return connection;
}
