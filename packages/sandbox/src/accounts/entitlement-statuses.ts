// What each entitlement status the contract names (`EntitlementStatus`) means to the sandbox: one table, so a
// status added to the contract fails the type-check here until the sandbox decides what it does.
import type { EntitlementStatus } from '@ausd/client/types';
import type { Decision } from '../settlement/decision.js';

export interface StatusMeaning {
  /** Asking for the entitlement again is refused; a status that is not present may be asked for again. */
  present: boolean;
  /** Under review: the review helper completes it (a secondary scan, or the service-side review). */
  underReview: boolean;
  /** A mint in this status makes the wallet usable on its chain now: a route may go to it. */
  mintUsable: boolean;
  /** What a transfer to a wallet whose mint on the chain is in this status becomes. */
  transfer: Decision;
  /** An instant settlement entitlement in this status settles the wallet's transfers instantly. */
  instant: boolean;
}

export const entitlementStatuses = {
  approved: { present: true, underReview: false, mintUsable: true, transfer: { kind: 'settle' }, instant: true },
  conditionally_approved: {
    present: true,
    underReview: true,
    mintUsable: true,
    transfer: { kind: 'hold', reason: 'secondary_scan_pending' },
    instant: false,
  },
  pending_approval: {
    present: true,
    underReview: true,
    mintUsable: false,
    transfer: { kind: 'settle' },
    instant: false,
  },
  pending_removal: {
    present: true,
    underReview: false,
    mintUsable: false,
    transfer: { kind: 'settle' },
    instant: false,
  },
  rejected: { present: false, underReview: false, mintUsable: false, transfer: { kind: 'return' }, instant: false },
  removed: { present: false, underReview: false, mintUsable: false, transfer: { kind: 'return' }, instant: false },
} as const satisfies Record<EntitlementStatus, StatusMeaning>;

/** The statuses with a meaning, e.g. the ones under review, for a message. */
export function statusesWhere(meaning: (status: StatusMeaning) => boolean): EntitlementStatus[] {
  return (Object.keys(entitlementStatuses) as EntitlementStatus[]).filter((status) =>
    meaning(entitlementStatuses[status]),
  );
}
