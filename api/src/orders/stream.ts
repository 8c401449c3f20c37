import { orderEventsQuery, shopParams } from '@backoffice/contracts';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { type AuthUser, currentUser } from '../auth/authenticate';
import type { Db } from '../db/types';
import { paramsOf, queryOf } from '../http/validate';
import { guardShopOfPath } from '../shops/shop-guard';
import type { OrderEvent, OrderEvents } from './events';
import { formatCursor, parseCursor } from './stream-cursor';

/** Comment lines keep proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** What the browser waits before reconnecting (the `retry:` field). */
export const RETRY_MS = 2_000;

/** `cursor`: the SSE `id:`, what the client sends back as Last-Event-ID (orders/stream-cursor.ts). */
function frame(event: OrderEvent, cursor: string): string {
  const data = { id: event.id, type: event.type, orderId: event.orderId, status: event.status, createdAt: event.createdAt };
  return `id: ${cursor}\nevent: order\ndata: ${JSON.stringify(data)}\n\n`;
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

/**
 * Ids above the floor a stream remembers sending (each is sent once, and its cursor lists them). The floor follows the
 * process's settled id, so this is only reached when a shop has thousands of events within seconds: then the floor
 * moves up to keep the newest half, and an event below it that had not committed yet would be skipped.
 */
const SENT_IDS_LIMIT = 4_000;

/**
 * GET /api/shops/:shopId/order-events — Server-Sent Events of the shop's orders (new orders, status changes, seen and
 * line-item updates), for the live orders screen. Authenticated like every /api route: a bearer token in the
 * Authorization header (the browser reads the stream with fetch). A token in the URL (`?token=`, `?access_token=`:
 * what EventSource clients are tempted to do) would end up in logs, so it is refused with 400 before the bearer check
 * even runs; that is why this plugin is mounted outside the bearer context (app.ts) and runs `authenticate` itself,
 * after the URL check.
 *
 * Replay: with `Last-Event-ID` (header; the cursor of orders/stream-cursor.ts) the stream first sends every event of the
 * shop the client has not had, read from the database, so a client that reconnects to any replica loses nothing.
 * Without it, the first frame is a `ready` event whose id is the cursor of what is committed now, so even a client
 * that saw no order yet resumes from the right place.
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
      const resume = parseCursor(typeof header === 'string' ? header : undefined);

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
      // Ids are taken at insert and seen at commit, so two orders committing out of order deliver a smaller id after
      // a larger one (the intake bench saw 1 in 200). Such a late event is still news to this client: it is sent,
      // once. What the client has is `floor` (everything at or below) and `sent` (ids above it), both carried in the
      // SSE id, so a client resuming on another replica gets late commits too (orders/stream-cursor.ts).
      let floor = resume?.floor ?? -1n;
      const sent = new Set<bigint>(resume?.ids ?? []);
      /** Ids heard from the subscription and not yet sent (held during replay, or waiting for the access check). */
      const pending: bigint[] = [];
      /** The floor rises with the process's settled id, but never past an event still on its way to this client. */
      const advance = () => {
        let target = events.settled();
        for (const id of pending) if (id <= target) target = id - 1n;
        if (sent.size > SENT_IDS_LIMIT) {
          const ids = [...sent].sort((a, b) => (a < b ? -1 : 1));
          const keep = ids[ids.length - SENT_IDS_LIMIT / 2] as bigint;
          if (keep - 1n > target) target = keep - 1n;
        }
        if (target <= floor) return;
        floor = target;
        for (const id of sent) if (id <= floor) sent.delete(id);
      };
      let replaying = true;
      const held: OrderEvent[] = [];
      const send = (event: OrderEvent) => {
        const id = BigInt(event.id);
        if (id <= floor || sent.has(id)) return;
        sent.add(id);
        advance();
        raw.write(frame(event, formatCursor(floor, sent)));
      };
      const sendHeard = (event: OrderEvent) => {
        const at = pending.indexOf(BigInt(event.id));
        if (at >= 0) pending.splice(at, 1);
        send(event);
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
            // the check could not run (the database busy or gone): the event is not dropped silently; the stream
            // ends, and the client's reconnect replays it from its Last-Event-ID
            (error) => {
              request.log.warn({ err: error }, 'order stream access check failed; ending the stream');
              end();
            },
          );
      };
      const unsubscribe = events.subscribe(shopId, (event) => {
        pending.push(BigInt(event.id));
        if (replaying) held.push(event);
        else whenAllowed(() => sendHeard(event));
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
        if (resume) {
          for (const event of await events.since(shopId, resume.floor.toString(), 5000)) send(event);
        } else {
          // the client starts from what is committed now: everything at or below the settled id, and the shop's
          // events above it (a later commit below one of those is still sent)
          const settled = events.settled();
          floor = settled;
          for (const event of await events.since(shopId, settled.toString(), 5000)) sent.add(BigInt(event.id));
          raw.write(`id: ${formatCursor(floor, sent)}\nevent: ready\ndata: {}\n\n`);
        }
      } catch (error) {
        request.log.error({ err: error }, 'order events replay failed');
        end();
        return;
      }
      replaying = false;
      for (const event of held.splice(0)) sendHeard(event);
    },
  );
}
