// Test helper: marks a bank account verified, which releases the settlements held for it.
import { findReadableAccount, accountNotFound } from '../accounts/list-accounts.js';
import type { AccountKind } from '../auth/api-keys.js';
import type { SandboxContext } from '../context.js';
import { readableIds, releaseHeldTransfers } from './release-held-transfers.js';

export async function verifyBankAccount(
  ctx: SandboxContext,
  caller: { organizationId: string; accountKinds: readonly AccountKind[] },
  accountId: string,
) {
  const account = findReadableAccount(ctx, caller.organizationId, caller.accountKinds, accountId);
  if (account.kind !== 'bank') throw accountNotFound();
  ctx.db.prepare('UPDATE accounts SET verified = 1 WHERE id = ?').run(account.id);
  const released = await releaseHeldTransfers(ctx, caller.organizationId);
  return { transactionIds: readableIds(released, caller.accountKinds) };
}
