// Re-decides every held transfer of an organization after something it waited on changed (a bank account
// registered or verified, a secondary scan completed): settled or returned transfers leave the hold.
import type { SandboxContext } from '../context.js';
import type { RouteRow } from '../routes/route-records.js';
import { transactionWriter } from '../transactions/transaction-records.js';
import type { InboundTransfer } from './inbound-transfer.js';
import { decide, returnOf, settlementOf } from './settle-transfer.js';

interface PendingRow {
  id: string;
  route_id: string;
  received_at: string;
  transfer: string;
}

export function releaseHeldTransfers(ctx: SandboxContext, organizationId: string): string[] {
  const pending = ctx.db
    .prepare<[string], PendingRow>('SELECT * FROM pending_transfers WHERE organization_id = ? ORDER BY received_at, id')
    .all(organizationId);
  const write = transactionWriter(ctx.db);
  const settled: string[] = [];
  for (const held of pending) {
    const route = ctx.db.prepare<[string], RouteRow>('SELECT * FROM routes WHERE id = ?').get(held.route_id)!;
    const transfer = JSON.parse(held.transfer) as InboundTransfer;
    const decision = decide(ctx, route, transfer);
    if (decision.kind === 'hold') {
      ctx.db.prepare('UPDATE pending_transfers SET hold_reason = ? WHERE id = ?').run(decision.reason, held.id);
      continue;
    }
    const txn =
      decision.kind === 'settle'
        ? settlementOf(ctx, route, transfer, held.received_at)
        : returnOf(ctx, route, transfer, held.received_at);
    write(txn);
    ctx.db.prepare('DELETE FROM pending_transfers WHERE id = ?').run(held.id);
    settled.push(txn.id);
  }
  return settled;
}
