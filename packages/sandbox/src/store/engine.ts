// Which engine a query builder compiles for: the few places that differ ask here (store/engine-sql.ts, the
// migration steps written per engine).
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Tables } from './tables.js';

export type Engine = 'sqlite' | 'postgres';

/** The engine a store (or a transaction of it) runs on. */
export function engineOf(db: Kysely<Tables>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
