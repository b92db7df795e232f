// One transaction around a unit of work. Work already inside a transaction joins it (a write checked by
// http/checked-write.ts calls domain functions that are transactions of their own when called alone). Everything
// in a transaction must go through the context it is given: on SQLite the one connection is the transaction's
// until it ends, so a query on the outer store would wait for it forever.
import type { Store } from './open-store.js';

/** Any context that carries the store (the sandbox's context is one): the store knows no more of it. */
export async function inTransaction<Ctx extends { db: Store }, Result>(
  ctx: Ctx,
  work: (ctx: Ctx) => Promise<Result>,
): Promise<Result> {
  if (ctx.db.isTransaction) return work(ctx);
  return ctx.db.transaction().execute((trx) => work({ ...ctx, db: trx }));
}
