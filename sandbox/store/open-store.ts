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
  // FULL: a commit is on disk before the response leaves, so `kill -9` right after a 2xx loses nothing.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // 64 MiB page cache: seeding 100,000 transactions writes several random-keyed indexes.
  db.pragma('cache_size = -65536');
  migrate(db);
  return db;
}

function migrate(db: Store): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied >= migrations.length) return;
  db.transaction(() => {
    for (let step = applied; step < migrations.length; step++) db.exec(migrations[step]!);
    db.pragma(`user_version = ${migrations.length}`);
  }).immediate();
}
