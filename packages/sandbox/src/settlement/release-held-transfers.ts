// Re-decides the held transfers of an organization after something they waited on changed (a bank account
// registered or verified, a secondary scan completed): settled or returned transfers leave the hold. They are
// taken in arrival order, in batches of RELEASE_BATCH, each its own write transaction, yielding to the event loop
// between batches, so other requests (other organizations') are served meanwhile. An organization holds at most
// `limits.heldTransfers` (1,000 by default), so one re-decision is bounded too.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { readsAll } from '../accounts/kind-grant.js';
import type { AccountKind } from '../auth/api-keys.js';
import type { SandboxContext } from '../context.js';
import { limitOf } from '../limits.js';
import { ApiProblem } from '../problem.js';
import type { RouteRow } from '../routes/route-records.js';
import { transactionWriter, type SettledTransaction } from '../transactions/transaction-records.js';
import type { InboundTransfer } from './inbound-transfer.js';
import { decide, returnOf, settlementOf } from './settle-transfer.js';

/** Held transfers re-decided per write transaction (a batch takes about 2 ms). */
export const RELEASE_BATCH = 100;

interface PendingRow {
  id: string;
  route_id: string;
  received_at: string;
  transfer: string;
}

/** 403 forbidden when the organization holds as many held transfers as it may already. */
export function checkHoldRoom(ctx: SandboxContext, organizationId: string): void {
  const bound = limitOf(ctx.limits, 'heldTransfers');
  const { held } = ctx.db
    .prepare<[string], { held: number }>('SELECT COUNT(*) AS held FROM pending_transfers WHERE organization_id = ?')
    .get(organizationId)!;
  if (held >= bound)
    throw new ApiProblem(
      'forbidden',
      `The organization holds ${bound.toLocaleString('en')} held transfers, the most it may; settle or return some first.`,
    );
}

/** One batch after the position `after` (arrival order); the transactions it wrote and the last position read. */
function releaseBatch(ctx: SandboxContext, organizationId: string, after: { at: string; id: string }) {
  return ctx.db
    .transaction(() => {
      const pending = ctx.db
        .prepare<[string, string, string, number], PendingRow>(
          `SELECT * FROM pending_transfers WHERE organization_id = ? AND (received_at, id) > (?, ?)
           ORDER BY received_at, id LIMIT ?`,
        )
        .all(organizationId, after.at, after.id, RELEASE_BATCH);
      const write = transactionWriter(ctx.db);
      const written: SettledTransaction[] = [];
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
        written.push(txn);
      }
      const last = pending.at(-1);
      return { written, read: pending.length, next: last && { at: last.received_at, id: last.id } };
    })
    .immediate();
}

/** Re-decides every held transfer of the organization; the transactions that settled or returned, in order. */
export async function releaseHeldTransfers(ctx: SandboxContext, organizationId: string): Promise<SettledTransaction[]> {
  const released: SettledTransaction[] = [];
  let after = { at: '', id: '' };
  for (;;) {
    const batch = releaseBatch(ctx, organizationId, after);
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
