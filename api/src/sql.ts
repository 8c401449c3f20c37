/** Small SQL-building helpers shared by the repositories. Values always travel as $n parameters. */

/** `%term%` for ILIKE, with the pattern characters in the user's text escaped (backslash is the default escape). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Turns a whitelisted `sort` option (`key` or `-key`) into an ORDER BY clause. Only expressions from
 * `columns` ever reach the SQL text; the id tie-breaker keeps paging stable.
 */
export function orderBy<K extends string>(
  sort: string | undefined,
  columns: Record<K, string>,
  fallback: `${'' | '-'}${NoInfer<K>}`,
  tieBreaker = 'id',
): string {
  const wanted = sort ?? fallback;
  const descending = wanted.startsWith('-');
  const key = (descending ? wanted.slice(1) : wanted) as K;
  const expression = columns[key] ?? columns[(fallback.startsWith('-') ? fallback.slice(1) : fallback) as K];
  const direction = descending ? 'desc' : 'asc';
  return `order by ${expression} ${direction}, ${tieBreaker} ${direction}`;
}

/** timestamptz values come back as Date from both drivers; the API speaks ISO 8601 UTC. */
export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
