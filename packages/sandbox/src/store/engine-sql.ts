// The few pieces of SQL the two engines spell differently, each behind one function so the queries that use
// them are written once.
import { sql, type RawBuilder } from 'kysely';
import { engineOf } from './engine.js';
import type { Store } from './open-store.js';

/** SQLite has no booleans; everything else binds as parsed. */
const bindable = (value: unknown): unknown => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

/**
 * `column = ?`, or `column` in the elements of one array parameter (SQLite: a JSON array through json_each;
 * PostgreSQL: `= ANY` of an array): one SQL text whatever the list's length, so a caller varying it cannot fill
 * the statement cache.
 */
export function inList(db: Store, column: string, values: readonly unknown[]): RawBuilder<boolean> {
  const ref = sql.ref(column);
  if (values.length === 1) return sql<boolean>`${ref} = ${bindable(values[0])}`;
  const bound = values.map(bindable);
  return engineOf(db) === 'postgres'
    ? sql<boolean>`${ref} = ANY(${bound})`
    : sql<boolean>`${ref} IN (SELECT value FROM json_each(${JSON.stringify(bound)}))`;
}

/** A table read through one index: SQLite's planner is told (`INDEXED BY`); PostgreSQL's picks it unprompted. */
export function tableByIndex(db: Store, table: string, index: string): RawBuilder<unknown> {
  return engineOf(db) === 'postgres' ? sql.table(table) : sql`${sql.table(table)} INDEXED BY ${sql.id(index)}`;
}
