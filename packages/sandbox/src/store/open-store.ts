// Opens the sandbox database behind one query builder (Kysely): an SQLite file or `:memory:` through
// better-sqlite3 (the embedded default), or a PostgreSQL database named by a `postgres://` URL. Every query of the
// sandbox is written once against `Store` and compiled for the engine; outstanding migrations are applied under a
// lock on open. A target that cannot be one (a missing folder, a file of another kind, a server that does not
// answer) is refused naming it; no folder is created.
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
} from 'kysely';
import pg from 'pg';
import { StoreOpenError } from '../start-error.js';
import { migrate } from './migrate.js';
import { prepareStatements } from './prepared-statements.js';
import type { Tables } from './tables.js';

export { engineOf, type Engine } from './engine.js';

/** The database as every query sees it; inside a transaction, the transaction (see store/transaction.ts). */
export type Store = Kysely<Tables>;

/** Whether `target` names a PostgreSQL database rather than an SQLite file. */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target);
}

/** The URL without its password, for messages and logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/:[^:@/]*@/, ':***@');
  }
}

export interface OpenOptions {
  /** Apply the outstanding migrations (default); false opens the database as it is (`migrate --dry-run`). */
  migrate?: boolean;
}

export async function openStore(target: string, { migrate: migrating = true }: OpenOptions = {}): Promise<Store> {
  return isPostgresUrl(target) ? openPostgres(target, migrating) : openSqlite(target, migrating);
}

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

async function openSqlite(path: string, migrating: boolean, image?: Buffer): Promise<Store> {
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
    if (!(error instanceof Database.SqliteError)) throw error;
    throw new StoreOpenError(
      path,
      `${error.message} (${error.code}); give the path of a sandbox database or of a new file`,
    );
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

/** Connections each process keeps to PostgreSQL: requests beyond it wait for a free one. */
export const POSTGRES_POOL_SIZE = 10;

async function openPostgres(url: string, migrating: boolean): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE, connectionTimeoutMillis: 10_000 });
  // An idle connection the server drops (a restart, a failover) is replaced on next use, never a crash.
  pool.on('error', () => {});
  prepareStatements(pool);
  const store = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  let collation: string | undefined;
  try {
    collation = await collationNotByBytes(store);
    if (collation === undefined && migrating) await migrate(store);
  } catch (error) {
    await store.destroy();
    const reason = error instanceof Error ? error.message : String(error);
    throw new StoreOpenError(
      redactedUrl(url),
      `${reason}; give the URL of a PostgreSQL database this user may create tables in`,
    );
  }
  if (collation !== undefined) {
    await store.destroy();
    const name = new URL(url).pathname.slice(1) || 'NAME';
    throw new StoreOpenError(
      redactedUrl(url),
      `the database sorts text by the collation ${collation}, not by bytes as the sandbox's list order and ` +
        `cursors need; create it with the C collation: createdb --template template0 --locale C --encoding UTF8 ${name}`,
    );
  }
  return store;
}

/**
 * The database's collation when it does not sort text by bytes, as SQLite does and the store's list order and
 * cursors need (uppercase before lowercase, punctuation not ignored); undefined when it does.
 */
async function collationNotByBytes(store: Store): Promise<string | undefined> {
  const { rows } = await sql<{ by_bytes: boolean; collation: string }>`
    SELECT ('B' < 'a' AND 'a-c' < 'ab') AS by_bytes,
      CASE WHEN datlocprovider = 'i' THEN 'ICU ' || daticulocale ELSE datcollate END AS collation
    FROM pg_database WHERE datname = current_database()`.execute(store);
  const [row] = rows;
  return row === undefined || row.by_bytes ? undefined : `'${row.collation}'`;
}

/** The statement cache holds at most this many statements, and at most this much SQL text. */
export const STATEMENT_CACHE_BOUNDS = { statements: 200, sqlChars: 256 * 1024 } as const;

export interface StatementCacheUse {
  statements: number;
  sqlChars: number;
}

const cacheUse = new WeakMap<Database.Database, StatementCacheUse>();

/** What the statement cache of an SQLite store holds now. */
export function statementCacheUse(store: Store): StatementCacheUse {
  const db = sqliteOf.get(store);
  return { ...((db && cacheUse.get(db)) ?? { statements: 0, sqlChars: 0 }) };
}

/**
 * Every request prepares the same few statements (listing queries vary only with the filters present, never
 * with a list's length), and compiling SQL costs more than running these queries. All use is synchronous
 * (.get/.all/.run, no open iterators), so one prepared statement per SQL text can serve every caller. The cache
 * is bounded by what it holds (statements and their SQL text, a proxy for the native memory V8 never sees) and
 * drops the least recently used first.
 */
function cacheStatements(db: Database.Database): void {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  const use: StatementCacheUse = { statements: 0, sqlChars: 0 };
  cacheUse.set(db, use);
  db.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement !== undefined) {
      cache.delete(source);
      cache.set(source, statement);
      return statement;
    }
    statement = prepare(source);
    if (source.length > STATEMENT_CACHE_BOUNDS.sqlChars) return statement;
    cache.set(source, statement);
    use.statements += 1;
    use.sqlChars += source.length;
    for (const [oldest] of cache) {
      if (use.statements <= STATEMENT_CACHE_BOUNDS.statements && use.sqlChars <= STATEMENT_CACHE_BOUNDS.sqlChars) break;
      cache.delete(oldest);
      use.statements -= 1;
      use.sqlChars -= oldest.length;
    }
    return statement;
  }) as Database.Database['prepare'];
}
