// GET /v0/transactions and GET /v0/transactions/{txnId}: settled transactions, newest first by initiatedAt,
// ties by id, keyset-paginated over the `transactions_listing` index. A transaction with a source or recipient
// of a kind the key does not read does not exist for it.
import { operations } from '@ausd/contract-facts/operations';
import type { TransactionDetail, TransactionSummary } from '../core/api-types.js';
import { sql } from 'kysely';
import type { TenantContext } from '../tenancy/context.js';
import type { AccountKind } from '../auth/api-keys.js';
import { partiesReadable } from '../auth/kind-grant.js';
import { ListingQuery, type Columns, type ListPage } from '../listing/listing-query.js';
import { unknownId } from '../core/problem.js';
import { settledSql } from '../store/column-values.js';
import { tableByIndex } from '../store/engine-sql.js';
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

/** Transactions whose parties are all of a kind the key reads (a bank party has no chain). */
const readableTransactions = (kinds: readonly AccountKind[]) =>
  partiesReadable(kinds, ['source_chain', 'recipient_chain']);

export const listTransactions: ListPage<TransactionSummary> = async (ctx, query) => {
  const listing = new ListingQuery(ctx, operations.listTransactions, columns, query)
    .where(sql<boolean>`status = ${sql.raw(settledSql)}`)
    .where(readableTransactions(ctx.tenant.accountKinds))
    .after('transactions');
  const rows = await listing.rows<TransactionRow>(tableByIndex(ctx.db, 'transactions', 'transactions_listing'));
  return listing.page('transactions', rows, toSummary);
};

export async function getTransaction(ctx: TenantContext, txnId: string): Promise<TransactionDetail> {
  const row = await ctx.db
    .selectFrom('transactions')
    .selectAll()
    .where('organization_id', '=', ctx.tenant.organizationId)
    .where('id', '=', txnId.toLowerCase())
    .where(sql<boolean>`status = ${sql.raw(settledSql)}`)
    .where(readableTransactions(ctx.tenant.accountKinds))
    .executeTakeFirst();
  if (row === undefined) throw unknownId(operations.getTransaction, 'txnId');
  return toDetail(ctx.db, row);
}
