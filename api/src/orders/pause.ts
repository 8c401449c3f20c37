import {
  type OrdersPauseResponse,
  pauseOrdersRequest,
  pauseResumeAt,
  SHOP_STATUS_PATH_VALUES,
  shopParams,
} from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { bodyOf, paramsOf } from '../http/validate';
import { guardShopOfPath } from '../shops/shop-guard';

/**
 * A paused shop whose resume time has come takes orders again. Called before anything reads the shop's status for
 * a decision (the intake, the orders screen), with the app's clock, so "resumes by itself" holds without a timer and
 * under a pinned clock. Guarded: only a pause that is due and still set flips the status (a merchant who switched
 * the shop off meanwhile cleared the pause).
 */
export async function resumeDuePause(db: Db, shopId: string, now: Date): Promise<void> {
  await db.query(
    `update shops set status = 'accepting orders', orders_paused_until = null, updated_at = now()
     where id = $1 and orders_paused_until is not null and orders_paused_until <= $2::timestamptz`,
    [shopId, now.toISOString()],
  );
}

async function pauseState(db: Db, shopId: string): Promise<OrdersPauseResponse> {
  const [row] = await db.query<{ status: string; orders_paused_until: Date | string | null }>(
    'select status, orders_paused_until from shops where id = $1',
    [shopId],
  );
  return {
    accepting: row?.status === 'accepting orders',
    pausedUntil: row?.orders_paused_until ? new Date(row.orders_paused_until).toISOString() : null,
  };
}

/**
 * "Pause until" on the orders screen: `PUT /api/shops/:shopId/pause-orders` stops the shop (status
 * 'Active', as the accepting-orders switch does) until the server-computed resume time (contracts `pauseResumeAt`:
 * 30 min, 1 h or the rest of today, never past 00:00 venue time); `GET /api/shops/:shopId/orders-pause` reads it.
 * The accepting-orders switch clears any pause (shops/repo `setShopStatus`).
 */
export async function orderPauseRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }): Promise<void> {
  const { db, now } = deps;
  const guardShop = guardShopOfPath(db);

  app.get(
    '/shops/:shopId/orders-pause',
    { schema: { params: shopParams }, config: { shopPermission: 'orders.view' }, preHandler: guardShop },
    async (request): Promise<OrdersPauseResponse> => {
      const { shopId } = paramsOf(request);
      await resumeDuePause(db, shopId, now());
      return pauseState(db, shopId);
    },
  );

  app.put(
    '/shops/:shopId/pause-orders',
    { schema: { params: shopParams, body: pauseOrdersRequest }, config: { shopPermission: 'orders.act' }, preHandler: guardShop },
    async (request): Promise<OrdersPauseResponse> => {
      const { shopId } = paramsOf(request);
      const { until } = bodyOf(request, { optional: true });
      const resumesAt = pauseResumeAt(until, now());
      await db.query('update shops set status = $2, orders_paused_until = $3::timestamptz, updated_at = now() where id = $1', [
        shopId,
        SHOP_STATUS_PATH_VALUES.stopped,
        resumesAt.toISOString(),
      ]);
      return pauseState(db, shopId);
    },
  );
}
