import type { Db } from './types';

/** Element type of the array parameter a column's values travel in. */
type ArrayType = 'text' | 'int' | 'bool';

export interface BulkColumn {
  name: string;
  type: ArrayType;
  /** SQL applied to the unnested value `v`, e.g. `v::jsonb`, `v::timestamptz`, `string_to_array(v, ',')`. */
  expr?: (v: string) => string;
}

export const jsonbColumn = (name: string): BulkColumn => ({ name, type: 'text', expr: (v) => `${v}::jsonb` });
export const timestamptzColumn = (name: string): BulkColumn => ({ name, type: 'text', expr: (v) => `${v}::timestamptz` });
/** A text[] column, sent as comma-joined text (values must not contain commas). */
export const textArrayColumn = (name: string): BulkColumn => ({
  name,
  type: 'text',
  expr: (v) => `coalesce(string_to_array(${v}, ','), '{}')`,
});

/**
 * Many rows in one statement: one array parameter per column, `INSERT … SELECT … FROM unnest(…)`. The SQL
 * text does not grow with the row count, and the same statement works on PGlite and pg. Rows are chunked
 * to keep each message a sensible size.
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: BulkColumn[],
  rows: unknown[][],
  chunkSize = 5000,
): Promise<void> {
  if (rows.length === 0) return;
  const aliases = columns.map((_, index) => `c${index}`);
  const selectList = columns
    .map((column, index) => (column.expr ? column.expr(`r.${aliases[index]}`) : `r.${aliases[index]}`))
    .join(', ');
  const unnestArgs = columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ');
  const sql = `insert into ${table} (${columns.map((column) => column.name).join(', ')})
    select ${selectList} from unnest(${unnestArgs}) as r(${aliases.join(', ')})`;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const params = columns.map((_, columnIndex) => chunk.map((row) => row[columnIndex] ?? null));
    await db.query(sql, params);
  }
}
