import { mkdtempSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTestPostgres, TEST_DATABASE_URL } from '../test/db';
import { loadMigrations, migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { queryAndCommit } from './tx';
import type { Db } from './types';

/**
 * The database seam, run against every implementation we have: PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set (CI). Each suite starts from an empty database and runs the real migrations.
 */
function dbContract(name: string, open: () => Promise<{ db: Db; close: () => Promise<void> }>) {
  describe(name, () => {
    let db: Db;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ db, close } = await open());
    });
    afterAll(async () => {
      await close();
    });

    test('migrations run on a fresh database, once', async () => {
      const applied = await migrate(db);
      expect(applied).toEqual(loadMigrations().map((migration) => migration.version));
      const tables = await db.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
      );
      expect(tables.map((table) => table.table_name)).toEqual(
        expect.arrayContaining([
          'users',
          'shops',
          'categories',
          'products',
          'option_sets',
          'orders',
          'order_line_items',
          'login_attempts',
          'schema_migrations',
          'app_meta',
        ]),
      );
      // second start: nothing to do
      expect(await migrate(db)).toEqual([]);
    });

    test('a migration edited after it was applied is refused', async () => {
      const [first] = loadMigrations();
      if (!first) throw new Error('no migrations');
      await expect(migrate(db, [{ ...first, sql: `${first.sql}\n-- edited`, checksum: 'different' }])).rejects.toThrow(
        /changed after it was applied/,
      );
    });

    test('two parallel transactions, one rolled back, leave exactly the committed row', async () => {
      await db.exec('create table tx_probe (id text primary key)');
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const tick = () => new Promise((resolve) => setImmediate(resolve));
      // Both yield to the event loop mid-transaction, so a driver that shares one session between
      // concurrent transactions would interleave them (the kysely-pglite bug in TOOLCHAIN.md).
      const committed = db.transaction(async (tx) => {
        await gate;
        await tx.query(`insert into tx_probe (id) values ('committed')`);
        await tick();
        return 'ok';
      });
      const rolledBack = db.transaction(async (tx) => {
        await tx.query(`insert into tx_probe (id) values ('rolled-back')`);
        await tick();
        throw new Error('boom');
      });
      // A query from outside either transaction must never see uncommitted rows.
      const outside = db.query<{ id: string }>('select id from tx_probe');
      release();
      await expect(committed).resolves.toBe('ok');
      await expect(rolledBack).rejects.toThrow('boom');
      expect((await outside).map((row) => row.id).filter((id) => id === 'rolled-back')).toEqual([]);
      const rows = await db.query<{ id: string }>('select id from tx_probe order by id');
      expect(rows).toEqual([{ id: 'committed' }]);
    });

    test('nested transactions are savepoints: an inner failure can be caught', async () => {
      await db.exec('create table tx_nested (id text primary key)');
      await db.transaction(async (tx) => {
        await tx.query(`insert into tx_nested values ('outer')`);
        await expect(
          tx.transaction(async (inner) => {
            await inner.query(`insert into tx_nested values ('inner')`);
            throw new Error('inner fails');
          }),
        ).rejects.toThrow('inner fails');
      });
      expect(await db.query('select id from tx_nested')).toEqual([{ id: 'outer' }]);
    });

    test('using the root handle inside its own transaction fails fast instead of deadlocking', async () => {
      await expect(db.transaction(async () => db.query('select 1'))).rejects.toThrow(/use the `tx` handle/);
      // and the database is still usable afterwards
      expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    });

    test('a transaction handle is dead once its transaction ended', async () => {
      let leaked: Db | undefined;
      await db.transaction(async (tx) => {
        leaked = tx;
      });
      await expect(leaked?.query('select 1')).rejects.toThrow(/already finished/);
    });

    test('aggregates cast in SQL come back as numbers, timestamptz as Date, jsonb parsed', async () => {
      const [row] = await db.query<{ n: number; at: Date; doc: unknown; list: string[] }>(
        `select count(*)::int as n, now() as at, $1::jsonb as doc, $2::text[] as list from tx_probe`,
        [JSON.stringify({ a: [1, 2] }), ['x', 'y']],
      );
      expect(row).toEqual({ n: 1, at: expect.any(Date), doc: { a: [1, 2] }, list: ['x', 'y'] });
    });

    test('the venue time zone is known to the database', async () => {
      const [row] = await db.query<{ hour: number }>(
        `select extract(hour from ('2024-06-01T00:00:00Z'::timestamptz at time zone 'Pacific/Auckland'))::int as hour`,
      );
      expect(row?.hour).toBe(12); // NZST is UTC+12 in June
    });
  });
}

dbContract('PGlite', async () => {
  const db = await openPglite();
  return { db, close: () => db.close() };
});

(TEST_DATABASE_URL ? describe : describe.skip)('PostgreSQL (TEST_DATABASE_URL)', () => {
  dbContract('pg.Pool', async () => {
    const { db, dropSchema } = await openTestPostgres();
    return { db, close: dropSchema };
  });

  test('statements a transaction sends together leave in one socket write: BEGIN with the first, the last with COMMIT', async () => {
    const { db, dropSchema } = await openTestPostgres();
    try {
      await db.query('select 1'); // the pool's connection is open before counting
      // every write to a socket goes through one of these two (Writable: several chunks buffered → _writev)
      const write = jest.spyOn(Socket.prototype, '_write');
      const writev = jest.spyOn(Socket.prototype, '_writev');
      try {
        const rows = await db.transaction(async (tx) => {
          const [a, b] = await Promise.all([tx.query<{ n: number }>('select 1 as n'), tx.query<{ n: number }>('select 2 as n')]);
          const [c] = await queryAndCommit<{ n: number }>(tx, 'select 3 as n');
          return [a[0]?.n, b[0]?.n, c?.n];
        });
        expect(rows).toEqual([1, 2, 3]);
        // BEGIN + both reads in one write, the last statement + COMMIT in a second (it was five writes)
        expect(write.mock.calls.length + writev.mock.calls.length).toBe(2);
      } finally {
        write.mockRestore();
        writev.mockRestore();
      }
      // and a failing statement still fails its transaction, which rolls back
      await expect(db.transaction((tx) => tx.query('select 1/0'))).rejects.toThrow(/division by zero/);
      expect(await db.query<{ n: number }>('select 4 as n')).toEqual([{ n: 4 }]);
    } finally {
      await dropSchema();
    }
  });
});

(TEST_DATABASE_URL ? test : test.skip)('a warm pool opens all its connections at once and keeps them idle', async () => {
  const db = await openPostgres({ connectionString: TEST_DATABASE_URL, max: 3, warm: true });
  try {
    expect(db.pool.totalCount).toBe(3);
    expect(db.pool.idleCount).toBe(3);
    // never closed for being idle (pg's default closes them after 10 s): the pool keeps its size
    expect((db.pool.options as { min?: number }).min).toBe(3);
    await Promise.all([db.query('select 1'), db.query('select 2'), db.query('select 3'), db.query('select 4')]);
    expect(db.pool.totalCount).toBe(3);
  } finally {
    await db.close();
  }
  // a pool not asked to be warm opens what its first query needs
  const cold = await openPostgres({ connectionString: TEST_DATABASE_URL, max: 3 });
  try {
    expect(cold.pool.totalCount).toBe(1);
  } finally {
    await cold.close();
  }
});

test('migration files must be named NNN_name.sql', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  writeFileSync(path.join(dir, 'initial.sql'), 'select 1');
  expect(() => loadMigrations(dir)).toThrow(/001_name\.sql/);
});
