import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { assertNotInsideOwnTransaction, runMarkedAsInside, TxHandle } from './tx';
import type { Db } from './types';

/**
 * Embedded PostgreSQL (WASM). One instance serves the whole process: PGlite has a single connection and
 * runs one thing at a time. Its `query()` waits on the same lock as its `transaction()`, so a query from
 * outside a running transaction queues until that transaction ends and can never see or join its work.
 */
export class PgliteDb implements Db {
  readonly kind = 'pglite' as const;

  constructor(readonly pg: PGlite) {}

  async query<T = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    assertNotInsideOwnTransaction(this);
    const result = await this.pg.query<T>(sql, [...params]);
    return result.rows;
  }

  async exec(sql: string): Promise<void> {
    assertNotInsideOwnTransaction(this);
    await this.pg.exec(sql);
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    assertNotInsideOwnTransaction(this);
    return this.pg.transaction(async (ptx) => {
      const handle = new TxHandle('pglite', {
        query: async (sql, params = []) => (await ptx.query<Record<string, unknown>>(sql, [...params])).rows,
        exec: async (sql) => {
          await ptx.exec(sql);
        },
      });
      try {
        return await runMarkedAsInside(this, () => fn(handle));
      } finally {
        handle.end();
      }
    });
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}

export interface OpenPgliteOptions {
  /** Folder for the data files; omit for an in-memory database (tests). */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests: skips the slow initdb). */
  loadDataDir?: Blob;
}

export async function openPglite(options: OpenPgliteOptions = {}): Promise<PgliteDb> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pg = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return new PgliteDb(pg);
}
