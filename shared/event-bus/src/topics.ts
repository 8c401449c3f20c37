import type { AddressSearchLoader, DeviceLocation, Shop, User } from '@backoffice/contracts';
import { eventTopic, stateTopic } from './bus';

export interface AuthState {
  token: string;
  userId: string;
}

export interface ShopState {
  shopId: string;
  /** null while the shop is being loaded. */
  shop: Shop | null;
}

export type ToastStatus = 'success' | 'error' | 'info' | 'warning';
export interface ToastMessage {
  status: ToastStatus;
  title: string;
  description?: string;
  /** (bus 1.3.0) a link in the toast (e.g. to the new order); followed through `navigate` */
  link?: { label: string; path: string };
  /** milliseconds; the spec's 2000 for success and 4000 for errors are the defaults. */
  duration?: number;
}

export interface OverlayState {
  title: string;
  description?: string;
}

/**
 * The host's device-location follower for a dynamic shop (one per page, mounted by the host shell while the
 * shop's owner is signed in): `consent-needed` until this device has answered, `declined` after "Not now" or
 * "Stop sharing", `locating` while waiting for a first fix, `sharing` once a fix was stored, `error` with its message.
 */
export type DeviceLocationStatus = 'consent-needed' | 'declined' | 'locating' | 'sharing' | 'error';
export interface DeviceLocationFollowState {
  shopId: string;
  status: DeviceLocationStatus;
  /** set when status is 'error' */
  message?: string;
  /** the last position stored for the shop (the shop's own until this device sends one) */
  last: DeviceLocation | null;
}
/** A screen (settings' Device location panel) asks the follower to start (the owner's consent) or stop. */
export interface DeviceLocationRequest {
  shopId: string;
  action: 'start' | 'stop';
}

/** One frame of the shop's live order stream (GET /api/shops/:shopId/order-events), re-published for the screens. */
export interface LiveOrderEvent {
  shopId: string;
  id: string;
  type: 'order.created' | 'order.status' | 'order.updated';
  orderId: string;
  status: string | null;
  createdAt: string;
}

/**
 * The host's one live order connection per tab (shared/ui live-orders): the stream's state and how many of the
 * shop's pending orders nobody has opened yet (the Orders item's badge and the tab title's count).
 */
export interface LiveOrdersState {
  shopId: string;
  connection: 'connecting' | 'connected' | 'lost';
  /** pending orders not yet opened on any device */
  unseen: number;
  /** the id of the last frame heard ('' before any): a screen mounted later knows whether it missed one */
  lastEventId?: string;
}

/** This device's way of hearing new orders, kept per browser (shared/ui live-orders/device-alerts). */
export interface OrderAlertsState {
  /** "Sound and screen on this device" is on (remembered across navigation and reloads) */
  armed: boolean;
  /** armed and the browser lets this page play sound now */
  soundOn: boolean;
  /** armed, but the browser wants a click on the page before it plays sound (after a reload) */
  soundBlocked: boolean;
  wake: 'off' | 'held' | 'unsupported';
  /** "Allow notifications on this device" for the current shop (Web Push) */
  push: 'unsupported' | 'denied' | 'off' | 'on' | 'working';
}
export interface OrderAlertsRequest {
  action: 'arm' | 'disarm' | 'push-on' | 'push-off';
}

/** Facts derived by the host that remotes need but must not recompute from storage. */
export interface SessionFacts {
  trialExpired: boolean;
}

/**
 * The topics shared by the host and every remote (ARCHITECTURE.md "Event bus").
 * State topics replay their last value to a new subscriber; event topics do not.
 */
export const topics = {
  auth: stateTopic<AuthState | null>('auth'),
  user: stateTopic<User | null>('user'),
  shop: stateTopic<ShopState | null>('shop'),
  session: stateTopic<SessionFacts>('session'),
  overlay: stateTopic<OverlayState | null>('overlay'),
  /** Number of calls in flight; the host's 5px progress bar shows while it is above zero. */
  loading: stateTopic<number>('loading'),
  toast: eventTopic<ToastMessage>('toast'),
  /** A path the host should navigate to (remotes ask; the host's router decides). */
  navigate: eventTopic<string>('navigate'),
  /**
   * A call made with this bearer token answered 401 (revoked, expired, user deleted). The api client says so for
   * every caller; only the host acts on it (sign out, one toast, /login with the way back), remotes never do.
   * `message`: the server's reason, when it gave one (an older api client sends none).
   */
  authRejected: eventTopic<{ token: string; message?: string }>('authRejected'),
  /**
   * The host's address search (its Google Places adapter when a Maps key is configured), for shared/ui's
   * AddressInput in any remote. Nothing loads until a form calls it; no value (standalone remote) = plain NZ form.
   */
  addressSearch: stateTopic<AddressSearchLoader>('addressSearch'),
  /** A remote asks the host to reload the current shop (e.g. after a settings save changed its name). */
  shopChanged: eventTopic<{ shopId: string }>('shopChanged'),
  /**
   * (bus 1.2.0) The host's device-location follower publishes its state (null when none runs); screens send
   * start/stop on `deviceLocationRequest`. Code that may meet an older host's bus checks that they exist.
   */
  deviceLocation: stateTopic<DeviceLocationFollowState | null>('deviceLocation'),
  deviceLocationRequest: eventTopic<DeviceLocationRequest>('deviceLocationRequest'),
  /**
   * (bus 1.3.0) A screen asks the host to open a shop (All Shops' "Open": an admin enters a merchant's venue). The host
   * selects it like the switcher does and goes to the dashboard.
   */
  openShop: eventTopic<{ shopId: string }>('openShop'),
  /**
   * (bus 1.3.0) The host's live order connection (one per tab, shared/ui live-orders): its state and unseen count,
   * every stream frame for the screens that list orders (null/absent: none runs, e.g. an older host), this device's
   * alert state, and the screens' requests to it (arm from a click, push on/off). Code that may meet an older
   * host's bus checks that they exist.
   */
  liveOrders: stateTopic<LiveOrdersState | null>('liveOrders'),
  orderEvent: eventTopic<LiveOrderEvent>('orderEvent'),
  orderAlerts: stateTopic<OrderAlertsState>('orderAlerts'),
  orderAlertsRequest: eventTopic<OrderAlertsRequest>('orderAlertsRequest'),
};

/** +1 before a call, −1 after (spec 000 §3: the loading flag set on before and off after every call). */
export function trackLoading<T>(work: Promise<T>): Promise<T> {
  topics.loading.publish((topics.loading.current() ?? 0) + 1);
  return work.finally(() => topics.loading.publish(Math.max(0, (topics.loading.current() ?? 1) - 1)));
}
