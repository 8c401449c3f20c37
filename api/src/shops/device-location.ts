import {
  DEVICE_LOCATION_MESSAGES,
  type DeviceLocationResponse,
  deviceLocationRequest,
  deviceLocationResponse,
  shopParams,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { conflict, forbidden } from '../http/errors';
import { bodyOf } from '../http/validate';
import { setShopDeviceLocation } from './repo';
import { checkedShopOf, guardShopOfPath } from './shop-guard';

/**
 * PUT /api/shops/{shopId}/device-location (ours; docs/decisions/012-shop-settings.md): a dynamic shop follows its
 * owner's signed-in device (spec 000 §2). Only the owner: it is their device the van goes with, so an admin who
 * does not own the shop is refused like anyone else. Only a dynamic shop (409 for a fixed one). The time is the
 * server's, so a device with a wrong clock cannot post-date its position.
 */
export async function deviceLocationRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }): Promise<void> {
  const { db, now } = deps;

  app.put(
    '/shops/:shopId/device-location',
    {
      schema: { params: shopParams, body: deviceLocationRequest, response: { 200: deviceLocationResponse } },
      // a member's shop first (a stranger: the usual 404/403), then its owner alone
      config: { shopPermission: 'shop.view' },
      preHandler: guardShopOfPath(db),
    },
    async (request): Promise<DeviceLocationResponse> => {
      const user = currentUser(request);
      const { id: shopId, owner_id: ownerId } = checkedShopOf(request);
      if (ownerId !== user.id) throw forbidden(DEVICE_LOCATION_MESSAGES.ownerOnly);
      const { latitude, longitude, accuracy } = bodyOf(request);
      const at = now();
      const stored = await setShopDeviceLocation(db, shopId, { latitude, longitude, accuracy: accuracy ?? null, at });
      if (!stored) throw conflict(DEVICE_LOCATION_MESSAGES.fixedShop);
      return { deviceLocation: { latitude, longitude, accuracy: accuracy ?? null, updatedAt: at.toISOString() } };
    },
  );
}
