// Test helper: marks a bank account verified, which releases the settlements held for it.
import { findAccountRow } from '../accounts/account-records.js';
import { accountNotFound } from '../accounts/list-accounts.js';
import type { SandboxContext } from '../context.js';
import { releaseHeldTransfers } from './release-held-transfers.js';

export function verifyBankAccount(ctx: SandboxContext, organizationId: string, accountId: string) {
  return ctx.db
    .transaction(() => {
      const account = findAccountRow(ctx.db, organizationId, accountId);
      if (account === undefined || account.kind !== 'bank') throw accountNotFound();
      ctx.db.prepare('UPDATE accounts SET verified = 1 WHERE id = ?').run(account.id);
      return { transactionIds: releaseHeldTransfers(ctx, organizationId) };
    })
    .immediate();
}
