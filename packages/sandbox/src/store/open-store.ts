// Opens the sandbox database behind one query builder (Kysely): an SQLite file or `:memory:` through
// better-sqlite3 (the embedded default, sqlite-store.ts), or a PostgreSQL database named by a `postgres://` URL
// (postgres-store.ts). Every query of the sandbox is written once against `Store` and compiled for the engine;
// outstanding migrations are applied under a lock on open. A target that cannot be one (a missing folder, a file
// of another kind, a server that does not answer) is refused naming it; no folder is created.
import { openPostgres } from './postgres-store.js';
import { openSqlite } from './sqlite-store.js';
import type { Store } from './tables.js';

export { engineOf, type Engine } from './engine.js';
export type { Store } from './tables.js';

/** Whether `target` names a PostgreSQL database rather than an SQLite file. */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target);
}

export interface OpenOptions {
  /** Apply the outstanding migrations (default); false opens the database as it is (`migrate --dry-run`). */
  migrate?: boolean;
}

export async function openStore(target: string, { migrate: migrating = true }: OpenOptions = {}): Promise<Store> {
  return isPostgresUrl(target) ? openPostgres(target, migrating) : openSqlite(target, migrating);
}
