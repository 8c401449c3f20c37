import { type Order, orderIntake } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BackgroundTasks } from '../../account/background';
import type { Geocoder } from '../../adapters/geocoding';
import type { MailAdapter } from '../../adapters/mail';
import type { PaymentsAdapter } from '../../adapters/payments';
import type { Db } from '../../db/types';
import { badRequest } from '../../http/errors';
import { bodyOf, paramsOf } from '../../http/validate';
import { sendNewOrderPush } from '../../push/send';
import type { VapidConfig } from '../../push/vapid';
import { sendNewOrderMail } from '../../shops/new-order-mail';
import type { OrderEvents } from '../events';
import { findOrder } from '../repo';
import { POPULATE_ALL, toOrder } from '../serialize';
import { resolveCaller } from './caller';
import { placeOrder } from './place-order';

export interface IntakeRouteDeps {
  db: Db;
  jwtSecret: string;
  payments: PaymentsAdapter;
  now: () => Date;
  /** Where a new order's event is announced after COMMIT (orders/events.ts). */
  events: Pick<OrderEvents, 'announce'>;
  /** The merchant's new-order e-mail (notifications setting), sent after the response. Left out: no mail. */
  newOrderMail?: { mail: MailAdapter; background: BackgroundTasks };
  /** Places delivery addresses (adapters/geocoding). Default: the local gazetteer. */
  geocoder?: Geocoder;
  /** The merchant's devices subscribed to Web Push (push/send.ts), pushed after the response. Left out: no push. */
  newOrderPush?: { vapid: VapidConfig };
}

/** Stripe's limit: keys up to 255 characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * POST /api/shops/:shopId/orders — the ordering channels' call (marketplace app, embed store, kiosk, POS).
 * Registered outside the back-office's bearer hook: it accepts a user token, a guest token or a kiosk key
 * (caller.ts). Answers 201 with the stored order in the `GET /api/shops/:shopId/orders` shape; a replay of the same
 * Idempotency-Key and body answers 200 with the same order and `Idempotent-Replayed: true`.
 */
const intakeParams = z.strictObject({ shopId: z.string() });

export async function intakeRoutes(app: FastifyInstance, deps: IntakeRouteDeps): Promise<void> {
  // the shop id is any text here: an unknown one is the caller resolver's 404, after the 401 of no credential
  app.post(
    '/shops/:shopId/orders',
    { schema: { params: intakeParams, body: orderIntake } },
    async (request, reply): Promise<{ order: Order }> => {
      const { shopId } = paramsOf(request);
      // who is calling comes before what they send: no credential is a 401 whatever the body (the authz matrix)
      const raw = request.body as { kioskKey?: unknown } | null | undefined;
      const bodyKioskKey = raw && typeof raw === 'object' && typeof raw.kioskKey === 'string' ? raw.kioskKey : undefined;
      const caller = await resolveCaller(deps.db, deps.jwtSecret, request, shopId, bodyKioskKey);
      const body = bodyOf(request);
      const header = request.headers['idempotency-key'];
      const idempotencyKey = typeof header === 'string' ? header : null;
      if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey))
        throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters.');
      // the kiosk key is a credential: it is not part of what makes two requests "the same order"
      const { kioskKey: _kioskKey, ...orderBody } = body;
      const placed = await placeOrder(
        { ...deps, log: (line) => request.log.error(line) },
        { shopId, caller, body: orderBody, idempotencyKey },
      );
      // a new order is answered from what its insert returned; only a replay reads the stored order
      const found = placed.stored ?? (await findOrder(deps.db, placed.orderId));
      if (!found) throw new Error('placed order not found');
      if (placed.replayed) reply.header('idempotent-replayed', 'true');
      reply.status(placed.replayed ? 200 : 201);
      const order = toOrder(found.row, found.lines, POPULATE_ALL);
      const notify = deps.newOrderMail;
      if (notify && !placed.replayed)
        notify.background.run('new-order e-mail', () =>
          sendNewOrderMail({ db: deps.db, mail: notify.mail }, shopId, order, placed.shop ?? undefined),
        );
      const push = deps.newOrderPush;
      if (push && notify && !placed.replayed)
        notify.background.run('new-order push', () =>
          sendNewOrderPush(
            { db: deps.db, vapid: push.vapid, log: (line) => request.log.warn(line) },
            shopId,
            order,
            placed.shop ?? undefined,
          ),
        );
      return { order };
    },
  );
}
