// Applies the outstanding steps of the one migration list (store/migrations.ts) with Kysely's Migrator on both
// engines. It records each applied step by name in `kysely_migration` and runs the outstanding ones in one
// transaction under its lock, however many processes open the database at once: PostgreSQL's session advisory
// lock; on SQLite, the store's BEGIN IMMEDIATE (its adapter declares transactional DDL so the Migrator uses one).
// A database made before the Migrator counted its steps in PRAGMA user_version (SQLite) or the table
// sandbox_schema (PostgreSQL): that count is first recorded as the names of those steps, and the old record goes.
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { engineOf, type Engine } from './engine.js';
import { migrations, type MigrationStep } from './migrations.js';
import type { Tables } from './tables.js';

/** A step the database refused; the steps run in one transaction, so none of this call's was kept. */
export class MigrationStepError extends Error {
  constructor(
    readonly step: string,
    cause: unknown,
  ) {
    super(`migration step ${step} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** The advisory lock every sandbox process takes to seed a PostgreSQL database (any fixed number). */
export const POSTGRES_SCHEMA_LOCK = 0x5a4d_5344;

/** Takes the schema lock for the rest of the transaction `db` is (PostgreSQL only; SQLite's BEGIN IMMEDIATE is it). */
export async function lockSchema(db: Kysely<Tables>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${POSTGRES_SCHEMA_LOCK})`.execute(db);
}

/** A step's statements for one engine: better-sqlite3 prepares one statement at a time. */
function statements(step: MigrationStep, engine: Engine): string[] {
  const text = typeof step.sql === 'string' ? step.sql : step.sql[engine];
  return text
    .split(/;[ \t]*$/m)
    .filter((statement) => statement.replace(/--.*$/gm, '').trim() !== '')
    .map((statement) => statement.trim());
}

async function applyStep(db: Kysely<Tables>, step: MigrationStep): Promise<void> {
  const engine = engineOf(db);
  for (const statement of statements(step, engine)) await sql.raw(statement).execute(db);
  if (engine === 'sqlite') {
    // Foreign keys are off while SQLite's steps run (a table rebuild drops a parent table): checked here instead.
    const broken = await sql`PRAGMA foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`step ${step.name} leaves rows whose foreign keys match no row`);
  }
}

function migrator(db: Kysely<Tables>): Migrator {
  const steps: Record<string, Migration> = {};
  for (const step of migrations) steps[step.name] = { up: (trx) => applyStep(trx, step) };
  return new Migrator({ db, provider: { getMigrations: async () => steps } });
}

/** How many steps the runner before the Migrator recorded (0 when none, or once adopted). */
async function countedSteps(db: Kysely<Tables>): Promise<number> {
  if (engineOf(db) === 'sqlite') {
    const { rows } = await sql<{ user_version: number }>`PRAGMA user_version`.execute(db);
    return rows[0]?.user_version ?? 0;
  }
  const table = await sql<{ present: boolean }>`SELECT to_regclass('sandbox_schema') IS NOT NULL AS present`.execute(
    db,
  );
  if (!table.rows[0]?.present) return 0;
  const { rows } = await sql<{ version: number }>`SELECT version FROM sandbox_schema`.execute(db);
  return rows[0]?.version ?? 0;
}

/** Records the count of the runner before the Migrator as the names of those steps, under the schema lock. */
async function adoptCountedSteps(db: Kysely<Tables>): Promise<void> {
  if ((await countedSteps(db)) === 0) return;
  await db.transaction().execute(async (trx) => {
    const engine = engineOf(trx);
    if (engine === 'postgres') await lockSchema(trx);
    const counted = await countedSteps(trx);
    if (counted === 0) return;
    const record = trx.withTables<{ kysely_migration: { name: string; timestamp: string } }>();
    // The table as the Migrator makes it.
    await record.schema
      .createTable('kysely_migration')
      .ifNotExists()
      .addColumn('name', 'varchar(255)', (column) => column.notNull().primaryKey())
      .addColumn('timestamp', 'varchar(255)', (column) => column.notNull())
      .execute();
    const now = Date.now();
    await record
      .insertInto('kysely_migration')
      .values(
        migrations
          .slice(0, counted)
          .map((step, index) => ({ name: step.name, timestamp: new Date(now + index).toISOString() })),
      )
      .execute();
    await (engine === 'sqlite' ? sql`PRAGMA user_version = 0` : sql`DROP TABLE sandbox_schema`).execute(trx);
  });
}

/** The steps a database has applied and those it has not, in order; reads only. */
export async function migrationState(db: Kysely<Tables>): Promise<{ applied: string[]; pending: string[] }> {
  const counted = new Set(migrations.slice(0, await countedSteps(db)).map((step) => step.name));
  const applied: string[] = [];
  const pending: string[] = [];
  for (const step of await migrator(db).getMigrations())
    (step.executedAt !== undefined || counted.has(step.name) ? applied : pending).push(step.name);
  return { applied, pending };
}

/** Applies the outstanding steps; the names of those this call applied (none when another process did). */
export async function migrate(db: Kysely<Tables>): Promise<string[]> {
  // Most opens find nothing to do: answered without the lock.
  if ((await migrationState(db)).pending.length === 0) return [];
  await adoptCountedSteps(db);
  const sqlite = engineOf(db) === 'sqlite';
  // PRAGMA foreign_keys does nothing inside a transaction: set around the Migrator's.
  if (sqlite) await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    const { error, results = [] } = await migrator(db).migrateToLatest();
    const failed = results.find((result) => result.status === 'Error');
    if (error !== undefined) throw failed === undefined ? error : new MigrationStepError(failed.migrationName, error);
    return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
  } finally {
    if (sqlite) await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
