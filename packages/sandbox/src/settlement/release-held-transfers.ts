// Re-decides the held transfers of an organization after something they waited on changed (a bank account
// registered or verified, a secondary scan completed): settled or returned transfers leave the hold. They are
// taken in arrival order, in batches of RELEASE_BATCH, each its own write transaction, yielding to the event loop
// between batches, so other requests (other organizations') are served meanwhile. An organization holds at most
// `limits.heldTransfers` (1,000 by default), so one re-decision is bounded too.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { readsAll } from '../auth/kind-grant.js';
import type { AccountKind } from '../auth/api-keys.js';
import type { TenantContext } from '../tenancy/context.js';
import { releaseRoom } from '../tenancy/limits.js';
import { inTransaction } from '../store/transaction.js';
import { writeTransactions, type SettledTransaction } from '../transactions/transaction-records.js';
import type { InboundTransfer } from './inbound-transfer.js';
import { decide, returnOf, settlementOf } from './settle-transfer.js';

/** Held transfers re-decided per write transaction. */
export const RELEASE_BATCH = 100;

interface Position {
  at: string;
  id: string;
}

/**
 * One batch after `after` (arrival order), in its own transaction: the transactions it wrote and the position of
 * the last transfer read. A transfer leaves the hold by deleting its row first: of two processes releasing at
 * once, only the one whose delete removed the row writes its transaction.
 */
function releaseBatch(ctx: TenantContext, after: Position) {
  return inTransaction(ctx, async (ctx) => {
    const pending = await ctx.db
      .selectFrom('pending_transfers')
      .selectAll()
      .where('organization_id', '=', ctx.tenant.organizationId)
      .where((eb) =>
        eb.or([eb('received_at', '>', after.at), eb.and([eb('received_at', '=', after.at), eb('id', '>', after.id)])]),
      )
      .orderBy('received_at')
      .orderBy('id')
      .limit(RELEASE_BATCH)
      .execute();
    const written: SettledTransaction[] = [];
    for (const held of pending) {
      const route = await ctx.db
        .selectFrom('routes')
        .selectAll()
        .where('id', '=', held.route_id)
        .executeTakeFirstOrThrow();
      const transfer = JSON.parse(held.transfer) as InboundTransfer;
      const decision = await decide(ctx, route, transfer);
      if (decision.kind === 'hold') {
        await ctx.db
          .updateTable('pending_transfers')
          .set({ hold_reason: decision.reason })
          .where('id', '=', held.id)
          .execute();
        continue;
      }
      const removed = await ctx.db.deleteFrom('pending_transfers').where('id', '=', held.id).executeTakeFirst();
      if (removed.numDeletedRows !== 1n) continue;
      await releaseRoom(ctx);
      written.push(
        decision.kind === 'settle'
          ? await settlementOf(ctx, route, transfer, held.received_at)
          : await returnOf(ctx, route, transfer, held.received_at),
      );
    }
    await writeTransactions(ctx.db, written);
    const last = pending.at(-1);
    return { written, read: pending.length, next: last && { at: last.received_at, id: last.id } };
  });
}

/**
 * Re-decides every held transfer of the tenant, after the change that may release them committed (called
 * outside any transaction); the transactions that settled or returned, in order.
 */
export async function releaseHeldTransfers(ctx: TenantContext): Promise<SettledTransaction[]> {
  const released: SettledTransaction[] = [];
  let after: Position = { at: '', id: '' };
  for (;;) {
    const batch = await releaseBatch(ctx, after);
    released.push(...batch.written);
    if (batch.read < RELEASE_BATCH || batch.next === undefined) return released;
    after = batch.next;
    await nextTurn();
  }
}

/** The ids of the transactions whose parties the key reads (the others do not exist for it). */
export function readableIds(transactions: readonly SettledTransaction[], kinds: readonly AccountKind[]): string[] {
  return transactions.filter((txn) => readsAll(kinds, [txn.source, txn.recipient])).map((txn) => txn.id);
}
