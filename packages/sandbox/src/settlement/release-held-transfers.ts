// Re-decides every held transfer of an organization after something it waited on changed (a bank account
// registered or verified, a secondary scan completed): settled or returned transfers leave the hold.
import type { SandboxContext } from '../context.js';
import { writeTransactions } from '../transactions/transaction-records.js';
import type { InboundTransfer } from './inbound-transfer.js';
import { decide, returnOf, settlementOf } from './settle-transfer.js';

/**
 * Runs inside the caller's transaction. A transfer leaves the hold by deleting its row first: of two processes
 * releasing at once, only the one whose delete removed the row writes its transaction.
 */
export async function releaseHeldTransfers(ctx: SandboxContext, organizationId: string): Promise<string[]> {
  const pending = await ctx.db
    .selectFrom('pending_transfers')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('received_at')
    .orderBy('id')
    .execute();
  const settled: string[] = [];
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
    const txn =
      decision.kind === 'settle'
        ? await settlementOf(ctx, route, transfer, held.received_at)
        : await returnOf(ctx, route, transfer, held.received_at);
    await writeTransactions(ctx.db, [txn]);
    settled.push(txn.id);
  }
  return settled;
}
