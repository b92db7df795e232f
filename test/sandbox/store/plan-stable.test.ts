// The SQLite store's parameters go in as `+?` (sqlite-plan-stable.ts): the SQL says so, and on a real SQLite file
// every comparison selects, and every insert stores, what the bare parameter does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { PlanStableQueryCompiler } from '../../../packages/sandbox/src/store/sqlite-plan-stable.js';

/** What the rows are given; what SQLite stores is each column's affinity's. */
interface Row {
  id: Generated<number>;
  text_cell: string | number;
  int_cell: string | number;
  real_cell: string | number;
  any_cell: string | number;
}
interface Cells {
  cells: Row;
  copies: Row;
}

class PlanStableDialect extends SqliteDialect {
  override createQueryCompiler() {
    return new PlanStableQueryCompiler();
  }
}

const folder = mkdtempSync(path.join(tmpdir(), 'ausd-plan-stable-'));
const database = new Database(path.join(folder, 'cells.db'));
// Each property run rewrites the table three times: no sync to disk for a file deleted at the end.
database.pragma('synchronous = OFF');
const bare = new Kysely<Cells>({ dialect: new SqliteDialect({ database }) });
const planStable = new Kysely<Cells>({ dialect: new PlanStableDialect({ database }) });
afterAll(async () => {
  await bare.destroy();
  rmSync(folder, { recursive: true, force: true });
});

describe('the SQL of each bound value', () => {
  const cases: { given: unknown }[] = [
    { given: 'wallet' },
    { given: 1.5 },
    { given: 12n },
    { given: null },
    { given: Buffer.from('ab') },
  ];
  it.each(cases)('$given → +?', ({ given }) => {
    const compiled = sql`select ${given} as v`.compile(planStable);
    expect(compiled.sql).toBe('select +? as v');
    expect(compiled.parameters).toEqual([given]);
  });

  it('in a WHERE and a LIMIT', () => {
    const { sql: text } = planStable.selectFrom('cells').selectAll().where('text_cell', '=', 'a').limit(3).compile();
    expect(text).toBe('select * from "cells" where "text_cell" = +? limit +?');
  });
});

describe('the rows each comparison selects', () => {
  database.exec(
    'CREATE TABLE cells (id INTEGER PRIMARY KEY, text_cell TEXT, int_cell INTEGER, real_cell REAL, any_cell);' +
      'CREATE INDEX cells_text ON cells (text_cell, id); CREATE INDEX cells_int ON cells (int_cell, id);' +
      'CREATE TABLE copies (id INTEGER PRIMARY KEY, text_cell TEXT, int_cell INTEGER, real_cell REAL, any_cell);',
  );
  // Numbers written as text, text that is not a number, integers and reals: where affinity decides a comparison.
  const value = fc.oneof(
    fc.constantFrom('10', '9', '1e3', '0010', '1.5', 'abc', '', ' 7'),
    fc.string({ maxLength: 4 }),
    fc.integer({ min: -20, max: 20 }),
    fc.double({ min: -20, max: 20, noNaN: true }),
  );
  const row = fc.record({ text_cell: value, int_cell: value, real_cell: value, any_cell: value });

  it('is the same as with a bare parameter, for every column affinity and operator', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { minLength: 1, maxLength: 12 }),
        fc.constantFrom('text_cell', 'int_cell', 'real_cell', 'any_cell'),
        fc.constantFrom('=', '<', '>=', '<>'),
        value,
        fc.integer({ min: 0, max: 13 }),
        async (rows, column, operator, wanted, limit) => {
          database.exec('DELETE FROM cells; DELETE FROM copies');
          // What an insert stores: `cells` written with bare parameters, `copies` with plus-prefixed ones.
          await bare.insertInto('cells').values(rows).execute();
          await planStable.insertInto('copies').values(rows).execute();
          const stored = await bare.selectFrom('cells').selectAll().orderBy('id').execute();
          expect(await bare.selectFrom('copies').selectAll().orderBy('id').execute()).toEqual(stored);
          const query = (db: Kysely<Cells>) =>
            db
              .selectFrom('cells')
              .select('id')
              .where(column, operator, wanted as never)
              .orderBy('id')
              .limit(limit)
              .execute();
          expect(await query(planStable)).toEqual(await query(bare));
        },
      ),
      { numRuns: 200 },
    );
  });
});
