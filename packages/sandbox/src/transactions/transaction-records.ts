// Transaction and leg rows: writing a settled transaction with its legs, and reading the API shapes. The
// summary is built by one function for both the list and the detail, so the two cannot differ.
import type { CounterpartyWithAmounts, Leg, TransactionDetail, TransactionSummary } from '../core/api-types.js';
import { booleanColumn, columnBoolean, settledSql } from '../store/column-values.js';
import { sql } from 'kysely';
import type { Store } from '../store/open-store.js';
import type { LegRow, TransactionRow } from '../store/tables.js';

export type { TransactionRow };

export interface SettledTransaction {
  id: string;
  organizationId: string;
  type: string;
  initiatedAt: string;
  settledAt: string;
  isInstantSettlement: boolean;
  source: CounterpartyWithAmounts;
  recipient: CounterpartyWithAmounts;
  legs: Leg[];
  routeId: string | null;
}

const chainOf = (party: CounterpartyWithAmounts): string | null => (party.kind === 'wallet' ? party.chain : null);

/** Rows per INSERT when many transactions are written at once (seeding): well under both engines' parameter limits. */
const BATCH = 200;

/** Writes settled transactions with their legs, many rows per statement. */
export async function writeTransactions(db: Store, txns: readonly SettledTransaction[]): Promise<void> {
  for (let start = 0; start < txns.length; start += BATCH) {
    const batch = txns.slice(start, start + BATCH);
    await db
      .insertInto('transactions')
      .values(
        batch.map((txn) => ({
          id: txn.id,
          organization_id: txn.organizationId,
          type: txn.type,
          status: sql.raw<string>(settledSql),
          initiated_at: txn.initiatedAt,
          settled_at: txn.settledAt,
          is_instant_settlement: booleanColumn(txn.isInstantSettlement),
          leg_count: txn.legs.length,
          source_chain: chainOf(txn.source),
          recipient_chain: chainOf(txn.recipient),
          source: JSON.stringify(txn.source),
          recipient: JSON.stringify(txn.recipient),
          route_id: txn.routeId,
        })),
      )
      .execute();
    const legs: LegRow[] = batch.flatMap((txn) =>
      txn.legs.map((leg, position) => ({
        id: leg.id,
        transaction_id: txn.id,
        position,
        amount: leg.amount,
        currency: leg.currency,
        direction: leg.direction,
        occurred_at: leg.occurredAt,
        detail: JSON.stringify(leg.detail),
        source: JSON.stringify(leg.source),
        recipient: JSON.stringify(leg.recipient),
      })),
    );
    for (let first = 0; first < legs.length; first += BATCH)
      await db
        .insertInto('legs')
        .values(legs.slice(first, first + BATCH))
        .execute();
  }
}

export function toSummary(row: TransactionRow): TransactionSummary {
  return {
    id: row.id,
    initiatedAt: row.initiated_at,
    isInstantSettlement: columnBoolean(row.is_instant_settlement),
    legCount: row.leg_count,
    recipient: JSON.parse(row.recipient) as CounterpartyWithAmounts,
    source: JSON.parse(row.source) as CounterpartyWithAmounts,
    settledAt: row.settled_at,
    status: row.status,
    type: row.type,
  };
}

export async function toDetail(db: Store, row: TransactionRow): Promise<TransactionDetail> {
  const rows = await db
    .selectFrom('legs')
    .selectAll()
    .where('transaction_id', '=', row.id)
    .orderBy('position')
    .execute();
  const legs = rows.map((leg): Leg => ({
    id: leg.id,
    amount: leg.amount,
    currency: leg.currency,
    detail: JSON.parse(leg.detail) as Leg['detail'],
    direction: leg.direction,
    occurredAt: leg.occurred_at,
    recipient: JSON.parse(leg.recipient) as Leg['recipient'],
    source: JSON.parse(leg.source) as Leg['source'],
  }));
  return { ...toSummary(row), legs };
}
