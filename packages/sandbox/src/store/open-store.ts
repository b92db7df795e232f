// Opens (creating the file if needed) the sandbox database: WAL so a crash mid-write loses nothing committed and
// readers never block the writer, foreign keys on, and any outstanding migrations applied. A file that cannot
// be one (a missing folder, a file of another kind) is refused naming it; no folder is created.
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { StoreOpenError } from '../start-error.js';
import { migrations } from './migrations.js';

export type Store = Database.Database;

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

export function openStore(path: string): Store {
  if (path === ':memory:') return prepareStore(new Database(path));
  checkFolder(path);
  let db: Database.Database | undefined;
  try {
    db = new Database(path);
    return prepareStore(db);
  } catch (error) {
    db?.close();
    if (!(error instanceof Database.SqliteError)) throw error;
    throw new StoreOpenError(
      path,
      `${error.message} (${error.code}); give the path of a sandbox database or of a new file`,
    );
  }
}

function prepareStore(db: Store): Store {
  db.pragma('journal_mode = WAL');
  // WAL alone survives `kill -9`; FULL also fsyncs each commit before the response leaves, so not even an OS
  // crash or power loss takes back a write the client saw acknowledged.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // 64 MiB page cache: seeding 100,000 transactions writes several random-keyed indexes.
  db.pragma('cache_size = -65536');
  migrate(db);
  cacheStatements(db);
  return db;
}

/** The statement cache holds at most this many statements, and at most this much SQL text. */
export const STATEMENT_CACHE_BOUNDS = { statements: 200, sqlChars: 256 * 1024 } as const;

export interface StatementCacheUse {
  statements: number;
  sqlChars: number;
}

const cacheUse = new WeakMap<Store, StatementCacheUse>();

/** What the statement cache of `db` holds now. */
export function statementCacheUse(db: Store): StatementCacheUse {
  return { ...(cacheUse.get(db) ?? { statements: 0, sqlChars: 0 }) };
}

/**
 * Every request prepares the same few statements (listing queries vary only with the filters present, never
 * with a list's length), and compiling SQL costs more than running these queries. All use is synchronous
 * (.get/.all/.run, no open iterators), so one prepared statement per SQL text can serve every caller. The cache
 * is bounded by what it holds (statements and their SQL text, a proxy for the native memory V8 never sees) and
 * drops the least recently used first.
 */
function cacheStatements(db: Store): void {
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
  }) as Store['prepare'];
}

function migrate(db: Store): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied >= migrations.length) return;
  db.transaction(() => {
    for (let step = applied; step < migrations.length; step++) db.exec(migrations[step]!);
    db.pragma(`user_version = ${migrations.length}`);
  }).immediate();
}
