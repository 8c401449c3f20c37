import { apiFetch, type OrderEventsHandlers, watchOrderEvents } from '@backoffice/api-client';
import { newOrderAlertTitle, ORDERS_FETCH_LIMIT, ORDERS_REFRESH_MS, type Order, ROUTES } from '@backoffice/contracts';
import type { LiveOrderEvent, LiveOrdersState, ToastMessage } from '@backoffice/event-bus';

/** A new-order toast stays long enough to be noticed across the room. */
export const NEW_ORDER_TOAST_MS = 10_000;

export interface LiveOrdersDeps {
  watch(shopId: string, handlers: OrderEventsHandlers): () => void;
  /** The shop's pending orders, whatever their day (an order for later is still one to open). */
  pending(shopId: string): Promise<Order[]>;
}

export const liveOrdersDeps: LiveOrdersDeps = {
  watch: watchOrderEvents,
  pending: (shopId) =>
    // the year range: the list's widest (spec 001 §7); a pending order older than that is long forgotten. Silent: a
    // read in the background of every page must not toast (the next event or the 60 s poll reads again).
    apiFetch(`/api/shops/${encodeURIComponent(shopId)}/orders`, {
      query: { status: 'pending', dateRange: 'year' },
      options: { sort: 'createdAt', limit: ORDERS_FETCH_LIMIT },
      silent: true,
      parse: (data) => {
        const orders = (data as { orders?: unknown } | null)?.orders;
        if (!Array.isArray(orders)) throw new TypeError('unexpected response: "orders" is not a list');
        return orders as Order[];
      },
    }),
};

export interface LiveOrdersOutput {
  state(state: LiveOrdersState): void;
  /** every stream frame, and a reload signal (`orderId` '') after the stream came back */
  event(event: LiveOrderEvent): void;
  newOrder(order: Order): void;
}

/** The toast a new pending order brings on every page: "New order #6EFCD4 · NZ$20.80", linking to it. */
export function newOrderToast(order: Pick<Order, '_id' | 'totalPayment'>): ToastMessage {
  return {
    status: 'info',
    title: newOrderAlertTitle(order),
    link: { label: 'Open order', path: `${ROUTES.orders}?order=${encodeURIComponent(order._id)}` },
    duration: NEW_ORDER_TOAST_MS,
  };
}

const unseenOf = (orders: Order[]) => orders.filter((order) => order.status === 'pending' && !order.seen).length;

/**
 * The tab's one live order connection for a shop (the stream the orders screen used to open itself): every frame
 * goes out to the screens, each `order.created` still pending becomes a "new order" once its data is read, and the
 * shop's unseen pending orders are counted again after every frame (and every 60 s, and after a drop), since any
 * change — accepted, opened on another device — can change the count. Returns `stop`.
 */
export function startLiveOrders(shopId: string, deps: LiveOrdersDeps, out: LiveOrdersOutput): () => void {
  let stopped = false;
  let state: LiveOrdersState = { shopId, connection: 'connecting', unseen: 0 };
  const publish = (next: Partial<LiveOrdersState>) => {
    state = { ...state, ...next };
    if (!stopped) out.state(state);
  };
  publish({});

  /** new orders heard of whose data is not read yet */
  const announced = new Set<string>();
  let inFlight: Promise<void> | null = null;
  let again = false;
  const count = (): Promise<void> => {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = deps
      .pending(shopId)
      .then((orders) => {
        if (stopped) return;
        for (const order of orders) {
          if (!announced.delete(order._id)) continue;
          if (order.status === 'pending') out.newOrder(order);
        }
        publish({ unseen: unseenOf(orders) });
      })
      .catch(() => {
        // the stream or the next poll tries again
      })
      .finally(() => {
        inFlight = null;
        if (again && !stopped) {
          again = false;
          void count();
        }
      });
    return inFlight;
  };

  void count();
  const poll = setInterval(() => void count(), ORDERS_REFRESH_MS);
  let wasConnected = false;
  const stopWatching = deps.watch(shopId, {
    onEvent: (event) => {
      if (stopped) return;
      publish({ lastEventId: event.id });
      out.event({ ...event, shopId });
      if (event.type === 'order.created' && (event.status === 'pending' || event.status === null)) announced.add(event.orderId);
      void count();
    },
    onConnection: (connected) => {
      if (stopped) return;
      publish({ connection: connected ? 'connected' : 'lost' });
      // after a drop the replay covers events; this covers anything else that changed
      if (connected && wasConnected) {
        publish({ lastEventId: `reconnected-${Date.now()}` });
        out.event({ shopId, id: '', type: 'order.updated', orderId: '', status: null, createdAt: '' });
        void count();
      }
      if (connected) wasConnected = true;
    },
  });

  return () => {
    stopped = true;
    clearInterval(poll);
    stopWatching();
  };
}
