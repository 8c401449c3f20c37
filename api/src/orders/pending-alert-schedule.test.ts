import type { FastifyInstance } from 'fastify';
import type { MailAdapter, MailMessage } from '../adapters/mail';
import { buildApp } from '../app';
import type { Db } from '../db/types';
import { createShop, createUser, openTestDb, TEST_CONFIG } from '../test/app';
import { insertOrder } from '../test/orders';
import { createOrderEvents, type OrderEvents } from './events';
import { PENDING_ALERT_SWEEP_MS } from './pending-alert';

/**
 * The 5-minute pending-order e-mail as the app runs it: `buildApp` starts the sweep every 30 s with the
 * app's clock and stops it when the app closes. pending-alert.test.ts proves one sweep's rules; this file proves the
 * schedule. Only setInterval / clearInterval are faked, so the database answers for real while the test moves the
 * 30 s ticks (and the app's clock) by hand; nothing here waits 30 s.
 */
const T0 = Date.parse('2026-04-13T22:00:00.000Z');
const SECOND = 1000;

let db: Db;
let closeDb: () => Promise<void>;
let app: FastifyInstance | undefined;
let clock: number;
let sent: MailMessage[];
/** Every sweep's claiming UPDATE, as the app sent it to the database (one per tick that ran). */
let sweeps: Promise<unknown>[];
let onShop: string;
let offShop: string;

const mail = {
  name: 'test',
  async sendMail(message: MailMessage) {
    sent.push(message);
  },
} as unknown as MailAdapter;

/** The test database, with the sweep's claiming UPDATE noted as it is sent. */
function watched(inner: Db): Db {
  return {
    kind: inner.kind,
    query: <T>(sql: string, params?: readonly unknown[]) => {
      const answer = inner.query<T>(sql, params);
      if (/update orders o set pending_alert_sent_at/.test(sql)) sweeps.push(answer);
      return answer;
    },
    exec: (sql) => inner.exec(sql),
    transaction: (fn) => inner.transaction(fn),
    close: () => inner.close(),
  };
}

/** Moves the fake interval on by `ms`; when a sweep started, waits for it and for the mail it sends. */
async function advance(ms: number): Promise<number> {
  const before = sweeps.length;
  jest.advanceTimersByTime(ms);
  const started = sweeps.length - before;
  await Promise.all(sweeps.slice(before));
  // the mails go out after the UPDATE answers, in the promise jobs that follow; a real setImmediate runs after them
  await new Promise((resolve) => setImmediate(resolve));
  return started;
}

const orderAt = (shopId: string, at: number) =>
  insertOrder(db, {
    shopId,
    createdAt: new Date(at).toISOString(),
    status: 'pending',
    lines: [{ productId: null, productName: 'Flat White', quantity: 1, unitPrice: 550 }],
  });

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDb());
  const owner = await createUser(db);
  onShop = await createShop(db, owner.id, 'Alert Café', {
    notificationSettings: { newOrder: { email: true } },
    contact: { email: 'kitchen@alert.test' },
  } as never);
  offShop = await createShop(db, owner.id, 'Quiet Café', {
    notificationSettings: { newOrder: { email: false } },
    contact: { email: 'quiet@alert.test' },
  } as never);
});

beforeEach(async () => {
  await db.query('delete from order_line_items');
  await db.query('delete from orders');
  sent = [];
  sweeps = [];
  clock = T0;
  // only the interval: the database drivers' own timers and I/O stay real
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
    ],
  });
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await events?.close();
  events = undefined;
  jest.useRealTimers();
});

afterAll(() => closeDb());

let events: OrderEvents | undefined;

async function startApp(options: { pendingOrderAlerts?: boolean } = {}): Promise<FastifyInstance> {
  // the live-order events without their once-a-second sweep, so every interval counted here is the alert sweep's
  events = await createOrderEvents(db, { sweepMs: 0 });
  app = await buildApp({
    db: watched(db),
    orderEvents: events,
    config: TEST_CONFIG,
    mail,
    now: () => new Date(clock),
    // the report fold has its own minute interval; off, so every tick here is the sweep's
    rollupFolding: false,
    ...options,
  });
  await app.ready();
  return app;
}

test('the app mails an order left pending 5 minutes once, every 30 s looking, only while the shop’s setting is on; close stops it', async () => {
  const waiting = await orderAt(onShop, T0);
  const quiet = await orderAt(offShop, T0);
  const running = await startApp();

  // every 30 s, not before
  clock = T0 + 4 * 60 * SECOND + 30 * SECOND;
  expect(await advance(PENDING_ALERT_SWEEP_MS - 1)).toBe(0);
  expect(await advance(1)).toBe(1);
  expect(sent).toEqual([]); // 4:30 pending: not yet

  clock = T0 + 5 * 60 * SECOND;
  expect(await advance(PENDING_ALERT_SWEEP_MS)).toBe(1);
  const number = waiting.replace(/-/g, '').slice(-6).toUpperCase();
  expect(sent.map((message) => [message.to, message.subject])).toEqual([
    ['kitchen@alert.test', `New order #${number} is waiting — Alert Café`],
  ]);

  // once only, however many ticks follow; the shop with the setting off is never mailed
  for (let tick = 1; tick <= 3; tick += 1) {
    clock = T0 + 5 * 60 * SECOND + tick * 30 * SECOND;
    expect(await advance(PENDING_ALERT_SWEEP_MS)).toBe(1);
  }
  expect(sent).toHaveLength(1);

  // the setting is read on every tick: turned on, the quiet shop's waiting order goes out with the next one
  await db.query(
    `update shops set settings = jsonb_set(settings, '{notificationSettings,newOrder,email}', 'true'::jsonb) where id = $1`,
    [offShop],
  );
  clock += 30 * SECOND;
  expect(await advance(PENDING_ALERT_SWEEP_MS)).toBe(1);
  const quietNumber = quiet.replace(/-/g, '').slice(-6).toUpperCase();
  expect(sent.map((message) => message.subject)).toEqual([
    `New order #${number} is waiting — Alert Café`,
    `New order #${quietNumber} is waiting — Quiet Café`,
  ]);

  // closing the app clears the timer: no tick after it
  expect(jest.getTimerCount()).toBe(1);
  await running.close();
  app = undefined;
  expect(jest.getTimerCount()).toBe(0);
  await orderAt(onShop, clock - 10 * 60 * SECOND);
  clock += 10 * 60 * SECOND;
  expect(await advance(10 * PENDING_ALERT_SWEEP_MS)).toBe(0);
  expect(sent).toHaveLength(2);
});

test('an app built with the sweep turned off (the benches) starts no timer and mails nothing', async () => {
  await orderAt(onShop, T0);
  await startApp({ pendingOrderAlerts: false });
  expect(jest.getTimerCount()).toBe(0);
  clock = T0 + 10 * 60 * SECOND;
  expect(await advance(10 * PENDING_ALERT_SWEEP_MS)).toBe(0);
  expect(sent).toEqual([]);
});
