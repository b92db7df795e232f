// Opens (creating if needed) the sandbox database: WAL so a crash mid-write loses nothing committed and
// readers never block the writer, foreign keys on, and any outstanding migrations applied.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './migrations.js';

export type Store = Database.Database;

export function openStore(path: string): Store {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
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

const STATEMENT_CACHE_LIMIT = 500;

/**
 * Every request prepares the same few statements (listing queries vary only with the filters present), and
 * compiling SQL costs more than running these queries. All use is synchronous (.get/.all/.run, no open
 * iterators), so one prepared statement per SQL text can serve every caller.
 */
function cacheStatements(db: Store): void {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  db.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement === undefined) {
      if (cache.size >= STATEMENT_CACHE_LIMIT) cache.clear();
      statement = prepare(source);
      cache.set(source, statement);
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
