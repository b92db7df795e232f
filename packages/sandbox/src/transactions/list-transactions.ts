// GET /v0/transactions and GET /v0/transactions/{txnId}: settled transactions, newest first by initiatedAt,
// ties by id, keyset-paginated over the `transactions_listing` index. A transaction with a source or recipient
// of a kind the key does not read does not exist for it.
import { operations } from '@ausd/express/operations';
import type { Page, TransactionDetail, TransactionSummary } from '../api-types.js';
import type { SandboxContext } from '../context.js';
import type { AccountKind } from '../auth/api-keys.js';
import { partiesReadable } from '../accounts/kind-grant.js';
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

/** Transactions whose parties are all of a kind the key reads (a bank party has no chain); undefined for all. */
const readableTransactions = (kinds: readonly AccountKind[]) =>
  partiesReadable(kinds, ['source_chain', 'recipient_chain']);

export function listTransactions(
  ctx: SandboxContext,
  organizationId: string,
  kinds: readonly AccountKind[],
  query: object,
): Page<TransactionSummary> {
  const listing = new ListingQuery(organizationId, operations.listTransactions, columns, query).where(
    `status = ${settledSql}`,
  );
  const readable = readableTransactions(kinds);
  if (readable !== undefined) listing.where(readable);
  listing.after('transactions');
  const { sql, values } = listing.sql('SELECT * FROM transactions INDEXED BY transactions_listing');
  return listing.page('transactions', ctx.db.prepare<unknown[], TransactionRow>(sql).all(...values), toSummary);
}

export function getTransaction(
  ctx: SandboxContext,
  organizationId: string,
  kinds: readonly AccountKind[],
  txnId: string,
): TransactionDetail {
  const readable = readableTransactions(kinds);
  const row = ctx.db
    .prepare<[string, string], TransactionRow>(
      `SELECT * FROM transactions WHERE organization_id = ? AND id = ? AND status = ${settledSql}${readable === undefined ? '' : ` AND ${readable}`}`,
    )
    .get(organizationId, txnId.toLowerCase());
  if (row === undefined) throw unknownId(operations.getTransaction, 'txnId');
  return toDetail(ctx.db, row);
}
