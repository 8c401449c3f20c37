import { deletePushSubscription, getPushPublicKey, savePushSubscription } from '@backoffice/api-client';
import type { OrderAlertsState } from '@backoffice/event-bus';

export type PushState = OrderAlertsState['push'];

/** The host serves its push service worker here (host/static/push-sw.js); the root path gives it the whole site. */
export const PUSH_SERVICE_WORKER = '/push-sw.js';
const choiceKey = (shopId: string) => `backoffice.orders.push.${shopId}`;

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof globalThis.PushManager !== 'undefined' &&
    typeof globalThis.Notification !== 'undefined'
  );
}

/** "Allow notifications on this device" is kept per device and shop. */
export function readPushChoice(shopId: string): boolean {
  try {
    return globalThis.localStorage?.getItem(choiceKey(shopId)) === 'on';
  } catch {
    return false;
  }
}

function writePushChoice(shopId: string, on: boolean): void {
  try {
    if (on) globalThis.localStorage?.setItem(choiceKey(shopId), 'on');
    else globalThis.localStorage?.removeItem(choiceKey(shopId));
  } catch {
    // private mode: for this page only
  }
}

/** What the switch shows before anything is asked: unsupported, blocked by the browser, or this device's choice. */
export function initialPushState(shopId: string): PushState {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return readPushChoice(shopId) && Notification.permission === 'granted' ? 'on' : 'off';
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** The host's push service worker (registered once per page; the browser keeps it between visits). */
export function registerPushWorker(): Promise<ServiceWorkerRegistration> | null {
  if (!pushSupported()) return null;
  return navigator.serviceWorker.register(PUSH_SERVICE_WORKER, { scope: '/' });
}

/** Subscribes this browser (once) and tells the API it wants the shop's new-order pushes. */
async function subscribeDevice(shopId: string): Promise<void> {
  const registration = await (registerPushWorker() ?? Promise.reject(new Error('push unsupported')));
  await navigator.serviceWorker.ready;
  const key = await getPushPublicKey();
  const serverKey = fromBase64url(key);
  let subscription = await registration.pushManager.getSubscription();
  const current = subscription?.options.applicationServerKey;
  // a subscription made with another server key (the server's keys changed) cannot be pushed to: make a new one
  if (subscription && current && !sameBytes(new Uint8Array(current), serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
  const json = subscription.toJSON();
  await savePushSubscription(shopId, {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
}

/** From the switch's click (the browser asks its permission question only then). */
export async function enablePush(shopId: string): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  try {
    await subscribeDevice(shopId);
  } catch {
    return 'off';
  }
  writePushChoice(shopId, true);
  return 'on';
}

export async function disablePush(shopId: string): Promise<PushState> {
  writePushChoice(shopId, false);
  if (!pushSupported()) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration(PUSH_SERVICE_WORKER).catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  // the browser's subscription may serve the device's other shops: only this shop's row goes
  if (subscription) await deletePushSubscription(shopId, subscription.endpoint).catch(() => undefined);
  return 'off';
}

/** On each start for a shop this device chose: subscribe again (the endpoint may have changed), silently. */
export async function resumePush(shopId: string): Promise<PushState> {
  const state = initialPushState(shopId);
  if (state !== 'on') return state;
  try {
    await subscribeDevice(shopId);
    return 'on';
  } catch {
    return 'off';
  }
}
