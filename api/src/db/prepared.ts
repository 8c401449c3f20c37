/**
 * Named prepared statements for the hottest queries (intake speed). PostgreSQL parses, analyses and plans
 * an unnamed statement on every call; for the intake's two large CTEs that was about half of the server's CPU per
 * order. A statement declared here is parsed once per pooled connection and then only bound and executed (and after
 * five executions PostgreSQL may keep one generic plan for it).
 *
 * Use: `const SQL = preparedSql('intake_store', \`…\`)`, then `db.query(SQL, params)` as usual: `PostgresDb` looks the
 * text up here and sends it by name; PGlite ignores names. Rules for a prepared text:
 * - its result columns must not depend on `*` over a table (`select o.*`, a final `returning *`): a column added by a
 *   migration while a replica runs changes `*`, and PostgreSQL then refuses the cached statement ("cached plan must
 *   not change result type") on every connection that prepared it;
 * - one name per text and one text per name (a programming error otherwise, thrown at load).
 */
const nameByText = new Map<string, string>();
const textByName = new Map<string, string>();

export function preparedSql(name: string, text: string): string {
  const known = textByName.get(name);
  if (known !== undefined && known !== text) throw new Error(`prepared statement ${name} is declared with two texts`);
  const named = nameByText.get(text);
  if (named !== undefined && named !== name) throw new Error(`one text is declared as ${named} and ${name}`);
  textByName.set(name, text);
  nameByText.set(text, name);
  return text;
}

/** The name a query text was declared with (null: an ordinary, unnamed statement). */
export function statementName(text: string): string | null {
  return nameByText.get(text) ?? null;
}
