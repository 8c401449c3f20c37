import { orderEventsQuery, shopParams } from '@backoffice/contracts';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { type AuthUser, currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { paramsOf, queryOf } from '../http/validate';
import { guardShopOfPath } from '../shops/shop-guard';
import type { OrderEvent, OrderEvents } from './events';

/** Comment lines keep proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** What the browser waits before reconnecting (the `retry:` field). */
export const RETRY_MS = 2_000;

const LAST_EVENT_ID = /^\d{1,18}$/;

/** `resumeAfter`: the SSE `id:` (what the client sends back as Last-Event-ID), the highest event id sent so far. */
function frame(event: OrderEvent, resumeAfter: bigint): string {
  const data = { id: event.id, type: event.type, orderId: event.orderId, status: event.status, createdAt: event.createdAt };
  return `id: ${resumeAfter}\nevent: order\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Whether the stream's caller may still see the shop's orders: their session is live (not signed out, not ended by a
 * password or e-mail change) and, unless an admin, they still belong to the team.
 */
async function stillAllowed(db: Db, shopId: string, user: AuthUser): Promise<boolean> {
  const rows = await db.query(
    `select 1 from sessions s
     where s.id = $1 and s.user_id = $2 and s.ended_at is null
       and ($4::boolean or exists (select 1 from shop_members m where m.shop_id = $3 and m.user_id = $2))`,
    [user.sessionId, user.id, shopId, user.isAdmin],
  );
  return rows.length > 0;
}

/** Ids a stream remembers sending (each is sent once); past this it forgets them and starts from the highest sent. */
const SENT_IDS_LIMIT = 10_000;

/**
 * GET /api/shops/:shopId/order-events — Server-Sent Events of the shop's orders (new orders, status changes, seen and
 * line-item updates), for the live orders screen. Authenticated like every /api route: a bearer token in the
 * Authorization header (the browser reads the stream with fetch). A token in the URL (`?token=`, `?access_token=`:
 * what EventSource clients are tempted to do) would end up in logs, so it is refused with 400 before the bearer check
 * even runs; that is why this plugin is mounted outside the bearer context (app.ts) and runs `authenticate` itself,
 * after the URL check.
 *
 * Replay: with `Last-Event-ID: n` (header) the stream first sends every event of the shop after n, so a client that
 * reconnects loses nothing. Without it, the first frame is a `ready` event whose id is the shop's latest event id,
 * so even a client that saw no order yet resumes from the right place.
 */
export async function orderStreamRoutes(
  app: FastifyInstance,
  deps: { db: Db; events: OrderEvents; authenticate: onRequestAsyncHookHandler },
): Promise<void> {
  const { db, events } = deps;
  const guardShop = guardShopOfPath(db);
  // in this order: a token in the URL is a 400 whether or not a header came with it (contracts orderEventsQuery)
  app.addHook('onRequest', async (request) => {
    queryOf(request);
  });
  app.addHook('onRequest', deps.authenticate);
  /** Open streams, ended before the server closes (a long-lived response would otherwise hold `close()` up). */
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/shops/:shopId/order-events',
    {
      schema: { params: shopParams, querystring: orderEventsQuery },
      config: { shopPermission: 'orders.view' },
      preHandler: guardShop,
    },
    async (request, reply) => {
      const { shopId } = paramsOf(request);
      const user = currentUser(request);
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' && LAST_EVENT_ID.test(header.trim()) ? header.trim() : null;

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: compressing proxies (dev server, static server) must pass every frame through at once
        'Cache-Control': 'no-store, no-transform',
        'X-Content-Type-Options': 'nosniff',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      raw.flushHeaders?.();

      // Subscribe before reading the backlog, hold live events until the backlog is out, then de-duplicate by id.
      let sentUpTo = lastEventId ? BigInt(lastEventId) : -1n;
      // Ids are taken at insert and seen at commit, so two orders committing out of order deliver a smaller id after
      // a larger one (the intake bench saw 1 in 200 dropped). Such a late event is still news to this client: it is
      // sent, once, while the SSE id stays at the highest sent, so a reconnect never goes back. Events at or below
      // where this stream started are the client's already (its Last-Event-ID, or the ready frame's id).
      let floor = sentUpTo;
      const sent = new Set<bigint>();
      let replaying = true;
      const held: OrderEvent[] = [];
      const send = (event: OrderEvent) => {
        const id = BigInt(event.id);
        if (id <= floor || sent.has(id)) return;
        if (sent.size >= SENT_IDS_LIMIT) {
          sent.clear();
          floor = sentUpTo;
          if (id <= floor) return;
        }
        sent.add(id);
        if (id > sentUpTo) sentUpTo = id;
        raw.write(frame(event, sentUpTo));
      };
      // Access ends at once for an open stream too (a member removed from the team, a session signed out): every live
      // event is delivered only after asking again, in order (one chain per stream), and each heartbeat asks as well,
      // so a quiet stream ends within one. Every other request checks on its own.
      let checks: Promise<void> = Promise.resolve();
      let ended = false;
      const whenAllowed = (then: () => void) => {
        checks = checks
          .then(() => (ended ? false : stillAllowed(db, shopId, user)))
          .then(
            (allowed) => {
              if (ended) return;
              if (allowed) then();
              else end();
            },
            () => {},
          );
      };
      const unsubscribe = events.subscribe(shopId, (event) => {
        if (replaying) held.push(event);
        else whenAllowed(() => send(event));
      });
      const heartbeat = setInterval(() => {
        raw.write(': keep-alive\n\n');
        whenAllowed(() => {});
      }, HEARTBEAT_MS);
      heartbeat.unref();
      const close = () => {
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
      };
      const end = () => {
        close();
        raw.end();
      };
      open.add(end);
      request.raw.on('close', close);

      raw.write(`retry: ${RETRY_MS}\n\n`);
      try {
        if (lastEventId) {
          for (const event of await events.since(shopId, lastEventId, 5000)) send(event);
        } else {
          const [latest] = await db.query<{ id: string | null }>(
            'select max(id)::text as id from order_events where shop_id = $1',
            [shopId],
          );
          const id = latest?.id ?? '0';
          sentUpTo = BigInt(id);
          floor = sentUpTo;
          raw.write(`id: ${id}\nevent: ready\ndata: {}\n\n`);
        }
      } catch (error) {
        request.log.error({ err: error }, 'order events replay failed');
        end();
        return;
      }
      replaying = false;
      for (const event of held.splice(0)) send(event);
    },
  );
}
