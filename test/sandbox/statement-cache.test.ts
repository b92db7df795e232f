// A list filter binds as one parameter whatever its length, so the statement cache holds one SQL text per
// combination of filters present, and the cache itself is bounded by what it holds.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { organizations } from '../../packages/sandbox/src/auth/organizations.js';
import { bootstrap } from '../../packages/sandbox/src/seed/bootstrap.js';
import { createClock } from '../../packages/sandbox/src/core/clock.js';
import { withTenant, type SandboxContext } from '../../packages/sandbox/src/tenancy/context.js';
import { listRoutes } from '../../packages/sandbox/src/routes/list-routes.js';
import { openStore } from '../../packages/sandbox/src/store/open-store.js';
import { STATEMENT_CACHE_BOUNDS } from '../../packages/sandbox/src/store/sqlite-statement-cache.js';
import { sqliteDatabase, statementCacheUse } from '../../packages/sandbox/src/store/sqlite-store.js';
import { listTransactions } from '../../packages/sandbox/src/transactions/list-transactions.js';

async function sandboxContext(): Promise<SandboxContext> {
  const ctx: SandboxContext = {
    db: await openStore(':memory:'),
    clock: createClock(),
    newId: randomUUID,
    outages: { routeCreation: false, tokenExchange: false },
  };
  await bootstrap(ctx, { seed: 1, seedTransactions: 50 });
  return ctx;
}

describe('list filters and the statement cache', () => {
  it('lists of every accepted length share one or two statements, and filter as before', async () => {
    const ctx = await sandboxContext();
    const primary = withTenant(ctx, { organizationId: organizations.primary.id, accountKinds: ['wallet', 'bank'] });
    const everyRoute = (await listRoutes(primary, { limit: 200 })).data;
    const before = statementCacheUse(ctx.db).statements;
    for (let length = 1; length <= 20; length++) {
      const toChain = Array.from({ length }, (_, i) => (i === 0 ? 'base' : `chain-${length}-${i}`));
      const page = await listRoutes(primary, { limit: 200, toChain });
      expect(page.data.map((route) => route.id)).toEqual(
        everyRoute.filter((route) => route.to.chain === 'base').map((route) => route.id),
      );
    }
    const types = ['bridge', 'mint', 'redeem', 'return', 'reward'];
    for (let length = 1; length <= types.length; length++)
      await listTransactions(primary, { limit: 10, type: types.slice(0, length) });
    // One text for a single value (`= ?`) and one for a list (json_each), per list operation.
    expect(statementCacheUse(ctx.db).statements - before).toBeLessThanOrEqual(4);
    await ctx.db.destroy();
  });

  it('holds at most its bound of statements and SQL text, dropping the least recently used', async () => {
    const ctx = await sandboxContext();
    const db = sqliteDatabase(ctx.db)!;
    const kept = 'SELECT 1 AS kept';
    const statement = db.prepare(kept);
    for (let i = 0; i < 1000; i++) {
      db.prepare(`SELECT ${i} AS n, '${'x'.repeat(2000)}' AS padding`);
      if (i % 50 === 0) db.prepare(kept);
      const use = statementCacheUse(ctx.db);
      expect(use.statements).toBeLessThanOrEqual(STATEMENT_CACHE_BOUNDS.statements);
      expect(use.sqlChars).toBeLessThanOrEqual(STATEMENT_CACHE_BOUNDS.sqlChars);
    }
    expect(db.prepare(kept)).toBe(statement);
    await ctx.db.destroy();
  });
});
