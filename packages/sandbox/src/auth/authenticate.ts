// Resolves a bearer credential to the calling organization, or to the 401 `context.reason` of the contract.
// The key's state is read on every request, so pause and revoke bite on JWTs already issued.
import type { KeyObject } from 'node:crypto';
import type { UnauthorizedReason } from '@ausd/client/types';
import type { Clock } from '../clock.js';
import type { Store } from '../store/open-store.js';
import {
  accountKindsOf,
  findKeyById,
  findKeyBySecret,
  keyStatuses,
  type AccountKind,
  type ApiKeyRow,
} from './api-keys.js';
import { organizationStanding, type Standing } from './organizations.js';
import { verifySessionToken } from './session-tokens.js';

/** The contract's 401 `context.reason` values: a renamed or removed one fails the type-check where it is used. */
export type AuthFailureReason = UnauthorizedReason;

export interface Principal {
  organizationId: string;
  apiKeyId: string;
  /** Read on every request, so a change of standing bites at once. */
  standing: Standing;
  /** The account kinds the key may read. */
  accountKinds: AccountKind[];
}

export type AuthResult = { ok: true; principal: Principal } | { ok: false; reason: AuthFailureReason };

function keyUsable(key: ApiKeyRow, standing: Standing | undefined, allowPaused = false): AuthResult {
  if (standing === undefined) return { ok: false, reason: 'unknown_tenant' };
  if (key.created_in_dashboard !== 1) return { ok: false, reason: 'key_not_provisioned' };
  const { refusal } = keyStatuses[key.status];
  if (refusal !== undefined && !(allowPaused && refusal.helpersTakeIt)) return { ok: false, reason: refusal.reason };
  return {
    ok: true,
    principal: { organizationId: key.organization_id, apiKeyId: key.id, standing, accountKinds: accountKindsOf(key) },
  };
}

/** The token exchange: the credential is the API key itself. */
export async function authenticateApiKey(db: Store, credential: string | undefined): Promise<AuthResult> {
  if (credential === undefined || credential === '') return { ok: false, reason: 'missing_header' };
  const key = await findKeyBySecret(db, credential);
  if (key === undefined) return { ok: false, reason: 'invalid_token' };
  return keyUsable(key, await organizationStanding(db, key.organization_id));
}

/** Every other authenticated operation: the credential is a session JWT. */
export async function authenticateSession(
  db: Store,
  signingKey: KeyObject,
  clock: Clock,
  credential: string | undefined,
  /** The test helpers stand in for the dashboard, where a paused key can still be resumed. */
  allowPausedKey = false,
): Promise<AuthResult> {
  if (credential === undefined || credential === '') return { ok: false, reason: 'missing_header' };
  const verified = await verifySessionToken(signingKey, clock, credential);
  if (!verified.ok) return verified;
  const { keyId, organizationId } = verified.claims;
  const standing = await organizationStanding(db, organizationId);
  if (standing === undefined) return { ok: false, reason: 'unknown_tenant' };
  // Read on every request (no cache in any process), so a pause or revoke through any process bites at once.
  const key = await findKeyById(db, keyId);
  if (key === undefined || key.organization_id !== organizationId) return { ok: false, reason: 'invalid_token' };
  return keyUsable(key, standing, allowPausedKey);
}
