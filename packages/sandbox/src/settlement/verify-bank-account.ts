// Test helper: marks a bank account verified, which releases the settlements held for it.
import { markVerified } from '../accounts/account-records.js';
import { accountNotFound, findReadableAccount } from '../accounts/list-accounts.js';
import type { AccountKind } from '../auth/api-keys.js';
import { lockOrganization } from '../auth/organizations.js';
import type { SandboxContext } from '../context.js';
import { inTransaction } from '../store/transaction.js';
import { readableIds, releaseHeldTransfers } from './release-held-transfers.js';

export async function verifyBankAccount(
  ctx: SandboxContext,
  caller: { organizationId: string; accountKinds: readonly AccountKind[] },
  accountId: string,
) {
  await inTransaction(ctx, async (ctx) => {
    const account = await findReadableAccount(ctx, caller.organizationId, caller.accountKinds, accountId);
    if (account.kind !== 'bank') throw accountNotFound();
    // A transfer simulated meanwhile (it holds this lock while it decides) is held before the release below
    // reads the holds, or sees the account verified.
    await lockOrganization(ctx.db, caller.organizationId);
    await markVerified(ctx.db, account.id);
  });
  const released = await releaseHeldTransfers(ctx, caller.organizationId);
  return { transactionIds: readableIds(released, caller.accountKinds) };
}
