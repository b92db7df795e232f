// The hosted store: a PostgreSQL database named by a `postgres://` URL, through a bounded pool whose connections
// prepare each statement once, refused unless it sorts text by bytes as the sandbox's list order needs.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { StoreOpenError } from '../core/start-error.js';
import { migrate } from './migrate.js';
import { prepareStatements } from './prepared-statements.js';
import type { Store, Tables } from './tables.js';

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

/** Connections each process keeps to PostgreSQL: requests beyond it wait for a free one. */
const POSTGRES_POOL_SIZE = 10;

export async function openPostgres(url: string, migrating: boolean): Promise<Store> {
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
