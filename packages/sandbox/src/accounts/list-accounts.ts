// GET /v0/accounts and GET /v0/accounts/{accountId}: newest first, ties by id, keyset-paginated.
import { operations } from '@ausd/contract-facts/operations';
import type { Account } from '../core/api-types.js';
import { sql } from 'kysely';
import type { TenantContext } from '../tenancy/context.js';
import { ListingQuery, type Columns, type ListPage } from '../listing/listing-query.js';
import { ApiProblem, unknownId } from '../core/problem.js';
import type { AccountKind } from '../auth/api-keys.js';
import { findAccountRow, loadNetworks, readAccount, toAccount, type AccountRow } from './account-records.js';

/** Where each field the contract's filters, range and ordering name is stored (bank accounts hold no networks). */
const columns = {
  createdAt: 'created_at',
  id: 'id',
  kind: 'kind',
  'networks[].chain': { table: 'wallet_networks', key: 'account_id', column: 'chain' },
} as const satisfies Columns<typeof operations.listAccounts>;

/**
 * The account kinds the caller's key may read: accounts of another kind read as not found, and a key that
 * can read neither kind is refused outright.
 */
export function readableKinds(kinds: readonly AccountKind[]): readonly AccountKind[] {
  if (kinds.length === 0) throw new ApiProblem('forbidden', 'This API key may not read accounts.');
  return kinds;
}

export const listAccounts: ListPage<Account> = async (ctx, query) => {
  const listing = new ListingQuery(ctx, operations.listAccounts, columns, query)
    .whereIn('kind', readableKinds(ctx.tenant.accountKinds))
    .after('accounts');
  const rows = await listing.rows<AccountRow>(sql.table('accounts'));
  const networks = await loadNetworks(
    ctx.db,
    rows.filter((row) => row.kind === 'wallet').map((row) => row.id),
  );
  return listing.page('accounts', rows, (row) => toAccount(row, networks));
};

/** An unknown account id: the code the contract gives getAccount's `accountId` (`x-not-found`). */
export function accountNotFound(): ApiProblem {
  return unknownId(operations.getAccount, 'accountId');
}

/** The tenant's account with this id, if its key may read its kind. */
export async function findReadableAccount(ctx: TenantContext, accountId: string): Promise<AccountRow> {
  const readable = readableKinds(ctx.tenant.accountKinds);
  const row = await findAccountRow(ctx, accountId);
  if (row === undefined || !readable.includes(row.kind)) throw accountNotFound();
  return row;
}

export async function getAccount(ctx: TenantContext, accountId: string): Promise<Account> {
  return readAccount(ctx.db, await findReadableAccount(ctx, accountId));
}
