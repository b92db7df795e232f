// Test helper: marks a bank account verified, which releases the settlements held for it.
import { markVerified } from '../accounts/account-records.js';
import { accountNotFound, findReadableAccount } from '../accounts/list-accounts.js';
import { lockOrganization } from '../auth/organizations.js';
import type { TenantContext } from '../tenancy/context.js';
import { inTransaction } from '../store/transaction.js';
import { readableIds, releaseHeldTransfers } from './release-held-transfers.js';

export async function verifyBankAccount(ctx: TenantContext, accountId: string) {
  await inTransaction(ctx, async (ctx) => {
    const account = await findReadableAccount(ctx, accountId);
    if (account.kind !== 'bank') throw accountNotFound();
    // A transfer simulated meanwhile (it holds this lock while it decides) is held before the release below
    // reads the holds, or sees the account verified.
    await lockOrganization(ctx);
    await markVerified(ctx.db, account.id);
  });
  const released = await releaseHeldTransfers(ctx);
  return { transactionIds: readableIds(released, ctx.tenant.accountKinds) };
}
