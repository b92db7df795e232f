// Applies the outstanding steps of the one migration list (store/migrations.ts) in one transaction, under a lock,
// however many processes open the database at once: the first applies them, the others wait and find none left.
// SQLite records the count in PRAGMA user_version under an immediate (write-locked) transaction; PostgreSQL in the
// table sandbox_schema under a transaction-scoped advisory lock.
import type Database from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { migrations } from './migrations.js';
import type { Tables } from './tables.js';

export function migrateSqlite(db: Database.Database): void {
  const pending = () => (db.pragma('user_version', { simple: true }) as number) < migrations.length;
  if (!pending()) return;
  db.transaction(() => {
    const applied = db.pragma('user_version', { simple: true }) as number;
    for (let step = applied; step < migrations.length; step++) db.exec(migrations[step]!);
    db.pragma(`user_version = ${migrations.length}`);
  }).immediate();
}

/** The advisory lock every sandbox process takes to migrate and seed a PostgreSQL database (any fixed number). */
export const POSTGRES_SCHEMA_LOCK = 0x5a4d_5344;

/** Takes the schema lock for the rest of the transaction `db` is (PostgreSQL only; SQLite's BEGIN IMMEDIATE is it). */
export async function lockSchema(db: Kysely<Tables>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${POSTGRES_SCHEMA_LOCK})`.execute(db);
}

/** How many steps a PostgreSQL database has applied, and how many the code knows. */
export async function postgresSchemaVersion(db: Kysely<Tables>): Promise<{ applied: number; known: number }> {
  const table = await sql<{ present: boolean }>`SELECT to_regclass('sandbox_schema') IS NOT NULL AS present`.execute(
    db,
  );
  if (!table.rows[0]?.present) return { applied: 0, known: migrations.length };
  const row = await sql<{ version: number }>`SELECT version FROM sandbox_schema`.execute(db);
  return { applied: row.rows[0]?.version ?? 0, known: migrations.length };
}

export async function migratePostgres(db: Kysely<Tables>): Promise<void> {
  // Most opens find nothing to do: answered without the lock.
  if ((await postgresSchemaVersion(db)).applied >= migrations.length) return;
  await db.transaction().execute(async (trx) => {
    await lockSchema(trx);
    await sql`CREATE TABLE IF NOT EXISTS sandbox_schema (version INTEGER NOT NULL)`.execute(trx);
    const { applied } = await postgresSchemaVersion(trx);
    if (applied === 0) await sql`INSERT INTO sandbox_schema (version) VALUES (0)`.execute(trx);
    // Each step holds several statements, which PostgreSQL runs as one simple query (no parameters).
    for (let step = applied; step < migrations.length; step++) await sql.raw(migrations[step]!).execute(trx);
    await sql`UPDATE sandbox_schema SET version = ${migrations.length}`.execute(trx);
  });
}
