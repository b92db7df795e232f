// The test helpers' bearer: a session JWT, or the organization's API key itself when it carries Owner or Admin.
// Payment APIs' test helpers take the secret key the same way; here it means an organization whose token exchange
// is switched out can still reach `/sandbox/outages` and switch it back. A key of a lower role is no bearer here.
import type { KeyObject } from 'node:crypto';
import type { Clock } from '../core/clock.js';
import type { Store } from '../store/open-store.js';
import { authenticateApiKey, authenticateSession, type AuthResult } from './authenticate.js';
import { mayAdminister } from './key-roles.js';

/** A compact JWS: three base64url parts. An API key is one token without dots. */
const COMPACT_JWS = /^[\w-]*\.[\w-]*\.[\w-]*$/;

export async function authenticateHelperBearer(
  db: Store,
  signingKey: KeyObject,
  base: Clock,
  credential: string | undefined,
  /** The helper that resumes a key: a paused key (or its session) may call it, for that key alone. */
  resumingItself: boolean,
): Promise<AuthResult> {
  if (credential === undefined || COMPACT_JWS.test(credential))
    return authenticateSession(db, signingKey, base, credential, resumingItself);
  const verdict = await authenticateApiKey(db, base, credential, resumingItself);
  if (verdict.ok && !mayAdminister(verdict.principal.roles)) return { ok: false, reason: 'invalid_token' };
  return verdict;
}
