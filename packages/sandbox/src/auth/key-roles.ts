// Who may call which test helper: the description's key rules. A key carries roles (the helpers document's `Role`,
// listed highest rank first) and, narrower, the account kinds it reads. Pause and resume need a role ranking at
// least the target key's highest, revoke is the Owner's, a creator grants no role above its own, and the
// organization's settings need Owner or Admin. Every helper of the document is listed: a new one fails the
// type-check here until it is given what it needs.
import { contractEnums as helperEnums } from '../generated/helpers/operations.js';
import type { operationValidators } from '../generated/helpers/validators.js';
import type { Role } from '../generated/helpers/types.js';
import { ApiProblem } from '../core/problem.js';

export type { Role };

/** A role's rank: its place from the end of the document's list (owner 2, admin 1); no role is 0. */
export function rankOf(roles: readonly Role[]): number {
  const ranks = roles.map((role) => helperEnums.Role.length - helperEnums.Role.indexOf(role));
  return Math.max(0, ...ranks);
}

const OWNER_RANK = rankOf(['owner']);
const ADMIN_RANK = rankOf(['admin']);

/** What a helper needs of the calling key. */
export type Permission =
  /** Any active key of the organization (account kinds still apply to the accounts involved). */
  | 'anyKey'
  /** Owner or Admin: keys, and the organization's settings. */
  | 'ownerOrAdmin'
  /** Owner only. */
  | 'owner'
  /** No key: sign-up (with the sign-up token when one is configured) and the readiness answer. */
  | 'noKey';

const minimumRank: Record<Permission, number> = {
  anyKey: 0,
  ownerOrAdmin: ADMIN_RANK,
  owner: OWNER_RANK,
  noKey: 0,
};

export const helperPermissions = {
  getApiKeys: 'anyKey',
  createApiKey: 'ownerOrAdmin',
  pauseApiKey: 'ownerOrAdmin',
  resumeApiKey: 'ownerOrAdmin',
  revokeApiKey: 'owner',
  createSessionToken: 'anyKey',
  createOrganization: 'noKey',
  updateOrganization: 'ownerOrAdmin',
  updateOutages: 'ownerOrAdmin',
  getClock: 'anyKey',
  advanceClock: 'ownerOrAdmin',
  getSimulations: 'anyKey',
  simulateTransfer: 'anyKey',
  reviewEntitlement: 'anyKey',
  verifyAccount: 'anyKey',
  updateMetricsChain: 'ownerOrAdmin',
  getHealth: 'noKey',
} as const satisfies Record<keyof typeof operationValidators, Permission>;

export type HelperOperationId = keyof typeof helperPermissions;

/** Owner or Admin: the roles whose API key is itself a bearer of the helpers. */
export function mayAdminister(roles: readonly Role[]): boolean {
  return rankOf(roles) >= ADMIN_RANK;
}

/** 403 forbidden unless `roles` may call the helper. */
export function checkPermission(operationId: HelperOperationId, roles: readonly Role[]): void {
  const needed = helperPermissions[operationId];
  if (rankOf(roles) >= minimumRank[needed]) return;
  throw new ApiProblem(
    'forbidden',
    needed === 'owner' ? 'This helper needs an Owner key.' : 'This helper needs an Owner or Admin key.',
  );
}

/** 403 forbidden unless a key with `roles` may pause or resume a key carrying `targetRoles`. */
export function checkOutranks(roles: readonly Role[], targetRoles: readonly Role[]): void {
  if (rankOf(roles) < rankOf(targetRoles))
    throw new ApiProblem('forbidden', "Pausing or resuming a key needs a role at least the key's highest.");
}

/** 403 forbidden when a creator with `roles` asks for a role above its own. */
export function checkGrantable(roles: readonly Role[], requested: readonly Role[]): void {
  if (rankOf(requested) > rankOf(roles)) throw new ApiProblem('forbidden', 'A key cannot grant a role above its own.');
}
