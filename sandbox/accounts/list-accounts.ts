// GET /v0/accounts and GET /v0/accounts/{accountId}: newest first, ties by id, keyset-paginated.
import type { Account, Page } from '../api-types.js';
import type { SandboxContext } from '../context.js';
import { decodeCursor, toPage } from '../cursor.js';
import { ListingQuery, type TimeRange } from '../listing-query.js';
import { ApiProblem } from '../problem.js';
import type { AccountKind } from '../auth/api-keys.js';
import { findAccountRow, loadNetworks, readAccount, toAccount, type AccountRow } from './account-records.js';

export interface AccountFilters {
  cursor?: string;
  limit: number;
  createdAt?: TimeRange;
  kind?: 'wallet' | 'bank';
  network?: readonly string[];
}

/**
 * The account kinds the caller's key may read: accounts of another kind read as not found, and a key that
 * can read neither kind is refused outright.
 */
export function readableKinds(kinds: readonly AccountKind[]): readonly AccountKind[] {
  if (kinds.length === 0) throw new ApiProblem('forbidden', 'This API key may not read accounts.');
  return kinds;
}

export function listAccounts(ctx: SandboxContext, organizationId: string, kinds: readonly AccountKind[], filters: AccountFilters): Page<Account> {
  const query = new ListingQuery(organizationId, 'created_at')
    .range(filters.createdAt)
    .after(decodeCursor('accounts', filters.cursor))
    .whereIn('kind', readableKinds(kinds));
  if (filters.kind !== undefined) query.where('kind = ?', filters.kind);
  if (filters.network !== undefined) {
    // Bank accounts hold no networks, so they never match.
    query.where(
      `id IN (SELECT account_id FROM wallet_networks WHERE chain IN (${filters.network.map(() => '?').join(', ')}))`,
      ...filters.network,
    );
  }
  const { sql, values } = query.sql('SELECT * FROM accounts', filters.limit);
  const rows = ctx.db.prepare<unknown[], AccountRow>(sql).all(...values);
  const networks = loadNetworks(
    ctx.db,
    rows.filter((row) => row.kind === 'wallet').map((row) => row.id),
  );
  return toPage(rows, filters.limit, 'accounts', (row) => ({ at: row.created_at, id: row.id }), (row) => toAccount(row, networks));
}

export function accountNotFound(): ApiProblem {
  return new ApiProblem('account_not_found', 'No account with this id exists for the organization.');
}

/** The organization's account with this id, if the key may read its kind. */
export function findReadableAccount(ctx: SandboxContext, organizationId: string, kinds: readonly AccountKind[], accountId: string): AccountRow {
  const readable = readableKinds(kinds);
  const row = findAccountRow(ctx.db, organizationId, accountId);
  if (row === undefined || !readable.includes(row.kind)) throw accountNotFound();
  return row;
}

export function getAccount(ctx: SandboxContext, organizationId: string, kinds: readonly AccountKind[], accountId: string): Account {
  return readAccount(ctx.db, findReadableAccount(ctx, organizationId, kinds, accountId));
}
