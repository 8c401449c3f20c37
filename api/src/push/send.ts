import { type NewOrderPushPayload, newOrderAlertTitle, type Order } from '@backoffice/contracts';
import webpush from 'web-push';
import type { Db } from '../db/types';
import { findShop, type ShopRow } from '../shops/repo';
import { withSettingsDefaults } from '../shops/settings';
import { dropPushEndpoint, type PushSubscriptionRow, pushSubscriptionsOfShop } from './repo';
import type { VapidConfig } from './vapid';

/** A push service that does not answer in this time is given up on for this order (the toast and e-mail remain). */
const PUSH_TIMEOUT_MS = 10_000;
/** An order nobody saw within the hour is no longer news: the push service may drop it after that. */
const PUSH_TTL_S = 60 * 60;

export interface PushDeps {
  db: Db;
  vapid: VapidConfig;
  log?: (line: string) => void;
}

export interface PushOutcome {
  sent: number;
  dropped: number;
  failed: number;
}

export function newOrderPushFor(order: Pick<Order, '_id' | 'totalPayment'>, shopId: string, shopName: string) {
  const payload: NewOrderPushPayload = {
    type: 'order.created',
    title: newOrderAlertTitle(order),
    body: `${shopName} — open the orders screen to accept it.`,
    url: `/shop/orders?order=${encodeURIComponent(order._id)}`,
    orderId: order._id,
    shopId,
  };
  return payload;
}

/**
 * One push to one device. web-push encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID header; the request
 * itself goes out with fetch, so the push service can be any URL the browser gave (an http stand-in in tests).
 * Answers the push service's status (0: no answer).
 */
async function pushTo(vapid: VapidConfig, subscription: PushSubscriptionRow, payload: string): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payload,
    { vapidDetails: vapid, TTL: PUSH_TTL_S, urgency: 'high', contentEncoding: 'aes128gcm' },
  );
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      redirect: 'error',
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Spec 000 §2 "New-order push notification": when the shop's toggle is on, every device subscribed for the shop is
 * pushed "New order #6EFCD4 · NZ$20.80", so a device with no back-office tab open still hears of it. An endpoint
 * the push service answers 404 or 410 for is dropped (the browser unsubscribed or the subscription expired).
 * Called after the order is stored (intake, in the background): a push failure never undoes an order.
 */
export async function sendNewOrderPush(
  deps: PushDeps,
  shopId: string,
  order: Pick<Order, '_id' | 'totalPayment'>,
  knownShop?: ShopRow,
): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, dropped: 0, failed: 0 };
  const shop = knownShop ?? (await findShop(deps.db, shopId));
  if (!shop) return outcome;
  if (withSettingsDefaults(shop.settings).notificationSettings?.newOrder?.pushNotification !== true) return outcome;
  const subscriptions = await pushSubscriptionsOfShop(deps.db, shopId);
  if (subscriptions.length === 0) return outcome;
  const payload = JSON.stringify(newOrderPushFor(order, shopId, shop.name));
  await Promise.all(
    subscriptions.map(async (subscription) => {
      const status = await pushTo(deps.vapid, subscription, payload);
      if (status >= 200 && status < 300) outcome.sent += 1;
      else if (status === 404 || status === 410) {
        await dropPushEndpoint(deps.db, subscription.endpoint);
        outcome.dropped += 1;
      } else {
        outcome.failed += 1;
        deps.log?.(`new-order push: the push service answered ${status || 'nothing'} for a device of shop ${shopId}`);
      }
    }),
  );
  return outcome;
}
