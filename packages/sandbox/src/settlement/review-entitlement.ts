// Test helper: completes the secondary scan of a conditionally approved entitlement, or the service-side
// review of a pending one, then re-decides the organization's held transfers (approval settles them
// normally; rejection returns the funds).
import { findAccountRow, findEntitlement, setEntitlement } from '../accounts/account-records.js';
import { entitlementStatuses, statusesWhere } from '../accounts/entitlement-statuses.js';
import { accountNotFound } from '../accounts/list-accounts.js';
import type { SandboxContext } from '../context.js';
import { inTransaction } from '../store/transaction.js';
import type { EntitlementReview } from '../generated/helpers/types.js';
import { invalidField } from '../problem.js';
import { releaseHeldTransfers } from './release-held-transfers.js';

/** The statuses a review completes, for the refusal's message. */
const underReview = statusesWhere((meaning) => meaning.underReview).join(' or ');

export function reviewEntitlement(
  ctx: SandboxContext,
  organizationId: string,
  accountId: string,
  review: EntitlementReview,
) {
  return inTransaction(ctx, async (ctx) => {
    const account = await findAccountRow(ctx.db, organizationId, accountId);
    if (account === undefined) throw accountNotFound();
    const status = await findEntitlement(ctx.db, account.id, review.network, review.type);
    if (status === undefined)
      throw invalidField('type', `The wallet holds no '${review.type}' entitlement on '${review.network}'.`);
    if (!entitlementStatuses[status].underReview)
      throw invalidField('type', `The entitlement is '${status}'; only ${underReview} ones are under review.`);
    await setEntitlement(ctx.db, account.id, review.network, review.type, review.outcome);
    const transactionIds = await releaseHeldTransfers(ctx, organizationId);
    return { previousStatus: status, status: review.outcome, transactionIds };
  });
}
