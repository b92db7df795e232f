// PostgreSQL parses and plans an unnamed statement on every execution; for the sandbox's short indexed reads that
// costs more than running them. Each statement with parameters gets a name from its SQL text, so each pooled
// connection prepares it once and then only binds and runs it. The texts are few (listing queries vary only with
// the filters present, never with a list's length); the names are bounded all the same, and texts past the bound
// run unnamed as before. A statement prepared this way (not by SQL's PREPARE) follows a table another release's
// migration changed: PostgreSQL plans it again, with the new columns.
import type pg from 'pg';

/** Distinct statement texts given a name, per process (each connection prepares at most these). */
export const PREPARED_STATEMENT_BOUND = 200;

export function prepareStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    if (names.has(text) || names.size >= PREPARED_STATEMENT_BOUND) return names.get(text);
    const name = `ausd_${names.size}`;
    names.set(text, name);
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
    client.query = ((text: unknown, values?: unknown[]) => {
      const name = typeof text === 'string' && values !== undefined && values.length > 0 ? nameOf(text) : undefined;
      if (name === undefined) return query(text, values);
      return query({ name, text, values });
    }) as typeof client.query;
  });
}
