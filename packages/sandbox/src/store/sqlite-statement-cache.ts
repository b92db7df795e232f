// The SQLite store's statement cache, made by replacing the handle's `prepare`.
import type Database from 'better-sqlite3';

/** The statement cache holds at most this many statements, and at most this much SQL text. */
export const STATEMENT_CACHE_BOUNDS = { statements: 200, sqlChars: 256 * 1024 } as const;

export interface StatementCacheUse {
  statements: number;
  sqlChars: number;
}

const cacheUse = new WeakMap<Database.Database, StatementCacheUse>();

/** What the statement cache of an SQLite handle holds now (nothing for a store of another engine). */
export function statementCacheUseOf(db: Database.Database | undefined): StatementCacheUse {
  return { ...((db && cacheUse.get(db)) ?? { statements: 0, sqlChars: 0 }) };
}

/**
 * Every request prepares the same few statements (listing queries vary only with the filters present, never
 * with a list's length), and compiling SQL costs more than running these queries. All use is synchronous
 * (.get/.all/.run, no open iterators), so one prepared statement per SQL text can serve every caller. The cache
 * is bounded by what it holds (statements and their SQL text, a proxy for the native memory V8 never sees) and
 * drops the least recently used first.
 */
export function cacheStatements(db: Database.Database): void {
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
