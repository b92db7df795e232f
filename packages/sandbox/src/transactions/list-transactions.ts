// GET /v0/transactions and GET /v0/transactions/{txnId}: settled transactions, newest first by initiatedAt,
// ties by id, keyset-paginated over the `transactions_listing` index.
import { operations } from '@ausd/express/operations';
import type { Page, TransactionDetail, TransactionSummary } from '../api-types.js';
import type { SandboxContext } from '../context.js';
import { ListingQuery, type Columns } from '../listing-query.js';
import { unknownId } from '../problem.js';
import { settledSql } from '../store/column-values.js';
import { toDetail, toSummary, type TransactionRow } from './transaction-records.js';

/** Where each field the contract's filters, range and ordering name is stored (a wire-funded source: NULL chain). */
const columns = {
  initiatedAt: 'initiated_at',
  id: 'id',
  type: 'type',
  isInstantSettlement: 'is_instant_settlement',
  'recipient.chain': 'recipient_chain',
  'source.chain': 'source_chain',
} as const satisfies Columns<typeof operations.listTransactions>;

export function listTransactions(ctx: SandboxContext, organizationId: string, query: object): Page<TransactionSummary> {
  const listing = new ListingQuery(organizationId, operations.listTransactions, columns, query)
    .where(`status = ${settledSql}`)
    .after('transactions');
  const { sql, values } = listing.sql('SELECT * FROM transactions INDEXED BY transactions_listing');
  return listing.page('transactions', ctx.db.prepare<unknown[], TransactionRow>(sql).all(...values), toSummary);
}

export function getTransaction(ctx: SandboxContext, organizationId: string, txnId: string): TransactionDetail {
  const row = ctx.db
    .prepare<[string, string], TransactionRow>(
      `SELECT * FROM transactions WHERE organization_id = ? AND id = ? AND status = ${settledSql}`,
    )
    .get(organizationId, txnId.toLowerCase());
  if (row === undefined) throw unknownId(operations.getTransaction, 'txnId');
  return toDetail(ctx.db, row);
}
