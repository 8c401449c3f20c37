import type { Writable } from 'node:stream';
import pg from 'pg';
import { statementName } from './prepared';
import { assertNotInsideOwnTransaction, runMarkedAsInside, TxHandle } from './tx';
import type { Db } from './types';

/** A statement as pg takes it: by name when it was declared with `preparedSql` (parsed once per connection). */
function statement(sql: string, params: readonly unknown[]): pg.QueryConfig {
  const name = statementName(sql);
  return name ? { name, text: sql, values: [...params] } : { text: sql, values: [...params] };
}

/**
 * Holds what `client` writes to the server until the current turn of the event loop has run (Node's cork/uncork on
 * nextTick idiom), so the statements a transaction sends together — BEGIN with its first statement, a statement with
 * COMMIT, parallel reads — leave in ONE write to the socket instead of one each. Each write is a system call, and on
 * a loopback connection it also does the kernel's delivery to the server: in the soak's API profile these writes
 * were the largest single cost (17 % of the API's CPU). Nothing waits longer: the data leaves before the process
 * goes back to the event loop, where it would first wait for I/O anyway.
 */
function corkUntilNextTick(client: pg.PoolClient): void {
  const stream = (client as unknown as { connection?: { stream?: Writable } }).connection?.stream;
  // pg corks and uncorks around each statement itself; a count above 0 here is ours, already due to be released
  if (!stream || typeof stream.cork !== 'function' || stream.writableCorked > 0) return;
  stream.cork();
  process.nextTick(() => stream.uncork());
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

  /**
   * BEGIN is not waited for: the pool's connections are pipelined (openPostgres), so BEGIN goes out with the
   * transaction's first statement in one round trip. Each statement's answer still waits for BEGIN's, so a failed
   * BEGIN fails the transaction. A transaction that ends with `queryAndCommit` (tx.ts) has sent COMMIT already.
   */
  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    assertNotInsideOwnTransaction(this);
    const client = await this.pool.connect();
    corkUntilNextTick(client);
    const begun = client.query('BEGIN');
    // observed by every statement below (and at the end); never an unhandled rejection
    begun.catch(() => {});
    const run = async (sent: Promise<pg.QueryResult>): Promise<pg.QueryResult> => (await Promise.all([begun, sent]))[1];
    let commitSent = false;
    const handle = new TxHandle('postgres', {
      query: async (sql, params = []) => {
        corkUntilNextTick(client);
        return (await run(client.query(statement(sql, params)))).rows as Record<string, unknown>[];
      },
      exec: async (sql) => {
        corkUntilNextTick(client);
        await run(client.query(sql));
      },
      queryAndCommit: async (sql, params = []) => {
        commitSent = true;
        corkUntilNextTick(client);
        // written together: the server runs COMMIT (or, after a failed statement, rolls back) without waiting for us
        const [began, last, commit] = await Promise.allSettled([
          begun,
          client.query(statement(sql, params)),
          client.query('COMMIT'),
        ]);
        if (began.status === 'rejected') throw began.reason;
        if (last.status === 'rejected') throw last.reason;
        if (commit.status === 'rejected') throw commit.reason;
        // COMMIT of a transaction that failed answers ROLLBACK without an error
        if (commit.value.command !== 'COMMIT') throw new Error(`the transaction ended with ${commit.value.command}, not COMMIT`);
        return last.value.rows as Record<string, unknown>[];
      },
    });
    let broken: Error | undefined;
    try {
      const result = await runMarkedAsInside(this, () => fn(handle));
      if (!commitSent) {
        corkUntilNextTick(client);
        await run(client.query('COMMIT'));
      }
      return result;
    } catch (error) {
      // after queryAndCommit the transaction has ended either way (committed, or rolled back by the server)
      if (!commitSent) {
        try {
          await begun.catch(() => {});
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // A client that cannot roll back is in an unknown state: destroy it rather than return it to the pool.
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
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
  /**
   * Open all `max` connections now and keep them (the API's own pool; tests and benches leave it off). A connection
   * opened under load costs its request a server process start, an empty catalog cache and every prepared statement
   * parsed again: in `pnpm soak` the pool opened 17 connections within the round's first second, the slowest answers
   * of the round. pg's default also closes a connection idle for 10 s, so a venue's first order after a quiet spell
   * paid the same again.
   */
  warm?: boolean;
}

export async function openPostgres(options: OpenPostgresOptions): Promise<PostgresDb> {
  const max = options.max ?? 10;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max,
    // a warm pool never shrinks below its size: pg closes idle connections above `min` only
    ...(options.warm ? { min: max } : {}),
    // a statement is written without waiting for the previous one's answer (pg's pipeline mode): BEGIN travels with
    // a transaction's first statement, COMMIT with its last (queryAndCommit), and a caller may send several at once
    pipeline: true,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const db = new PostgresDb(pool);
  await db.query('select 1'); // fail fast on a bad DATABASE_URL
  if (options.warm) {
    // connect() hands out an idle connection when there is one: holding each until all are open makes `max` of them
    const clients = await Promise.all(Array.from({ length: max }, () => pool.connect()));
    for (const client of clients) client.release();
  }
  return db;
}
