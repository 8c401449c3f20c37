import { randomUUID } from 'node:crypto';
import { createShop, createTestContext, createUser, type TestContext } from '../test/app';
import { insertOrder } from '../test/orders';
import { createOrderEvents, EVENT_COMMIT_WITHIN_MS, type OrderEvent, type OrderEvents } from './events';

let ctx: TestContext;
let events: OrderEvents;
let shopA: string;
let shopB: string;

beforeAll(async () => {
  ctx = await createTestContext();
  events = ctx.app.orderEvents;
  const owner = await createUser(ctx.db);
  shopA = await createShop(ctx.db, owner.id, 'Events A');
  shopB = await createShop(ctx.db, owner.id, 'Events B');
});

afterAll(async () => {
  await ctx.close();
});

async function newOrder(shopId: string): Promise<string> {
  return insertOrder(ctx.db, { shopId, createdAt: '2026-03-02T01:00:00.000Z', status: 'pending', lines: [] });
}

/** Resolves once `count` events have arrived (or fails the test after a second). */
function collect(shopId: string, count: number, source: OrderEvents = events): { done: Promise<OrderEvent[]>; stop: () => void } {
  const received: OrderEvent[] = [];
  let resolve: (events: OrderEvent[]) => void = () => {};
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<OrderEvent[]>((res, rej) => {
    resolve = (events) => {
      clearTimeout(timer);
      res(events);
    };
    timer = setTimeout(() => rej(new Error(`only ${received.length} of ${count} events arrived`)), 2000);
  });
  const stop = source.subscribe(shopId, (event) => {
    received.push(event);
    if (received.length === count) resolve(received);
  });
  return { done, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('order events', () => {
  test('a subscriber receives its own shop’s events only, with increasing ids', async () => {
    const orderA = await newOrder(shopA);
    const orderB = await newOrder(shopB);
    const a = collect(shopA, 2);
    const b: OrderEvent[] = [];
    const stopB = events.subscribe(shopB, (event) => b.push(event));
    await events.publish(ctx.db, { shopId: shopA, orderId: orderA, type: 'order.created', status: 'pending' });
    await events.publish(ctx.db, { shopId: shopB, orderId: orderB, type: 'order.created', status: 'pending' });
    await events.publish(ctx.db, { shopId: shopA, orderId: orderA, type: 'order.status', status: 'accepted' });
    const received = await a.done;
    a.stop();
    stopB();
    expect(received.map((event) => [event.orderId, event.type, event.status])).toEqual([
      [orderA, 'order.created', 'pending'],
      [orderA, 'order.status', 'accepted'],
    ]);
    expect(BigInt(received[1]?.id ?? '0')).toBeGreaterThan(BigInt(received[0]?.id ?? '0'));
    expect(b.map((event) => event.orderId)).toEqual([orderB]);
  });

  test('published inside a transaction: delivered after COMMIT, never on ROLLBACK', async () => {
    const orderId = await newOrder(shopA);
    const received: OrderEvent[] = [];
    const stop = events.subscribe(shopA, (event) => received.push(event));
    await ctx.db.transaction(async (tx) => {
      await events.publish(tx, { shopId: shopA, orderId, type: 'order.status', status: 'accepted' });
      await settle();
      expect(received).toHaveLength(0); // not yet committed
    });
    await settle();
    expect(received.map((event) => event.status)).toEqual(['accepted']);
    await expect(
      ctx.db.transaction(async (tx) => {
        await events.publish(tx, { shopId: shopA, orderId, type: 'order.status', status: 'rejected' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await settle();
    stop();
    expect(received.map((event) => event.status)).toEqual(['accepted']);
    // …and the rolled-back event is not in the replay either
    const replay = await events.since(shopA, '0');
    expect(replay.filter((event) => event.orderId === orderId).map((event) => event.status)).toEqual(['accepted']);
  });

  test('unsubscribe stops delivery; since(lastEventId) replays exactly what came after', async () => {
    const orderId = await newOrder(shopB);
    const received: OrderEvent[] = [];
    const stop = events.subscribe(shopB, (event) => received.push(event));
    const first = await events.publish(ctx.db, { shopId: shopB, orderId, type: 'order.created', status: 'pending' });
    await settle();
    stop();
    const second = await events.publish(ctx.db, { shopId: shopB, orderId, type: 'order.status', status: 'accepted' });
    const third = await events.publish(ctx.db, { shopId: shopB, orderId, type: 'order.status', status: 'completed' });
    await settle();
    expect(received.map((event) => event.id)).toEqual([first.id]);
    const missed = await events.since(shopB, first.id);
    expect(missed.map((event) => event.id)).toEqual([second.id, third.id]);
    expect(missed[1]).toEqual(third);
    expect(await events.since(shopB, 'not-a-number')).toHaveLength(
      (await events.since(shopB, '0')).length, // a malformed Last-Event-ID replays from the start
    );
  });

  test('a second listener on the same database (another replica) hears the same events', async () => {
    const replica = await createOrderEvents(ctx.db);
    try {
      const orderId = await newOrder(shopA);
      const here = collect(shopA, 1);
      const there = collect(shopA, 1, replica);
      const published = await events.publish(ctx.db, { shopId: shopA, orderId, type: 'order.created', status: 'pending' });
      expect((await here.done)[0]).toEqual(published);
      expect((await there.done)[0]).toEqual(published);
      here.stop();
      there.stop();
    } finally {
      await replica.close();
    }
  });

  test('announce (the intake, after its COMMIT): every replica hears a burst, oldest id first, exactly once', async () => {
    const replica = await createOrderEvents(ctx.db);
    try {
      const orderId = await newOrder(shopA);
      // rows committed without a NOTIFY, as the intake's store statement writes them
      const rows = await ctx.db.query<{ id: string; created_at: Date }>(
        `insert into order_events (shop_id, order_id, type, status)
         select $1, $2, 'order.created', 'pending' from generate_series(1, 3) returning id::text, created_at`,
        [shopA, orderId],
      );
      const written: OrderEvent[] = rows.map((row) => ({
        id: row.id,
        shopId: shopA,
        orderId,
        type: 'order.created',
        status: 'pending',
        createdAt: new Date(row.created_at).toISOString(),
      }));
      const here = collect(shopA, 3);
      const there = collect(shopA, 3, replica);
      // announced out of id order in one burst (commits finish in any order): delivered sorted
      for (const event of [written[2], written[0], written[1]]) if (event) events.announce(event);
      expect(await here.done).toEqual(written);
      expect(await there.done).toEqual(written);
      await settle();
      here.stop();
      there.stop();
      // nothing twice
      expect(await here.done).toHaveLength(3);
    } finally {
      await replica.close();
    }
  });

  test('an event committed with no NOTIFY at all (its process died before announcing) reaches every replica’s subscribers through the sweep, once', async () => {
    const replica = await createOrderEvents(ctx.db, { sweepMs: 50 });
    try {
      const orderId = await newOrder(shopB);
      // (a new subscriber may also get the shop's last seconds of events: streams replay and de-duplicate those)
      const received: string[] = [];
      const stop = replica.subscribe(shopB, (event) => received.push(event.id));
      const [row] = await ctx.db.query<{ id: string }>(
        `insert into order_events (shop_id, order_id, type, status) values ($1, $2, 'order.created', 'pending') returning id::text`,
        [shopB, orderId],
      );
      const deadline = Date.now() + 2000;
      while (!received.includes(row?.id ?? '') && Date.now() < deadline) await settle();
      await new Promise((resolve) => setTimeout(resolve, 200));
      stop();
      expect(received.filter((id) => id === row?.id)).toHaveLength(1);
      expect(new Set(received).size).toBe(received.length);
    } finally {
      await replica.close();
    }
  });

  test('settled(): an event is final once its transaction started 2 × EVENT_COMMIT_WITHIN_MS ago, not before', async () => {
    const orderId = await newOrder(shopB);
    const insert = (age: number) =>
      ctx.db.query<{ id: string }>(
        `insert into order_events (shop_id, order_id, type, status, created_at)
         values ($1, $2, 'order.status', 'accepted', now() - make_interval(secs => $3::int / 1000.0)) returning id::text`,
        [shopB, orderId, age],
      );
    const [old] = await insert(EVENT_COMMIT_WITHIN_MS * 2 + 1000);
    const [recent] = await insert(EVENT_COMMIT_WITHIN_MS * 2 - 1000);
    const fresh = await createOrderEvents(ctx.db);
    try {
      expect(fresh.settled()).toBe(BigInt(old?.id ?? '0'));
      expect(fresh.settled()).toBeLessThan(BigInt(recent?.id ?? '0'));
    } finally {
      await fresh.close();
    }
  });

  test('close() sends what was announced before it stops', async () => {
    const closing = await createOrderEvents(ctx.db);
    const orderId = await newOrder(shopB);
    const [row] = await ctx.db.query<{ id: string; created_at: Date }>(
      `insert into order_events (shop_id, order_id, type, status) values ($1, $2, 'order.created', 'pending')
       returning id::text, created_at`,
      [shopB, orderId],
    );
    const heard = collect(shopB, 1);
    closing.announce({
      id: row?.id ?? '',
      shopId: shopB,
      orderId,
      type: 'order.created',
      status: 'pending',
      createdAt: new Date(row?.created_at ?? 0).toISOString(),
    });
    await closing.close();
    expect((await heard.done).map((event) => event.id)).toEqual([row?.id]);
    heard.stop();
  });

  test('a listener that throws does not stop the others', async () => {
    const orderId = await newOrder(shopA);
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const stopBad = events.subscribe(shopA, () => {
      throw new Error('bad listener');
    });
    const good = collect(shopA, 1);
    await events.publish(ctx.db, { shopId: shopA, orderId, type: 'order.updated', status: 'pending' });
    expect((await good.done)[0]?.type).toBe('order.updated');
    stopBad();
    good.stop();
    spy.mockRestore();
  });

  test('an unknown shop id simply has no events', async () => {
    expect(await events.since(randomUUID(), '0')).toEqual([]);
  });
});
