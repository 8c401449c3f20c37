import { buildApp } from '../app';
import { PostgresDb } from '../db/postgres';
import type { Db } from '../db/types';
import { seedDemoDataOnce } from '../seed/seed';
import { openTestDb, TEST_CONFIG } from '../test/app';
import { tableSnapshot } from '../test/route-world';
import { listenWarmedUp, type WarmUpReport } from './warm-up';

/**
 * The start-up warm-up (http/warm-up.ts): main.ts and the soak start the API with `listenWarmedUp`, which runs the
 * warm-up after the app is ready and before it listens. Proven here on the demo data: no socket is listening while
 * the warm-up runs, it runs the back-office's routes (reads answered 200, writes stopped before writing) and changes
 * no table, and it is bounded — a database that stops answering delays the start by the budget and a second at most.
 */

const NOW = new Date('2026-11-24T11:00:00+13:00');

let db: Db;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDb());
  await seedDemoDataOnce(db, { now: NOW });
});
afterAll(() => closeDb());

async function appOn(database: Db) {
  return buildApp({
    db: database,
    config: { ...TEST_CONFIG, production: true },
    now: () => NOW,
    pendingOrderAlerts: false,
    rollupFolding: false,
  });
}

test('runs the routes before the server listens, within its budget, and changes nothing', async () => {
  const app = await appOn(db);
  try {
    const before = await tableSnapshot(db);
    const lines: { line: string; listening: boolean }[] = [];
    const started = Date.now();
    const { address, warmedUp } = await listenWarmedUp(
      app,
      { db, jwtSecret: TEST_CONFIG.jwtSecret },
      { host: '127.0.0.1', port: 0 },
      { budgetMs: 1500, now: () => NOW, log: (line) => lines.push({ line, listening: app.server.listening }) },
    );
    const took = Date.now() - started;
    // the report came before the socket was bound: nothing could reach a cold process
    expect(lines).toEqual([{ line: expect.stringMatching(/^\[api\] warmed up in \d+ ms/), listening: false }]);
    expect(app.server.listening).toBe(true);
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
    // every pooled connection (the test pool's 5 on PostgreSQL; PGlite has one)
    const pool = db instanceof PostgresDb ? db.pool.options.max : 1;
    expect(warmedUp).toMatchObject<Partial<WarmUpReport>>({ complete: true, connections: pool });
    expect(warmedUp.rounds).toBeGreaterThanOrEqual(1);
    // the reads answered for real; the writes stopped where they write nothing; nothing failed
    expect(warmedUp.statuses[200]).toBeGreaterThanOrEqual(5 * warmedUp.rounds);
    expect(warmedUp.statuses[404]).toBeGreaterThanOrEqual(3 * warmedUp.rounds);
    expect(Object.keys(warmedUp.statuses).filter((status) => Number(status) >= 500)).toEqual([]);
    expect(Object.keys(warmedUp.statuses).filter((status) => status === '401' || status === '403')).toEqual([]);
    expect(took).toBeLessThan(1500 + 1000 + 2000);
    expect(await tableSnapshot(db)).toEqual(before);
  } finally {
    await app.close();
  }
});

test('a database that stops answering delays the start by the budget and the grace second, no more', async () => {
  let stalled = false;
  const never = new Promise<never>(() => {});
  // the same database, until the warm-up has begun: then every statement waits forever
  const stalling: Db = {
    kind: db.kind,
    query: (sql, params) => (stalled ? never : db.query(sql, params)),
    exec: (sql) => (stalled ? never : db.exec(sql)),
    transaction: (fn) => (stalled ? never : db.transaction(fn)),
    close: async () => {},
  };
  const app = await appOn(stalling);
  try {
    await app.ready();
    stalled = true;
    const lines: string[] = [];
    const started = Date.now();
    const { warmedUp } = await listenWarmedUp(
      app,
      { db: stalling, jwtSecret: TEST_CONFIG.jwtSecret },
      { host: '127.0.0.1', port: 0 },
      { budgetMs: 300, log: (line) => lines.push(line) },
    );
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(1300 - 50);
    expect(took).toBeLessThan(1300 + 1000);
    expect(warmedUp.complete).toBe(false);
    expect(lines[0]).toBe('[api] warm-up cut off at its time limit');
    expect(app.server.listening).toBe(true);
  } finally {
    stalled = false;
    await app.close();
  }
});
