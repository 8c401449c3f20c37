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
