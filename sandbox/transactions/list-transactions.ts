// GET /v0/transactions and GET /v0/transactions/{txnId}: settled transactions, newest first by initiatedAt,
// ties by id, keyset-paginated over the `transactions_listing` index.
import type { Page, TransactionDetail, TransactionSummary } from '../api-types.js';
import type { SandboxContext } from '../context.js';
import { decodeCursor, toPage } from '../cursor.js';
import { ListingQuery, type TimeRange } from '../listing-query.js';
import { ApiProblem } from '../problem.js';
import { toDetail, toSummary, type TransactionRow } from './transaction-records.js';

export interface TransactionFilters {
  cursor?: string;
  limit: number;
  initiatedAt?: TimeRange;
  isInstantSettlement?: boolean;
  recipientChain?: readonly string[];
  sourceChain?: readonly string[];
  type?: readonly string[];
}

export function listTransactions(ctx: SandboxContext, organizationId: string, filters: TransactionFilters): Page<TransactionSummary> {
  const query = new ListingQuery(organizationId, 'initiated_at')
    .where("status = 'settled'")
    .range(filters.initiatedAt)
    .after(decodeCursor('transactions', filters.cursor))
    .whereIn('type', filters.type)
    // A wire-funded mint has no source chain (NULL), so it matches on recipientChain only.
    .whereIn('recipient_chain', filters.recipientChain)
    .whereIn('source_chain', filters.sourceChain);
  if (filters.isInstantSettlement !== undefined) query.where('is_instant_settlement = ?', filters.isInstantSettlement ? 1 : 0);
  const { sql, values } = query.sql('SELECT * FROM transactions INDEXED BY transactions_listing', filters.limit);
  const rows = ctx.db.prepare<unknown[], TransactionRow>(sql).all(...values);
  return toPage(rows, filters.limit, 'transactions', (row) => ({ at: row.initiated_at, id: row.id }), toSummary);
}

export function getTransaction(ctx: SandboxContext, organizationId: string, txnId: string): TransactionDetail {
  const row = ctx.db
    .prepare<[string, string], TransactionRow>("SELECT * FROM transactions WHERE organization_id = ? AND id = ? AND status = 'settled'")
    .get(organizationId, txnId.toLowerCase());
  if (row === undefined) throw new ApiProblem('transaction_not_found', 'No transaction with this id exists for the organization.');
  return toDetail(ctx.db, row);
}
