// Test helper: completes the secondary scan of a conditionally approved entitlement, or the service-side
// review of a pending one, then re-decides the organization's held transfers (approval settles them
// normally; rejection returns the funds).
import type { EntitlementStatus } from '@ausd/client/types';
import { findAccountRow, findEntitlement, setEntitlement } from '../accounts/account-records.js';
import { accountNotFound } from '../accounts/list-accounts.js';
import type { SandboxContext } from '../context.js';
import { invalidField } from '../problem.js';
import { releaseHeldTransfers } from './release-held-transfers.js';

export interface EntitlementReview {
  network: string;
  type: string;
  outcome: 'approved' | 'rejected';
}

const REVIEWABLE: ReadonlySet<string> = new Set<EntitlementStatus>(['conditionally_approved', 'pending_approval']);

export function reviewEntitlement(
  ctx: SandboxContext,
  organizationId: string,
  accountId: string,
  review: EntitlementReview,
) {
  return ctx.db
    .transaction(() => {
      const account = findAccountRow(ctx.db, organizationId, accountId);
      if (account === undefined) throw accountNotFound();
      if (review.outcome !== 'approved' && review.outcome !== 'rejected') {
        throw invalidField('outcome', "Either 'approved' or 'rejected'.");
      }
      const status = findEntitlement(ctx.db, account.id, review.network, review.type);
      if (status === undefined)
        throw invalidField('type', `The wallet holds no '${review.type}' entitlement on '${review.network}'.`);
      if (!REVIEWABLE.has(status))
        throw invalidField(
          'type',
          `The entitlement is '${status}'; only conditionally approved or pending ones are under review.`,
        );
      setEntitlement(ctx.db, account.id, review.network, review.type, review.outcome);
      const transactionIds = releaseHeldTransfers(ctx, organizationId);
      // The database holds only the contract's statuses.
      return { previousStatus: status as EntitlementStatus, status: review.outcome, transactionIds };
    })
    .immediate();
}
