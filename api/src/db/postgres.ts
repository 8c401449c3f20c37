import pg from 'pg';
import { statementName } from './prepared';
import { assertNotInsideOwnTransaction, runMarkedAsInside, TxHandle } from './tx';
import type { Db } from './types';

/** A statement as pg takes it: by name when it was declared with `preparedSql` (parsed once per connection). */
function statement(sql: string, params: readonly unknown[]): pg.QueryConfig {
  const name = statementName(sql);
  return name ? { name, text: sql, values: [...params] } : { text: sql, values: [...params] };
}

/** A real PostgreSQL server through a pg.Pool. A transaction holds one pooled client from BEGIN to COMMIT. */
export class PostgresDb implements Db {
  readonly kind = 'postgres' as const;

  constructor(readonly pool: pg.Pool) {
    // An idle client can die (server restart, network); without a listener that error would crash the process.
    pool.on('error', (error) => {
      console.error('[db] idle PostgreSQL client error:', error.message);
    });
  }

  async query<T = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    assertNotInsideOwnTransaction(this);
    const result = await this.pool.query(statement(sql, params));
    return result.rows as T[];
  }

  async exec(sql: string): Promise<void> {
    assertNotInsideOwnTransaction(this);
    // Without parameters pg uses the simple protocol, which accepts several statements.
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    assertNotInsideOwnTransaction(this);
    const client = await this.pool.connect();
    const handle = new TxHandle('postgres', {
      query: async (sql, params = []) => (await client.query(statement(sql, params))).rows as Record<string, unknown>[],
      exec: async (sql) => {
        await client.query(sql);
      },
    });
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await runMarkedAsInside(this, () => fn(handle));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackError) {
        // A client that cannot roll back is in an unknown state: destroy it rather than return it to the pool.
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      }
      throw error;
    } finally {
      handle.end();
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export interface OpenPostgresOptions {
  connectionString: string;
  /** Tests run in a throwaway schema so parallel runs on one server do not collide. */
  searchPath?: string;
  max?: number;
}

export async function openPostgres(options: OpenPostgresOptions): Promise<PostgresDb> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const db = new PostgresDb(pool);
  await db.query('select 1'); // fail fast on a bad DATABASE_URL
  return db;
}
