// Long-lived API keys: only a SHA-256 of the secret is stored. State follows the contract's table:
// active ⇄ paused (pause/resume), active|paused → revoked (permanent). Keys not created through the
// dashboard exist but no longer authenticate (key_not_provisioned).
import { createHash, randomBytes } from 'node:crypto';
import type { UnauthorizedReason } from '@ausd/client/types';
import type { Account } from '../core/api-types.js';
import type { SandboxContext } from '../tenancy/context.js';
import { contractEnums, operations as helperOperations } from '../generated/helpers/operations.js';
import type { ApiKeyStatus } from '../generated/helpers/types.js';
import { invalidField, unknownId } from '../core/problem.js';
import { booleanColumn, columnBoolean } from '../store/column-values.js';
import type { Store } from '../store/open-store.js';
import type { ApiKeyRow } from '../store/tables.js';
import { checkOutranks, checkPermission, type Role } from './key-roles.js';

export type KeyStatus = ApiKeyStatus;

/** The state a new key starts in. */
const NEW_KEY_STATUS: KeyStatus = 'active';

/**
 * What a key in each status authenticates (the helpers document's `ApiKeyStatus`; a status added there fails the
 * type-check here): nothing refused, or the 401 `context.reason` a request with it gets and whether its session may
 * still resume the key (the dashboard's one action on a paused key).
 */
export const keyStatuses = {
  active: { refusal: undefined },
  paused: { refusal: { reason: 'token_paused', mayResumeItself: true } },
  revoked: { refusal: { reason: 'token_revoked', mayResumeItself: false } },
} satisfies Record<KeyStatus, { refusal: { reason: UnauthorizedReason; mayResumeItself: boolean } | undefined }>;
export type KeyAction = 'pause' | 'resume' | 'revoke';

export type { ApiKeyRow };

/** The contract's account kinds (`Account.kind`). */
export type AccountKind = Account['kind'];

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function generateSecret(): string {
  return `sk_sandbox_${randomBytes(24).toString('base64url')}`;
}

export function findKeyBySecret(db: Store, secret: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('secret_sha256', '=', hashSecret(secret)).executeTakeFirst();
}

export function findKeyById(db: Store, keyId: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('id', '=', keyId).executeTakeFirst();
}

export interface NewKey {
  organizationId: string;
  name: string;
  secret: string;
  createdInDashboard: boolean;
  accountKinds?: readonly AccountKind[];
  roles?: readonly Role[];
}

/** Stores the key unless one with the same secret exists; returns the stored row either way. */
export async function ensureKey(ctx: SandboxContext, key: NewKey): Promise<ApiKeyRow> {
  await ctx.db
    .insertInto('api_keys')
    .values({
      id: ctx.newId(),
      organization_id: key.organizationId,
      name: key.name,
      secret_sha256: hashSecret(key.secret),
      status: NEW_KEY_STATUS,
      created_in_dashboard: booleanColumn(key.createdInDashboard),
      created_at: ctx.clock.now().toISOString(),
      account_kinds: (key.accountKinds ?? contractEnums.AccountKind).join(','),
      roles: (key.roles ?? []).join(','),
    })
    .onConflict((conflict) => conflict.column('secret_sha256').doNothing())
    .execute();
  return (await findKeyBySecret(ctx.db, key.secret))!;
}

/** Each action's transition and its helper operation (whose `keyId` gives the 404 code of an unknown key). */
const TRANSITIONS: Record<
  KeyAction,
  {
    from: readonly KeyStatus[];
    to: KeyStatus;
    operation: (typeof helperOperations)['pauseApiKey' | 'resumeApiKey' | 'revokeApiKey'];
  }
> = {
  pause: { from: ['active'], to: 'paused', operation: helperOperations.pauseApiKey },
  resume: { from: ['paused'], to: 'active', operation: helperOperations.resumeApiKey },
  revoke: { from: ['active', 'paused'], to: 'revoked', operation: helperOperations.revokeApiKey },
};

/** The key acting on another through the helpers. */
export interface Actor {
  organizationId: string;
  roles: readonly Role[];
}

/**
 * Applies `action` to the organization's key `keyId` as `actor` may (`key-roles.ts`): revoke is the Owner's, pause
 * and resume need Owner or Admin ranking at least the key's highest role. A pause refuses every session issued
 * before `now` (ms), also after a resume.
 */
export async function changeKeyState(
  db: Store,
  actor: Actor,
  keyId: string,
  action: KeyAction,
  now: number,
): Promise<ApiKeyRow> {
  const key = await findKeyById(db, keyId);
  const transition = TRANSITIONS[action];
  if (key === undefined || key.organization_id !== actor.organizationId) throw unknownId(transition.operation, 'keyId');
  checkPermission(transition.operation.operationId, actor.roles);
  if (action !== 'revoke') checkOutranks(actor.roles, rolesOf(key));
  if (!transition.from.includes(key.status)) {
    throw invalidField(
      'action',
      `A ${key.status} key cannot be ${action === 'pause' ? 'paused' : action === 'resume' ? 'resumed' : 'revoked'}.`,
    );
  }
  const sessionsFrom = action === 'pause' ? now + 1 : key.sessions_from;
  // Conditional on the status read, so of two concurrent changes of one key only one applies.
  const changed = await db
    .updateTable('api_keys')
    .set({ status: transition.to, sessions_from: sessionsFrom })
    .where('id', '=', key.id)
    .where('status', '=', key.status)
    .executeTakeFirst();
  if (changed.numUpdatedRows !== 1n) return changeKeyState(db, actor, keyId, action, now);
  return { ...key, status: transition.to, sessions_from: sessionsFrom };
}

export function accountKindsOf(key: ApiKeyRow): AccountKind[] {
  return key.account_kinds === '' ? [] : (key.account_kinds.split(',') as AccountKind[]);
}

export function rolesOf(key: ApiKeyRow): Role[] {
  return key.roles === '' ? [] : (key.roles.split(',') as Role[]);
}

/** Whether the key was created in the dashboard (a key that was not is refused: key_not_provisioned). */
export function isProvisioned(key: ApiKeyRow): boolean {
  return columnBoolean(key.created_in_dashboard);
}

export function publicKeyView(key: ApiKeyRow) {
  return {
    id: key.id,
    name: key.name,
    status: key.status,
    createdInDashboard: isProvisioned(key),
    roles: rolesOf(key),
    accountKinds: accountKindsOf(key),
    createdAt: key.created_at,
  };
}
