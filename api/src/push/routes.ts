import {
  PUSH_MESSAGES,
  type PushPublicKeyResponse,
  pushPublicKeyResponse,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
  shopParams,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { badRequest, notFound } from '../http/errors';
import { bodyOf, paramsOf } from '../http/validate';
import { guardShopOfPath } from '../shops/shop-guard';
import { deletePushSubscription, savePushSubscription } from './repo';
import type { VapidConfig } from './vapid';

/**
 * Web Push for new orders (ours; docs/decisions/015-live-orders-events-and-customers.md): the VAPID public key a device subscribes with, and
 * the device's subscription per shop (its owner or an admin). The shop's "New-order push notification" toggle
 * decides whether anything is sent (push/send.ts); a device subscribes whatever the toggle says, so turning the
 * toggle on later reaches the devices that asked.
 */
export async function pushRoutes(
  app: FastifyInstance,
  deps: { db: Db; vapid: VapidConfig | null; production: boolean },
): Promise<void> {
  const { db, vapid, production } = deps;
  const guardShop = guardShopOfPath(db);

  app.get(
    '/push/public-key',
    { schema: { response: { 200: pushPublicKeyResponse } } },
    async (): Promise<PushPublicKeyResponse> => {
      if (!vapid) throw notFound(PUSH_MESSAGES.notConfigured);
      return { publicKey: vapid.publicKey };
    },
  );

  app.put(
    '/shops/:shopId/push-subscription',
    {
      schema: { params: shopParams, body: pushSubscriptionRequest },
      config: { shopPermission: 'orders.view' },
      preHandler: guardShop,
    },
    async (request): Promise<{ ok: true }> => {
      const user = currentUser(request);
      const { shopId } = paramsOf(request);
      if (!vapid) throw notFound(PUSH_MESSAGES.notConfigured);
      const { endpoint, keys } = bodyOf(request);
      // the server POSTs to this URL: in production only a real (https) push service
      if (production && !endpoint.startsWith('https://')) throw badRequest(PUSH_MESSAGES.httpsOnly);
      await savePushSubscription(db, { shop_id: shopId, endpoint, user_id: user.id, p256dh: keys.p256dh, auth: keys.auth });
      return { ok: true };
    },
  );

  app.delete(
    '/shops/:shopId/push-subscription',
    {
      schema: { params: shopParams, body: pushUnsubscribeRequest },
      config: { shopPermission: 'orders.view' },
      preHandler: guardShop,
    },
    async (request): Promise<{ ok: true }> => {
      const { shopId } = paramsOf(request);
      // idempotent: a device that was dropped (404/410) or never subscribed is simply not there
      await deletePushSubscription(db, shopId, bodyOf(request).endpoint);
      return { ok: true };
    },
  );
}
