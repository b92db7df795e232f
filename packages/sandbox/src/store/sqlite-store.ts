// The embedded store: an SQLite file or `:memory:` through better-sqlite3, in WAL mode with every commit synced,
// its transactions taking the write lock at BEGIN, and its statements cached (sqlite-statement-cache.ts) and planned
// once (sqlite-plan-stable.ts).
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteAdapter, SqliteDialect, SqliteDriver, type DatabaseConnection } from 'kysely';
import { StoreOpenError } from '../core/start-error.js';
import { migrate, MigrationStepError } from './migrate.js';
import { PlanStableQueryCompiler } from './sqlite-plan-stable.js';
import { cacheStatements, statementCacheUseOf, type StatementCacheUse } from './sqlite-statement-cache.js';
import type { Store, Tables } from './tables.js';

function checkFolder(path: string): void {
  const folder = dirname(path);
  let isFolder: boolean;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch {
    throw new StoreOpenError(path, `the folder ${folder} does not exist; create it or choose another path`);
  }
  if (!isFolder) throw new StoreOpenError(path, `${folder} is not a folder`);
}

const sqliteOf = new WeakMap<Store, Database.Database>();

/** The better-sqlite3 handle under an SQLite store (its statement cache, a test's direct look). */
export function sqliteDatabase(store: Store): Database.Database | undefined {
  return sqliteOf.get(store);
}

/** Every sandbox transaction writes: SQLite takes the write lock at BEGIN, so two writers never deadlock upgrading. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SQLite runs DDL in transactions: said so, Kysely's Migrator applies the steps in one (BEGIN IMMEDIATE: its lock). */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly database: Database.Database) {
    super({ database });
  }
  override createDriver() {
    return new ImmediateSqliteDriver({ database: this.database });
  }
  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
  override createQueryCompiler() {
    return new PlanStableQueryCompiler();
  }
}

/**
 * A new in-memory SQLite store holding a copy of `image`, what `sqliteImage` took of another one (better-sqlite3's
 * serialize): the database the other held, without its seeding cost.
 */
export function openSqliteImage(image: Buffer): Promise<Store> {
  return openSqlite(':memory:', true, image);
}

/** The whole content of an SQLite store, committed, as one buffer `openSqliteImage` opens again. */
export function sqliteImage(store: Store): Buffer {
  const db = sqliteOf.get(store);
  if (db === undefined) throw new Error('sqliteImage: the store is not an SQLite database');
  return db.serialize();
}

/** The migrated schema of an empty in-memory database, made once per process (see openSqlite). */
let migratedSchema: Promise<Buffer> | undefined;

function migratedSchemaImage(): Promise<Buffer> {
  if (migratedSchema === undefined) {
    const made = openDatabase(':memory:', true).then(async (store) => {
      try {
        return sqliteImage(store);
      } finally {
        await store.destroy();
      }
    });
    // A failed migration is not kept: the next open tries again and reports its own error.
    made.catch(() => {
      if (migratedSchema === made) migratedSchema = undefined;
    });
    migratedSchema = made;
  }
  return migratedSchema;
}

/**
 * A new in-memory database starts from a copy of the schema the first one of this process was migrated to: the
 * steps are deterministic and an empty database holds only what they made, so a process runs them once.
 */
export async function openSqlite(path: string, migrating: boolean, image?: Buffer): Promise<Store> {
  const fresh = path === ':memory:' && migrating && image === undefined;
  return openDatabase(path, migrating, fresh ? await migratedSchemaImage() : image);
}

async function openDatabase(path: string, migrating: boolean, image?: Buffer): Promise<Store> {
  let db: Database.Database | undefined;
  let store: Store | undefined;
  try {
    if (path !== ':memory:') checkFolder(path);
    db = new Database(image ?? path);
    prepareSqlite(db);
    store = new Kysely<Tables>({ dialect: new ImmediateSqliteDialect(db) });
    if (migrating) await migrate(store);
  } catch (error) {
    if (store !== undefined) await store.destroy();
    else db?.close();
    const reason =
      error instanceof MigrationStepError
        ? error.message
        : error instanceof Database.SqliteError
          ? `${error.message} (${error.code})`
          : undefined;
    if (reason === undefined) throw error;
    throw new StoreOpenError(path, `${reason}; give the path of a sandbox database or of a new file`);
  }
  cacheStatements(db);
  sqliteOf.set(store, db);
  return store;
}

function prepareSqlite(db: Database.Database): void {
  db.pragma('journal_mode = WAL');
  // WAL alone survives `kill -9`; FULL also fsyncs each commit before the response leaves, so not even an OS
  // crash or power loss takes back a write the client saw acknowledged.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // 64 MiB page cache: seeding 100,000 transactions writes several random-keyed indexes.
  db.pragma('cache_size = -65536');
}

/** What the statement cache of an SQLite store holds now. */
export function statementCacheUse(store: Store): StatementCacheUse {
  return statementCacheUseOf(sqliteOf.get(store));
}
