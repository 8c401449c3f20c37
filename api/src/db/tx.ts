import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, DbKind } from './types';

/**
 * Which root Db the current async call chain is inside a transaction of. Calling the root Db from inside
 * its own transaction is always a bug: on PGlite it deadlocks (the root waits for the transaction to end),
 * on pg it silently runs outside the transaction. We turn both into an immediate, explained error.
 */
const insideTransactionOf = new AsyncLocalStorage<Db>();

export function assertNotInsideOwnTransaction(root: Db): void {
  if (insideTransactionOf.getStore() === root) {
    throw new Error('Db.query() on the root handle inside db.transaction(); use the `tx` handle passed to the callback');
  }
}

export function runMarkedAsInside<T>(root: Db, fn: () => Promise<T>): Promise<T> {
  return insideTransactionOf.run(root, fn);
}

interface Runner {
  query(sql: string, params?: readonly unknown[]): Promise<Record<string, unknown>[]>;
  exec(sql: string): Promise<void>;
  /** The statement and COMMIT written together (PostgreSQL); absent: the transaction commits when its function ends. */
  queryAndCommit?(sql: string, params?: readonly unknown[]): Promise<Record<string, unknown>[]>;
}

/** A transaction-scoped handle. It refuses work once its transaction has ended. */
export class TxHandle implements Db {
  private ended = false;

  constructor(
    readonly kind: DbKind,
    private readonly runner: Runner,
    private readonly depth = 0,
  ) {}

  end(): void {
    this.ended = true;
  }

  private check(): void {
    if (this.ended) throw new Error('This transaction has already finished; its handle cannot be used any more');
  }

  async query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    this.check();
    return (await this.runner.query(sql, params)) as T[];
  }

  async exec(sql: string): Promise<void> {
    this.check();
    await this.runner.exec(sql);
  }

  /** See `queryAndCommit` below. The handle is finished afterwards, whatever the outcome. */
  async queryAndCommit<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    this.check();
    // a savepoint cannot commit the transaction around it: its statement is an ordinary one
    const last = this.depth === 0 ? this.runner.queryAndCommit : undefined;
    try {
      return (await (last ? last(sql, params) : this.runner.query(sql, params))) as T[];
    } finally {
      this.end();
    }
  }

  /** Nested transaction = savepoint, so an inner failure can be caught without losing the outer work. */
  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    this.check();
    const savepoint = `sp_${this.depth + 1}`;
    await this.runner.query(`SAVEPOINT ${savepoint}`);
    const inner = new TxHandle(this.kind, this.runner, this.depth + 1);
    try {
      const result = await fn(inner);
      await this.runner.query(`RELEASE SAVEPOINT ${savepoint}`);
      return result;
    } catch (error) {
      await this.runner.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
      throw error;
    } finally {
      inner.end();
    }
  }

  async close(): Promise<void> {
    throw new Error('close() belongs to the root Db, not to a transaction handle');
  }
}

/**
 * A transaction's LAST statement, sent together with COMMIT on PostgreSQL: one round trip less, and the row locks the
 * statement takes are released the moment it ends on the server, not after its answer has reached this process and
 * a COMMIT has come back (on a busy API that gap is what other orders waited for). Rules: nothing may run on `tx`
 * afterwards (it throws), and a statement whose outcome must not be kept must fail (raise) rather than answer a
 * row that says so — once it succeeds, its work is committed. On PGlite, a savepoint, or a Db that is not a
 * transaction handle, it is an ordinary statement and the transaction commits when its function returns.
 */
export function queryAndCommit<T = Record<string, unknown>>(tx: Db, sql: string, params?: readonly unknown[]): Promise<T[]> {
  return tx instanceof TxHandle ? tx.queryAndCommit<T>(sql, params) : tx.query<T>(sql, params);
}
