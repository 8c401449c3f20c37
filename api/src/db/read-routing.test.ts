import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { NO_CLIENT_LIMITS } from '../http/client-throttle';
import { createOrderEvents, type OrderEvents } from '../orders/events';
import { bearer, createShop, createUser, openTestDb, TEST_CONFIG } from '../test/app';
import { createReadRouting } from './read-routing';
import type { Db } from './types';

/**
 * READ_DATABASE_URL: report and dashboard queries read from the standby, everything else (and a shop's reads right
 * after a write in it) from the primary. Both "servers" here are the one test database behind two labelled handles,
 * so each query says which pool it went to.
 */

type Pool = 'primary' | 'standby';
const used: Pool[] = [];
function labelled(db: Db, pool: Pool, failing?: () => boolean): Db {
  return {
    kind: db.kind,
    query: (sql, params) => {
      used.push(pool);
      if (failing?.()) return Promise.reject(new Error('connection refused'));
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => {
      used.push(pool);
      return db.transaction(fn);
    },
    close: async () => {},
  };
}

let app: FastifyInstance;
let events: OrderEvents;
let closeDb: () => Promise<void>;
let clock = 1_000_000;
let standbyDown = false;
let token: string;
let shopId: string;
const WINDOW = 10_000;

beforeAll(async () => {
  const { db, close } = await openTestDb();
  closeDb = close;
  // on the real database: the labelled handles below are test doubles, which LISTEN nothing
  events = await createOrderEvents(db);
  app = await buildApp({
    orderEvents: events,
    db: labelled(db, 'primary'),
    readDb: labelled(db, 'standby', () => standbyDown),
    readRouting: { now: () => clock, windowMs: WINDOW },
    config: TEST_CONFIG,
    clientLimits: NO_CLIENT_LIMITS,
    pendingOrderAlerts: false,
    rollupFolding: false,
  });
  await app.ready();
  const owner = await createUser(db);
  token = owner.token;
  shopId = await createShop(db, owner.id);
});

afterAll(async () => {
  await app.close();
  await events.close();
  await closeDb();
});

const range = 'start=2026-09-01T00:00:00.000Z&end=2026-09-30T00:00:00.000Z';
/** The pools one request used, in order. */
async function poolsOf(method: 'GET' | 'PUT', url: string, payload?: object): Promise<{ status: number; pools: Pool[] }> {
  used.length = 0;
  const res = await app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, pools: [...used] };
}
const report = () => poolsOf('GET', `/api/shops/${shopId}/sales-per-hour-report?${range}`);

test('a report reads on the standby (the shop check before it on the primary); other reads never touch it', async () => {
  // a replica's first report of a shop counts as just written: its event subscription starts now
  expect((await report()).pools).not.toContain('standby');
  clock += WINDOW;
  const { status, pools } = await report();
  expect(status).toBe(200);
  expect(pools.filter((pool) => pool === 'standby').length).toBeGreaterThan(0);
  // the token and shop checks (permissions) stay on the primary
  expect(pools[0]).toBe('primary');
  const orders = await poolsOf('GET', `/api/shops/${shopId}`);
  expect(orders.status).toBe(200);
  expect(orders.pools).not.toContain('standby');
});

test('right after a write in the shop its reports read the primary, until the window has passed', async () => {
  clock += WINDOW;
  const write = await poolsOf('PUT', `/api/shops/${shopId}`, { shopInfo: { loyalty: { enabled: false } } });
  expect(write.status).toBe(200);
  expect(write.pools).not.toContain('standby');
  expect((await report()).pools).not.toContain('standby');
  clock += WINDOW - 1;
  expect((await report()).pools).not.toContain('standby');
  clock += 1;
  expect((await report()).pools).toContain('standby');
});

test('an order event of the shop (from any replica, through LISTEN/NOTIFY) sends its reports to the primary', async () => {
  clock += WINDOW;
  expect((await report()).pools).toContain('standby');
  app.orderEvents.announce({
    id: '1',
    shopId,
    orderId: '00000000-0000-0000-0000-000000000001',
    type: 'order.status',
    status: 'accepted',
    createdAt: new Date().toISOString(),
  });
  const deadline = Date.now() + 5000;
  let pools = (await report()).pools;
  while (pools.includes('standby') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    pools = (await report()).pools;
  }
  expect(pools).not.toContain('standby');
});

test('a standby that cannot answer: the report is read again on the primary and still answers', async () => {
  clock += WINDOW;
  standbyDown = true;
  try {
    const { status, pools } = await report();
    expect(status).toBe(200);
    expect(pools).toContain('standby');
    expect(pools.at(-1)).toBe('primary');
  } finally {
    standbyDown = false;
  }
});

test('without READ_DATABASE_URL every report query goes to the primary', () => {
  used.length = 0;
  const primary = labelled({ kind: 'postgres', query: async () => [] } as unknown as Db, 'primary');
  const reads = createReadRouting({ primary, standby: null });
  reads.wrote('shop');
  reads.forShop('any').query('select 1');
  reads.forShop('shop').query('select 1');
  expect(used).toEqual(['primary', 'primary']);
});

test('READ_DATABASE_URL: unset or empty is none; without DATABASE_URL it is refused', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/backoffice-read-routing-test/pglite' };
  expect(loadConfig(base).readDatabaseUrl).toBeNull();
  expect(loadConfig({ ...base, DATABASE_URL: 'postgres://p/x', READ_DATABASE_URL: '' }).readDatabaseUrl).toBeNull();
  expect(loadConfig({ ...base, DATABASE_URL: 'postgres://p/x', READ_DATABASE_URL: 'postgres://s/x' }).readDatabaseUrl).toBe(
    'postgres://s/x',
  );
  expect(() => loadConfig({ ...base, READ_DATABASE_URL: 'postgres://s/x' })).toThrow(/DATABASE_URL/);
});
