// Test helper: marks a bank account verified, which releases the settlements held for it.
import { findAccountRow } from '../accounts/account-records.js';
import { accountNotFound } from '../accounts/list-accounts.js';
import type { SandboxContext } from '../context.js';
import { inTransaction } from '../store/transaction.js';
import { releaseHeldTransfers } from './release-held-transfers.js';

export function verifyBankAccount(ctx: SandboxContext, organizationId: string, accountId: string) {
  return inTransaction(ctx, async (ctx) => {
    const account = await findAccountRow(ctx.db, organizationId, accountId);
    if (account === undefined || account.kind !== 'bank') throw accountNotFound();
    await ctx.db.updateTable('accounts').set({ verified: 1 }).where('id', '=', account.id).execute();
    return { transactionIds: await releaseHeldTransfers(ctx, organizationId) };
  });
}
