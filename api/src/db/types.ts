/**
 * Our own small database seam. Two implementations (PGlite embedded, pg.Pool for a real server) run the
 * same SQL, so nothing above this file knows which one it is talking to.
 *
 * Rules for SQL written against it:
 * - cast aggregates (`count(*)::int`, `sum(x)::int`): pg returns int8/numeric as strings, PGlite as numbers;
 * - pass JSON as text (`JSON.stringify(v)` with `$1::jsonb`): pg would turn a JS array into a Postgres array;
 * - pass times as ISO strings or Dates; `timestamptz` columns come back as Date on both drivers;
 * - never select a bare `timestamp` (without time zone): the drivers disagree about its zone.
 */
export type DbKind = 'pglite' | 'postgres';

export interface Db {
  readonly kind: DbKind;
  /** One statement, `$1…$n` parameters, rows back. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migration scripts). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a transaction: COMMIT when it resolves, ROLLBACK when it throws. Use only `tx` inside `fn`.
   * Nested calls on `tx` become savepoints.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
