import type { AddressInfo } from 'node:net';
import { TOKEN_IN_URL_MESSAGE, TOKEN_IN_URL_PARAMS } from '@backoffice/contracts';
import { buildApp } from '../app';
import type { PostgresDb } from '../db/postgres';
import { NO_CLIENT_LIMITS } from '../http/client-throttle';
import { bearer, createShop, createTestContext, createUser, TEST_CONFIG, type TestContext, type TestUser } from '../test/app';
import { insertMenu, insertOrder } from '../test/orders';
import { RETRY_MS } from './stream';
import { parseCursor } from './stream-cursor';

/** The SSE stream over a real socket (inject cannot read a response that never ends). */
let ctx: TestContext;
let base: string;
let owner: TestUser;
let shopId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  owner = await createUser(ctx.db);
  shopId = await createShop(ctx.db, owner.id, 'Stream Café');
});

afterAll(() => ctx.close());

const onPostgres = () => process.env.TEST_API_DB === 'postgres';

interface Frame {
  id?: string;
  event?: string;
  data?: string;
}

/** Opens the stream and collects parsed frames until `until` is satisfied (or 3 s pass). */
async function openStream(headers: Record<string, string>, query = '', at = base) {
  /** Every `retry:` hint the server sent (what the browser waits before reconnecting). */
  const retries: string[] = [];
  /** Set when the server ended the response. */
  let ended = false;
  const controller = new AbortController();
  const response = await fetch(`${at}/api/shops/${shopId}/order-events${query}`, { headers, signal: controller.signal });
  const frames: Frame[] = [];
  let buffer = '';
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const pump = (async () => {
    try {
      while (reader) {
        const { value, done } = await reader.read();
        if (done) {
          ended = true;
          return;
        }
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const frame: Frame = {};
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(': ');
            if (field === 'id' || field === 'event' || field === 'data') frame[field] = rest.join(': ');
            if (field === 'retry') retries.push(rest.join(': '));
          }
          if (frame.event) frames.push(frame);
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  async function waitFor(count: number): Promise<Frame[]> {
    const deadline = Date.now() + 3000;
    while (frames.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    return frames;
  }
  return {
    response,
    waitFor,
    retries,
    /** Resolves true once the server ends the stream (false if it is still open after `ms`). */
    endedWithin: async (ms: number) => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([pump, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
      // a timer left running kept jest's worker alive for up to `ms` after the last test ("Jest did not exit")
      clearTimeout(timer);
      return ended;
    },
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

// reject takes the merchant's reason (orders/refunds.test.ts)
const put = (url: string) =>
  ctx.app.inject({
    method: 'PUT',
    url,
    headers: bearer(owner.token),
    ...(url.endsWith('/rejected') ? { payload: { reason: 'Out of stock' } } : {}),
  });

describe('GET /api/shops/:shopId/order-events', () => {
  it('opens for the shop’s owner and for an admin (200, event-stream, first frame `ready`)', async () => {
    const admin = await createUser(ctx.db, { roles: ['admin'] });
    for (const caller of [owner, admin]) {
      const stream = await openStream(bearer(caller.token));
      expect([stream.response.status, stream.response.headers.get('content-type')]).toEqual([
        200,
        'text/event-stream; charset=utf-8',
      ]);
      expect((await stream.waitFor(1))[0]?.event).toBe('ready');
      await stream.close();
    }
  });

  it('needs a bearer token and the shop (401 / 403)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/shops/${shopId}/order-events` })).statusCode).toBe(401);
    const other = await createUser(ctx.db);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/shops/${shopId}/order-events`,
      headers: bearer(other.token),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a token in the URL with 400 and says where it goes, with or without a header, before any access check', async () => {
    const url = `/api/shops/${shopId}/order-events`;
    const other = await createUser(ctx.db);
    const attempts = [
      // what an EventSource client would do (it cannot set headers): a valid token, no header
      { url: `${url}?token=${owner.token}`, headers: {} },
      { url: `${url}?access_token=${owner.token}`, headers: {} },
      // next to a valid header it is still refused: the URL has already leaked it into logs
      { url: `${url}?token=${owner.token}`, headers: bearer(owner.token) },
      { url: `${url}?access_token=${owner.token}`, headers: bearer(owner.token) },
      // empty, repeated, mixed with other parameters, or another merchant's shop: the same answer
      { url: `${url}?token=`, headers: {} },
      { url: `${url}?token=a&token=b`, headers: {} },
      { url: `${url}?_=1700000000&access_token=x`, headers: bearer(owner.token) },
      { url: `${url}?token=${other.token}`, headers: bearer(other.token) },
    ];
    for (const attempt of attempts) {
      const response = await ctx.app.inject({ method: 'GET', ...attempt });
      expect({ url: attempt.url, status: response.statusCode, body: response.json() }).toEqual({
        url: attempt.url,
        status: 400,
        body: { message: TOKEN_IN_URL_MESSAGE },
      });
    }
    expect(TOKEN_IN_URL_PARAMS).toEqual(['token', 'access_token']);
    expect(TOKEN_IN_URL_MESSAGE).toBe('Send the token in the Authorization header, never in the URL.');
    // a query without a token (a proxy's cache buster) still needs the header, and with it opens the stream
    expect((await ctx.app.inject({ method: 'GET', url: `${url}?_=1` })).statusCode).toBe(401);
    const stream = await openStream(bearer(owner.token), '?_=1');
    expect(stream.response.status).toBe(200);
    expect((await stream.waitFor(1))[0]?.event).toBe('ready');
    await stream.close();
  });

  it('streams a status change live, then replays what a reconnecting client missed from Last-Event-ID', async () => {
    const orderA = await insertOrder(ctx.db, { shopId, createdAt: new Date().toISOString(), status: 'pending', lines: [] });
    const orderB = await insertOrder(ctx.db, { shopId, createdAt: new Date().toISOString(), status: 'pending', lines: [] });

    const first = await openStream(bearer(owner.token));
    expect(first.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(first.response.headers.get('cache-control')).toContain('no-transform');
    const [ready] = await first.waitFor(1);
    expect(ready?.event).toBe('ready');

    await put(`/api/orders/${orderA}/accepted`);
    const frames = await first.waitFor(2);
    expect(frames[1]?.event).toBe('order');
    expect(JSON.parse(frames[1]?.data ?? '{}')).toMatchObject({ orderId: orderA, type: 'order.status', status: 'accepted' });
    const lastSeen = frames[1]?.id ?? '';
    await first.close();

    // while nobody listens: two more changes
    await put(`/api/orders/${orderB}/rejected`);
    await put(`/api/orders/${orderA}/completed`);

    const second = await openStream({ ...bearer(owner.token), 'Last-Event-ID': lastSeen });
    const replayed = await second.waitFor(2);
    expect(replayed.map((frame) => JSON.parse(frame.data ?? '{}'))).toEqual([
      expect.objectContaining({ orderId: orderB, status: 'rejected' }),
      expect.objectContaining({ orderId: orderA, status: 'completed' }),
    ]);
    // and nothing the first stream sent came again
    expect(replayed.map((frame) => JSON.parse(frame.data ?? '{}').id)).not.toContain(JSON.parse(frames[1]?.data ?? '{}').id);
    await second.close();
  });

  it('two orders committing out of id order both reach the stream, once each, and the SSE id lists both', async () => {
    const live = await openStream(bearer(owner.token));
    const [ready] = await live.waitFor(1);
    const floor = parseCursor(ready?.id)?.floor ?? -1n;
    const base = BigInt((await ctx.db.query<{ id: string }>('select max(id)::text as id from order_events'))[0]?.id ?? '0');
    const event = (offset: bigint, orderId: string) => ({
      id: String(base + offset),
      shopId,
      orderId,
      type: 'order.created' as const,
      status: 'pending' as const,
      createdAt: new Date().toISOString(),
    });
    // the larger id commits (and is announced) first; the smaller one a moment later, then the larger again
    ctx.app.orderEvents.announce(event(1000002n, 'later-id'));
    await live.waitFor(2);
    ctx.app.orderEvents.announce(event(1000001n, 'earlier-id'));
    ctx.app.orderEvents.announce(event(1000002n, 'later-id'));
    await live.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const frames = await live.waitFor(4);
    await live.close();
    expect(frames.slice(1).map((frame) => (JSON.parse(frame.data ?? '{}') as { orderId: string }).orderId)).toEqual([
      'later-id',
      'earlier-id',
    ]);
    // the SSE id holds both (stream-cursor.ts): a reconnect resumes after both, and before neither
    const cursors = frames.slice(1).map((frame) => parseCursor(frame.id));
    expect(cursors.map((cursor) => cursor && cursor.floor >= floor && cursor.floor < base)).toEqual([true, true]);
    expect(cursors.map((cursor) => cursor?.ids.filter((id) => id > base))).toEqual([
      [base + 1000002n],
      [base + 1000001n, base + 1000002n],
    ]);
  });

  it('a client resuming on another replica gets an event committed late below the last id it saw, once, and nothing twice', async () => {
    // replica B: a second app (its own listener, sweep and settled id) on the same database
    const replicaB = await buildApp({ db: ctx.db, config: TEST_CONFIG, clientLimits: NO_CLIENT_LIMITS });
    await replicaB.listen({ port: 0, host: '127.0.0.1' });
    const baseB = `http://127.0.0.1:${(replicaB.server.address() as AddressInfo).port}`;
    try {
      const order = await insertOrder(ctx.db, { shopId, createdAt: new Date().toISOString(), status: 'pending', lines: [] });
      const orderOf = (frame: Frame | undefined) => JSON.parse(frame?.data ?? '{}') as { id: string; status: string };
      const onA = await openStream(bearer(owner.token));
      await onA.waitFor(1);
      // a transaction takes an event id and has not committed yet (an order on a replica under load)
      const [late] = await ctx.db.query<{ id: string }>(
        `select nextval(pg_get_serial_sequence('order_events', 'id'))::text as id`,
      );
      await put(`/api/orders/${order}/accepted`);
      const seenOnA = await onA.waitFor(2);
      expect(orderOf(seenOnA[1]).status).toBe('accepted');
      // replica A dies; the browser reconnects through the load balancer and lands on B
      await onA.close();
      const onB = await openStream({ ...bearer(owner.token), 'Last-Event-ID': seenOnA[1]?.id ?? '' }, '', baseB);
      // the late transaction commits now, and its process dies before announcing it: B's sweep finds it
      await ctx.db.query(
        `insert into order_events (id, shop_id, order_id, type, status) overriding system value
         values ($1::bigint, $2, $3, 'order.updated', 'accepted')`,
        [late?.id, shopId, order],
      );
      const seenOnB = await onB.waitFor(1);
      // a change published on A reaches B's stream too (NOTIFY)
      await put(`/api/orders/${order}/completed`);
      await onB.waitFor(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await onB.close();
      expect(seenOnB.map((frame) => [orderOf(frame).id, orderOf(frame).status])).toEqual([
        [late?.id, 'accepted'],
        [expect.any(String), 'completed'],
      ]);
      // back on A from B's last id: nothing comes twice
      const again = await openStream({ ...bearer(owner.token), 'Last-Event-ID': seenOnB[1]?.id ?? '' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await again.waitFor(0)).toEqual([]);
      await again.close();
    } finally {
      await replicaB.close();
    }
  });

  // orders/events.ts settled(): a transaction open far longer than EVENT_COMMIT_WITHIN_MS (a starved replica, or one
  // whose last statement finishes on the server after its process was killed) must not let the floor pass its event.
  // Only PostgreSQL has a second connection to hold such a transaction open; PGlite runs one transaction at a time.
  (onPostgres() ? it : it.skip)(
    'a stream resuming over a backlog gets an event committed long after its transaction began, below ids it already sent, once',
    async () => {
      const pool = (ctx.db as PostgresDb).pool;
      const order = await insertOrder(ctx.db, { shopId, createdAt: new Date().toISOString(), status: 'pending', lines: [] });
      const [floorRow] = await ctx.db.query<{ id: string }>('select coalesce(max(id), 0)::text as id from order_events');
      const floor = floorRow?.id ?? '0';
      // another process's transaction takes the next event id and stays open; its created_at (the transaction's
      // start) is long past, as for a transaction that began ~1 s into the soak and committed 30 s later
      const slow = await pool.connect();
      try {
        await slow.query('begin');
        const [late] = (
          await slow.query<{ id: string }>(
            `insert into order_events (shop_id, order_id, type, status, created_at)
             values ($1, $2, 'order.created', 'pending', now() - interval '1 hour') returning id::text as id`,
            [shopId, order],
          )
        ).rows;
        // the backlog above it commits, as old (the new replica's replay reads it)
        const backlog = await ctx.db.query<{ id: string }>(
          `insert into order_events (shop_id, order_id, type, status, created_at)
           select $1, $2, 'order.updated', 'pending', now() - interval '1 hour' from generate_series(1, 50)
           returning id::text as id`,
          [shopId, order],
        );
        // two sweeps: the process's settled id is as far as it will go while the transaction is open
        await new Promise((resolve) => setTimeout(resolve, 2_200));
        const resumed = await openStream({ ...bearer(owner.token), 'Last-Event-ID': floor });
        await resumed.waitFor(backlog.length);
        await slow.query('commit');
        // the late commit has no announce (its process is gone): the sweep must find it
        const frames = await resumed.waitFor(backlog.length + 1);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await resumed.close();
        const ids = frames.map((frame) => (JSON.parse(frame.data ?? '{}') as { id: string }).id);
        expect(ids.filter((id) => id === late?.id)).toEqual([late?.id]);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.sort()).toEqual([late?.id, ...backlog.map((row) => row.id)].sort());
      } finally {
        await slow.query('rollback').catch(() => {});
        slow.release();
      }
    },
    15_000,
  );

  it('an intake order reaches an open stream live; when its announce never comes (process gone after COMMIT) the sweep still sends it, a reconnect from Last-Event-ID replays it, and it is listed', async () => {
    // the shop takes orders round the clock, so the test does not depend on the time it runs at
    await ctx.db.query(`update shops set status = 'accepting orders', settings = settings || $2::jsonb where id = $1`, [
      shopId,
      JSON.stringify({
        openingHours: { twentyFourSeven: true, openingDays: [] },
        pickup: { enabled: true, allowASAP: true, type: 'same-day' },
      }),
    ]);
    const menu = await insertMenu(ctx.db, shopId, { Coffee: [['Flat White', 550]] });
    const customer = await createUser(ctx.db, { roles: ['consumer'] });
    const placeOrder = async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/shops/${shopId}/orders`,
        payload: {
          orderType: 'pickup',
          origin: 'mobile-app',
          pickupType: 'dynamic',
          lineItems: [{ product: menu.products[0]?.id, quantity: 1 }],
          payment: { method: 'card' },
        },
        headers: bearer(customer.token),
      });
      expect(response.statusCode).toBe(201);
      return (response.json() as { order: { _id: string } }).order._id;
    };
    const listed = async () => {
      const response = await ctx.app.inject({ url: `/api/shops/${shopId}/orders?dateRange=year`, headers: bearer(owner.token) });
      expect(response.statusCode).toBe(200);
      return (response.json() as { orders: { _id: string }[] }).orders.map((order) => order._id);
    };

    // live: the NOTIFY is sent after the order's COMMIT (orders/events.ts announce)
    const live = await openStream(bearer(owner.token));
    const [ready] = await live.waitFor(1);
    const first = await placeOrder();
    const frames = await live.waitFor(2);
    expect(frames.slice(1).map((frame) => JSON.parse(frame.data ?? '{}'))).toEqual([
      expect.objectContaining({ orderId: first, type: 'order.created', status: 'pending' }),
    ]);
    const lastSeen = frames[1]?.id ?? '';
    expect(parseCursor(lastSeen)?.ids).toContain(BigInt(JSON.parse(frames[1]?.data ?? '{}').id));
    expect(parseCursor(ready?.id)?.ids).not.toContain(BigInt(JSON.parse(frames[1]?.data ?? '{}').id));
    expect(await listed()).toContain(first); // the list is now cached for the shop

    // the process dies between the order's COMMIT and its announce: no NOTIFY comes — the order's own transaction
    // notifies nobody (a NOTIFY in it would serialise every commit) — but nothing is lost: every replica's sweep
    // (orders/events.ts) finds the committed event within a second and its open streams get it
    const announce = jest.spyOn(ctx.app.orderEvents, 'announce').mockImplementation(() => {});
    let second: string;
    try {
      second = await placeOrder();
      expect(announce).toHaveBeenCalledTimes(1);
    } finally {
      announce.mockRestore();
    }
    const swept = await live.waitFor(3);
    expect(swept.slice(2).map((frame) => JSON.parse(frame.data ?? '{}'))).toEqual([
      expect.objectContaining({ orderId: second, type: 'order.created', status: 'pending' }),
    ]);
    await live.close();
    // the list cache sees the shop's newer event id: the order is listed at once
    expect(await listed()).toContain(second);
    // the screen's stream reconnects from the last id it saw and gets the order
    const again = await openStream({ ...bearer(owner.token), 'Last-Event-ID': lastSeen });
    const replayed = await again.waitFor(1);
    expect(replayed.map((frame) => JSON.parse(frame.data ?? '{}'))).toEqual([
      expect.objectContaining({ orderId: second, type: 'order.created', status: 'pending' }),
    ]);
    await again.close();
  });

  it('when the access check cannot run (database busy or gone) the stream ends rather than drop the event, and the reconnect replays it', async () => {
    const order = await insertOrder(ctx.db, { shopId, createdAt: new Date().toISOString(), status: 'pending', lines: [] });
    const live = await openStream(bearer(owner.token));
    const [ready] = await live.waitFor(1);
    const query = ctx.db.query.bind(ctx.db);
    let failedOnce = false;
    const spy = jest.spyOn(ctx.db, 'query').mockImplementation((sql, params) => {
      if (!failedOnce && sql.includes('from sessions s') && sql.includes('shop_members m')) {
        failedOnce = true;
        return Promise.reject(new Error('connection terminated'));
      }
      return query(sql, params);
    });
    try {
      await put(`/api/orders/${order}/accepted`);
      expect(await live.endedWithin(3000)).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(failedOnce).toBe(true);
    expect((await live.waitFor(1)).map((frame) => frame.event)).toEqual(['ready']);
    const again = await openStream({ ...bearer(owner.token), 'Last-Event-ID': ready?.id ?? '' });
    const replayed = await again.waitFor(1);
    await again.close();
    expect(replayed.map((frame) => JSON.parse(frame.data ?? '{}'))).toEqual([
      expect.objectContaining({ orderId: order, status: 'accepted' }),
    ]);
  });

  it('access ends at once for an open stream: removed from the team, or signed out, the next order is not sent and the stream ends', async () => {
    const order = await insertOrder(ctx.db, { shopId, createdAt: new Date().toISOString(), status: 'pending', lines: [] });
    const barista = await createUser(ctx.db);
    const waiter = await createUser(ctx.db);
    for (const member of [barista, waiter])
      await ctx.db.query(`insert into shop_members (shop_id, user_id, role) values ($1, $2, 'staff')`, [shopId, member.id]);
    const removed = await openStream(bearer(barista.token));
    const signedOut = await openStream(bearer(waiter.token));
    expect((await removed.waitFor(1))[0]?.event).toBe('ready');
    expect((await signedOut.waitFor(1))[0]?.event).toBe('ready');

    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/shops/${shopId}/team/${barista.id}`,
      headers: bearer(owner.token),
    });
    expect(removal.statusCode).toBeLessThan(300);
    const logout = await ctx.app.inject({ method: 'POST', url: '/logout', headers: bearer(waiter.token) });
    expect(logout.statusCode).toBe(204);
    await put(`/api/orders/${order}/accepted`);

    expect(await removed.endedWithin(3000)).toBe(true);
    expect(await signedOut.endedWithin(3000)).toBe(true);
    expect((await removed.waitFor(1)).map((frame) => frame.event)).toEqual(['ready']);
    expect((await signedOut.waitFor(1)).map((frame) => frame.event)).toEqual(['ready']);
  });

  // Last: it closes the app (afterAll's second close is a no-op).
  it('on shutdown, ends every open stream after its reconnect hint, so browsers reconnect to another replica', async () => {
    const stream = await openStream(bearer(owner.token));
    const [ready] = await stream.waitFor(1);
    expect(ready?.event).toBe('ready');
    expect(stream.retries).toEqual([String(RETRY_MS)]);
    // app.close() is what SIGTERM reaches after the drain (http/shutdown.ts); it must not wait on the open stream.
    await ctx.app.close();
    expect(await stream.endedWithin(5000)).toBe(true);
  });
});
