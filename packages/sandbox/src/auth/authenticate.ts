// Resolves a bearer credential to the calling organization, or to the 401 `context.reason` of the contract.
// The key's state is read on every request, so pause and revoke bite on JWTs already issued, and a session issued
// before the key's latest pause stays refused after a resume.
import type { KeyObject } from 'node:crypto';
import type { UnauthorizedReason } from '@ausd/client/types';
import { offsetClock, sessionTime, type Clock } from '../core/clock.js';
import type { Outages } from '../tenancy/context.js';
import type { Store } from '../store/open-store.js';
import {
  accountKindsOf,
  rolesOf,
  findKeyBySecret,
  isProvisioned,
  keyStatuses,
  type AccountKind,
  type ApiKeyRow,
} from './api-keys.js';
import type { Role } from './key-roles.js';
import { organizationState, stateColumns, stateOf, type OrganizationState, type Standing } from './organizations.js';
import { EXPIRED, verifySessionToken } from './session-tokens.js';

/** The contract's 401 `context.reason` values: a renamed or removed one fails the type-check where it is used. */
export type AuthFailureReason = UnauthorizedReason;

export interface Principal {
  organizationId: string;
  apiKeyId: string;
  /** Read on every request, so a change of standing bites at once. */
  standing: Standing;
  /** The account kinds the key may read. */
  accountKinds: AccountKind[];
  /** The roles the key carries. */
  roles: Role[];
  /** The key is paused: its session may only resume it (`/sandbox/api-keys/…/resume`). */
  paused: boolean;
  /** The earliest issue instant (ms) the key's sessions are accepted from. */
  sessionsFrom: number | null;
  /** The organization's test clock (the sandbox's plus its own offset), read with the key. */
  clock: Clock;
  /** The organization's outages, read with the key. */
  outages: Outages;
}

export type AuthResult = { ok: true; principal: Principal } | { ok: false; reason: AuthFailureReason };

/** How stale an organization's recorded activity may get before a request records it again (real time). */
const ACTIVITY_GRAIN_MS = 3_600_000;

/** Records that the organization is in use, at most once per ACTIVITY_GRAIN_MS (retention deletes idle ones). */
async function markActive(db: Store, organizationId: string, state: OrganizationState): Promise<void> {
  const now = Date.now();
  if (state.lastActiveAt !== null && now - Date.parse(state.lastActiveAt) < ACTIVITY_GRAIN_MS) return;
  await db
    .updateTable('organizations')
    .set({ last_active_at: new Date(now).toISOString() })
    .where('id', '=', organizationId)
    .execute();
}

function keyUsable(
  key: ApiKeyRow,
  state: OrganizationState | undefined,
  clock: Clock,
  resumingItself = false,
): AuthResult {
  if (state === undefined) return { ok: false, reason: 'unknown_tenant' };
  if (!isProvisioned(key)) return { ok: false, reason: 'key_not_provisioned' };
  const { refusal } = keyStatuses[key.status];
  if (refusal !== undefined && !(resumingItself && refusal.mayResumeItself))
    return { ok: false, reason: refusal.reason };
  return {
    ok: true,
    principal: {
      organizationId: key.organization_id,
      apiKeyId: key.id,
      standing: state.standing,
      accountKinds: accountKindsOf(key),
      roles: rolesOf(key),
      paused: refusal !== undefined,
      sessionsFrom: key.sessions_from,
      clock,
      outages: state.outages,
    },
  };
}

/** The token exchange (and a helper given the key itself): the credential is the API key. */
export async function authenticateApiKey(
  db: Store,
  base: Clock,
  credential: string | undefined,
  resumingItself = false,
): Promise<AuthResult> {
  if (credential === undefined || credential === '') return { ok: false, reason: 'missing_header' };
  const key = await findKeyBySecret(db, credential);
  if (key === undefined) return { ok: false, reason: 'invalid_token' };
  const state = await organizationState(db, key.organization_id);
  if (state !== undefined) await markActive(db, key.organization_id, state);
  return keyUsable(key, state, offsetClock(base, state?.clockOffsetMs ?? 0), resumingItself);
}

/** Every other authenticated operation: the credential is a session JWT, judged by its organization's clock. */
export async function authenticateSession(
  db: Store,
  signingKey: KeyObject,
  base: Clock,
  credential: string | undefined,
  /** The helper that resumes a key: a paused key's session may call it, for that key alone. */
  resumingItself = false,
): Promise<AuthResult> {
  if (credential === undefined || credential === '') return { ok: false, reason: 'missing_header' };
  // Checked against the sandbox's clock first; an organization's clock is never behind it, so its own expiry is
  // checked below, once its offset is read.
  const verified = await verifySessionToken(signingKey, base, credential);
  if (!verified.ok) return verified;
  const { keyId, organizationId, issuedAt, expiresAt } = verified.claims;
  // Read on every request (no cache in any process), so a pause or revoke through any process bites at once. One
  // query on the usual path: the key with what its organization set at run time.
  const key = await db
    .selectFrom('api_keys')
    .innerJoin('organizations', 'organizations.id', 'api_keys.organization_id')
    .selectAll('api_keys')
    .select(stateColumns.map((column) => `organizations.${column}` as const))
    .where('api_keys.id', '=', keyId)
    .executeTakeFirst();
  if (key === undefined || key.organization_id !== organizationId) {
    // The token names an organization that does not exist, or a key that is not that organization's.
    if ((await organizationState(db, organizationId)) === undefined) return { ok: false, reason: 'unknown_tenant' };
    return { ok: false, reason: 'invalid_token' };
  }
  const state = stateOf(key);
  const clock = offsetClock(base, state.clockOffsetMs);
  if (expiresAt !== undefined && expiresAt <= Math.floor(sessionTime(clock) / 1000))
    return { ok: false, reason: EXPIRED };
  const usable = keyUsable(key, state, clock, resumingItself);
  // An active key's session issued before its latest pause: the key was paused after this session began. (While
  // the key is paused, its sessions, all from before the pause, may still resume it.)
  if (usable.ok && !usable.principal.paused && key.sessions_from !== null && issuedAt < key.sessions_from)
    return { ok: false, reason: 'token_paused' };
  return usable;
}
