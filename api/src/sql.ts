/** Small SQL-building helpers shared by the repositories. Values always travel as $n parameters. */

/** `%term%` for ILIKE, with the pattern characters in the user's text escaped (backslash is the default escape). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A normalised `sort` option (contracts `sortOption`): `key` or `-key` terms, most significant first. */
export type SortTerms = readonly string[];

/**
 * Turns a whitelisted `sort` option into an ORDER BY clause, one term per key in order. Only expressions from
 * `columns` ever reach the SQL text (unknown keys are skipped); the id tie-breaker keeps paging stable.
 */
export function orderBy<K extends string>(
  sort: SortTerms | undefined,
  columns: Record<K, string>,
  fallback: `${'' | '-'}${NoInfer<K>}`,
  tieBreaker = 'id',
): string {
  const terms = (sort?.length ? sort : [fallback])
    .map((term) => ({ expression: columns[term.replace(/^-/, '') as K], descending: term.startsWith('-') }))
    .filter((term) => term.expression !== undefined);
  if (terms.length === 0)
    terms.push({ expression: columns[fallback.replace(/^-/, '') as K], descending: fallback.startsWith('-') });
  const last = terms[terms.length - 1]?.descending ? 'desc' : 'asc';
  const clauses = terms.map((term) => `${term.expression} ${term.descending ? 'desc' : 'asc'}`);
  return `order by ${clauses.join(', ')}, ${tieBreaker} ${last}`;
}

/** timestamptz values come back as Date from both drivers; the API speaks ISO 8601 UTC. */
export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
