// Test helper: completes the secondary scan of a conditionally approved entitlement, or the service-side
// review of a pending one, then re-decides the organization's held transfers (approval settles them
// normally; rejection returns the funds).
import { findEntitlement, setEntitlement } from '../accounts/account-records.js';
import { entitlementStatuses, statusesWhere } from '../accounts/entitlement-statuses.js';
import { findReadableAccount } from '../accounts/list-accounts.js';
import { lockOrganization } from '../auth/organizations.js';
import type { TenantContext } from '../tenancy/context.js';
import { inTransaction } from '../store/transaction.js';
import type { EntitlementReview } from '../generated/helpers/types.js';
import { invalidField } from '../core/problem.js';
import { readableIds, releaseHeldTransfers } from './release-held-transfers.js';

/** The statuses a review completes, for the refusal's message. */
const underReview = statusesWhere((meaning) => meaning.underReview).join(' or ');

export async function reviewEntitlement(ctx: TenantContext, accountId: string, review: EntitlementReview) {
  const status = await inTransaction(ctx, async (ctx) => {
    const account = await findReadableAccount(ctx, accountId);
    // A concurrent review (any process) waits here, then reads this one's outcome and is refused; a transfer
    // simulated meanwhile is held before this decision or decided after it.
    await lockOrganization(ctx);
    const status = await findEntitlement(ctx.db, account.id, review.network, review.type);
    if (status === undefined)
      throw invalidField('type', `The wallet holds no '${review.type}' entitlement on '${review.network}'.`);
    if (!entitlementStatuses[status].underReview)
      throw invalidField('type', `The entitlement is '${status}'; only ${underReview} ones are under review.`);
    await setEntitlement(ctx.db, account.id, review.network, review.type, review.outcome);
    return status;
  });
  const released = await releaseHeldTransfers(ctx);
  return {
    previousStatus: status,
    status: review.outcome,
    transactionIds: readableIds(released, ctx.tenant.accountKinds),
  };
}
