// Over PostgreSQL, a statement with parameters is prepared once per connection and then only bound and run: the
// server parses and plans it once, not on every request. The names are bounded, so texts past the bound run
// unnamed as before.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../packages/sandbox/src/store/open-store.js';
import { PREPARED_STATEMENT_BOUND } from '../../packages/sandbox/src/store/prepared-statements.js';
import { postgresDatabase } from '../support/postgres.js';

/** The statements prepared on the connection `db` runs on (a transaction keeps one). */
async function prepared(db: Store): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db);
  return rows.map((row) => row.statement);
}

describe('prepared statements over PostgreSQL', () => {
  let db: Store;

  beforeAll(async () => {
    db = await openStore(await postgresDatabase('prepared'));
  });

  afterAll(() => db?.destroy());

  it('prepares a statement with parameters once and runs it again without parsing', async () => {
    await db.transaction().execute(async (trx) => {
      const read = () => trx.selectFrom('organizations').select('id').where('id', '=', 'none').execute();
      await read();
      await read();
      const statements = await prepared(trx);
      expect(statements.filter((text) => text.includes('from "organizations"'))).toHaveLength(1);
    });
  });

  it(`names at most ${PREPARED_STATEMENT_BOUND} texts; the rest run unnamed`, async () => {
    await db.transaction().execute(async (trx) => {
      for (let column = 0; column < PREPARED_STATEMENT_BOUND + 50; column++)
        expect((await sql<{ n: number }>`SELECT ${column}::int AS ${sql.ref(`n${column}`)}`.execute(trx)).rows).toEqual(
          [{ [`n${column}`]: column }],
        );
      expect((await prepared(trx)).length).toBeLessThanOrEqual(PREPARED_STATEMENT_BOUND);
    });
  });

  it('follows a migration that changed the table a prepared SELECT * reads', async () => {
    await sql`CREATE TABLE probe (id INTEGER)`.execute(db);
    await sql`INSERT INTO probe VALUES (1)`.execute(db);
    const read = (trx: Store) => sql`SELECT * FROM probe WHERE id = ${1}`.execute(trx);
    await db.transaction().execute(async (trx) => {
      await read(trx);
      await read(trx);
    });
    await sql`ALTER TABLE probe ADD COLUMN added TEXT`.execute(db);
    await db.transaction().execute(async (trx) => {
      expect((await read(trx)).rows).toEqual([{ id: 1, added: null }]);
    });
    for (let attempt = 0; attempt < 4; attempt++) expect((await read(db)).rows).toEqual([{ id: 1, added: null }]);
  });
});
