// A new in-memory store is a copy of the schema the process migrated once: every step applied, and a store of
// its own.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationState } from '../../packages/sandbox/src/store/migrate.js';
import { migrations } from '../../packages/sandbox/src/store/migrations.js';
import { openStore, type Store } from '../../packages/sandbox/src/store/open-store.js';

const appliedSteps = async (store: Store) =>
  (
    await sql<{ name: string; timestamp: string }>`SELECT name, timestamp FROM kysely_migration ORDER BY name`.execute(
      store,
    )
  ).rows;

describe('an in-memory store', () => {
  it('starts from one migration per process, with every step applied, and holds its own rows', async () => {
    const [first, second] = [await openStore(':memory:'), await openStore(':memory:')];
    try {
      expect(await migrationState(second)).toEqual({ applied: migrations.map((step) => step.name), pending: [] });
      // The steps were applied once: both record the same moment for each.
      expect(await appliedSteps(second)).toEqual(await appliedSteps(first));
      await sql`INSERT INTO sandbox_settings (key, value) VALUES ('only-in-first', 'x')`.execute(first);
      const inSecond = await sql`SELECT key FROM sandbox_settings WHERE key = 'only-in-first'`.execute(second);
      expect(inSecond.rows).toEqual([]);
    } finally {
      await first.destroy();
      await second.destroy();
    }
  });
});
