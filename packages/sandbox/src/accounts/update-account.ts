// PUT /v0/accounts/{accountId}: one change per request, selected by `operation`.
import type { EntitlementType } from '@ausd/client/types';
import type { Account, AccountUpdate } from '../core/api-types.js';
import { chainFacts } from '../core/chains.js';
import type { SandboxContext, TenantContext } from '../tenancy/context.js';
import { inTransaction } from '../store/transaction.js';
import { ApiProblem, invalidField } from '../core/problem.js';
import {
  findAccountRow,
  findEntitlement,
  isRegisteredOn,
  readAccount,
  setEntitlement,
  type AccountRow,
} from './account-records.js';
import { entitlementStatuses } from './entitlement-statuses.js';
import { lockOrganization } from '../auth/organizations.js';
import { findReadableAccount } from './list-accounts.js';
import { accountAlreadyExists, networkIncompatibility, startNetwork } from './register-account.js';

async function addNetwork(ctx: SandboxContext, account: AccountRow, network: string): Promise<void> {
  if (account.kind !== 'wallet') throw invalidField('operation', 'Only wallets are registered on networks.');
  const problem = networkIncompatibility(network, account.address_format!);
  if (problem !== undefined) throw invalidField('network', problem);
  if (await isRegisteredOn(ctx.db, account.id, network)) throw accountAlreadyExists();
  await startNetwork(ctx, account.id, network, false);
}

function notRequestable(field: string, message: string): ApiProblem {
  return new ApiProblem(
    'entitlement_not_requestable',
    'The entitlement cannot be requested for this account and network.',
    {
      issues: [{ field, message }],
    },
  );
}

async function requestEntitlement(
  ctx: SandboxContext,
  account: AccountRow,
  network: string,
  entitlement: EntitlementType,
): Promise<void> {
  if (account.kind !== 'wallet') throw notRequestable('entitlement', 'Bank accounts hold no entitlements.');
  if (!(await isRegisteredOn(ctx.db, account.id, network))) {
    throw notRequestable('network', `The wallet is not registered on '${network}'; add the network first.`);
  }
  if (!chainFacts(network)?.instantSettlement) {
    throw notRequestable('entitlement', `'${entitlement}' is not offered on '${network}'.`);
  }
  const status = await findEntitlement(ctx.db, account.id, network, entitlement);
  if (status !== undefined && entitlementStatuses[status].present) {
    throw notRequestable('entitlement', `'${entitlement}' is already present on '${network}' (${status}).`);
  }
  await setEntitlement(ctx.db, account.id, network, entitlement, 'pending_approval');
}

/** An update of one operation, with the fields that operation requires (the router has checked them). */
type Change<Operation extends AccountUpdate['operation']> = (
  ctx: SandboxContext,
  account: AccountRow,
  update: Extract<AccountUpdate, { operation: Operation }>,
) => Promise<void>;

/** What each `AccountUpdate.operation` changes: an operation the contract adds fails the type-check here. */
const changes = {
  setName: async (ctx, account, { name }) => {
    await ctx.db.updateTable('accounts').set({ name }).where('id', '=', account.id).execute();
  },
  addNetwork: (ctx, account, { network }) => addNetwork(ctx, account, network),
  requestEntitlement: (ctx, account, { network, entitlement }) =>
    requestEntitlement(ctx, account, network, entitlement),
} satisfies { [Operation in AccountUpdate['operation']]: Change<Operation> };

export function updateAccount(ctx: TenantContext, accountId: string, update: AccountUpdate): Promise<Account> {
  return inTransaction(ctx, async (ctx) => {
    const account = await findReadableAccount(ctx, accountId);
    // Each change decides on what it reads (a network registered, an entitlement present): concurrent ones,
    // through any process, take turns.
    await lockOrganization(ctx);
    // The table pairs each operation with its own change; TypeScript cannot follow the pairing through the index.
    await (changes[update.operation] as Change<AccountUpdate['operation']>)(ctx, account, update);
    return readAccount(ctx.db, (await findAccountRow(ctx, accountId))!);
  });
}
