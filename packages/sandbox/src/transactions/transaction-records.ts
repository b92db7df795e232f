// Transaction and leg rows: writing a settled transaction with its legs, and reading the API shapes. The
// summary is built by one function for both the list and the detail, so the two cannot differ.
import type { CounterpartyWithAmounts, Leg, TransactionDetail, TransactionSummary } from '../api-types.js';
import { settledSql } from '../store/column-values.js';
import type { Store } from '../store/open-store.js';

export interface TransactionRow {
  id: string;
  organization_id: string;
  type: string;
  status: string;
  initiated_at: string;
  settled_at: string | null;
  is_instant_settlement: number;
  leg_count: number;
  source_chain: string | null;
  recipient_chain: string | null;
  source: string;
  recipient: string;
  route_id: string | null;
}

interface LegRow {
  id: string;
  transaction_id: string;
  position: number;
  amount: string;
  currency: string;
  direction: Leg['direction'];
  occurred_at: string;
  detail: string;
  source: string;
  recipient: string;
}

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

/** Prepared once per database: seeding writes hundreds of thousands of rows through these. */
export function transactionWriter(db: Store): (txn: SettledTransaction) => void {
  const insertTxn = db.prepare(
    `INSERT INTO transactions (id, organization_id, type, status, initiated_at, settled_at, is_instant_settlement,
       leg_count, source_chain, recipient_chain, source, recipient, route_id)
     VALUES (?, ?, ?, ${settledSql}, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLeg = db.prepare(
    `INSERT INTO legs (id, transaction_id, position, amount, currency, direction, occurred_at, detail, source, recipient)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return (txn) => {
    insertTxn.run(
      txn.id,
      txn.organizationId,
      txn.type,
      txn.initiatedAt,
      txn.settledAt,
      txn.isInstantSettlement ? 1 : 0,
      txn.legs.length,
      chainOf(txn.source),
      chainOf(txn.recipient),
      JSON.stringify(txn.source),
      JSON.stringify(txn.recipient),
      txn.routeId,
    );
    txn.legs.forEach((leg, position) => {
      insertLeg.run(
        leg.id,
        txn.id,
        position,
        leg.amount,
        leg.currency,
        leg.direction,
        leg.occurredAt,
        JSON.stringify(leg.detail),
        JSON.stringify(leg.source),
        JSON.stringify(leg.recipient),
      );
    });
  };
}

export function toSummary(row: TransactionRow): TransactionSummary {
  return {
    id: row.id,
    initiatedAt: row.initiated_at,
    isInstantSettlement: row.is_instant_settlement === 1,
    legCount: row.leg_count,
    recipient: JSON.parse(row.recipient) as CounterpartyWithAmounts,
    source: JSON.parse(row.source) as CounterpartyWithAmounts,
    settledAt: row.settled_at,
    status: row.status,
    type: row.type,
  };
}

export function toDetail(db: Store, row: TransactionRow): TransactionDetail {
  const legs = db
    .prepare<[string], LegRow>('SELECT * FROM legs WHERE transaction_id = ? ORDER BY position')
    .all(row.id)
    .map((leg): Leg => ({
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
