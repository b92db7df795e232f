// Session JWTs: HS256 with a per-database signing key (kept in sandbox_settings so tokens survive a
// restart), claims iss, aud, sub (the API key id), org (the organization id), iat, exp = iat + the contract's
// `x-session-lifetime`, jti.
// Verification pins the algorithm, so `alg: none`, other algorithms and tampered tokens are invalid_token.
import { createSecretKey, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { sessionScheme } from '@ausd/express/operations';
import type { UnauthorizedReason } from '@ausd/client/types';
import type { Clock } from '../clock.js';
import { contractEnums as helperEnums } from '../generated/helpers/operations.js';
import type { SessionClaim } from '../generated/helpers/types.js';
import type { Store } from '../store/open-store.js';

export const ISSUER = 'ausd-sandbox';
export const AUDIENCE = 'ausd-public-api';
/** Every claim of the helpers document's `SessionClaim` is required. */
const REQUIRED_CLAIMS: readonly SessionClaim[] = helperEnums.SessionClaim;
const ALGORITHM = 'HS256';

/**
 * An expired session is answered with the reason the contract says a client renews its session on (`x-renew-on`),
 * so a client following the contract renews it.
 */
const EXPIRED = sessionScheme.renewOn;

export type TokenFailure = Extract<UnauthorizedReason, 'invalid_token' | 'missing_claim'> | typeof EXPIRED;
export interface SessionClaims {
  keyId: string;
  organizationId: string;
}

/** The signing key as a KeyObject, so jose does not re-import raw bytes on every sign and verify. */
export async function signingKey(db: Store): Promise<KeyObject> {
  // Every process over one database signs with the first key stored, so a session of one is a session of all.
  await db
    .insertInto('sandbox_settings')
    .values({ key: 'jwt_signing_key', value: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const row = await db
    .selectFrom('sandbox_settings')
    .select('value')
    .where('key', '=', 'jwt_signing_key')
    .executeTakeFirstOrThrow();
  return createSecretKey(Buffer.from(row.value, 'hex'));
}

export interface IssueOptions {
  /** Test helper only: leave these claims out (a validly signed token lacking a claim). */
  omitClaims?: readonly SessionClaim[];
}

export async function issueSessionToken(
  key: KeyObject,
  clock: Clock,
  claims: SessionClaims,
  options: IssueOptions = {},
): Promise<string> {
  const iat = Math.floor(clock.now().getTime() / 1000);
  // A claim the helpers document adds to `SessionClaim` fails the type-check here until it is issued.
  const all = {
    iss: ISSUER,
    aud: AUDIENCE,
    sub: claims.keyId,
    org: claims.organizationId,
    iat,
    exp: iat + sessionScheme.lifetimeSeconds,
    jti: randomUUID(),
  } satisfies Record<SessionClaim, string | number>;
  const payload = Object.fromEntries(
    Object.entries(all).filter(([claim]) => !options.omitClaims?.includes(claim as SessionClaim)),
  );
  return new SignJWT(payload).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(key);
}

// Signature checks through WebCrypto dominate a request's cost, and a client reuses one JWT for many requests:
// tokens whose signature and claims verified are remembered per signing key (bounded), and a remembered token
// is only checked for expiry again. A forged or altered token is never in the map.
const VERIFIED_LIMIT = 10_000;
const verifiedByKey = new WeakMap<KeyObject, Map<string, JWTPayload>>();

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * One spelling per token: each part in canonical base64url (no padding, no set bits past the last byte), so
 * a token cannot be replayed under other spellings that decode to the same bytes.
 */
function isCanonicalJwt(token: string): boolean {
  return (
    JWT_SHAPE.test(token) &&
    token.split('.').every((part) => Buffer.from(part, 'base64url').toString('base64url') === part)
  );
}

async function verifiedPayload(key: KeyObject, clock: Clock, token: string): Promise<JWTPayload | TokenFailure> {
  if (!isCanonicalJwt(token)) return 'invalid_token';
  let verified = verifiedByKey.get(key);
  if (verified === undefined) verifiedByKey.set(key, (verified = new Map()));
  const remembered = verified.get(token);
  if (remembered !== undefined) {
    return typeof remembered.exp === 'number' && remembered.exp <= Math.floor(clock.now().getTime() / 1000)
      ? EXPIRED
      : remembered;
  }
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: clock.now() });
    if (verified.size >= VERIFIED_LIMIT) verified.clear();
    verified.set(token, payload);
    return payload;
  } catch (error) {
    return error instanceof errors.JWTExpired ? EXPIRED : 'invalid_token';
  }
}

export async function verifySessionToken(
  key: KeyObject,
  clock: Clock,
  token: string,
): Promise<{ ok: true; claims: SessionClaims } | { ok: false; reason: TokenFailure }> {
  const payload = await verifiedPayload(key, clock, token);
  if (typeof payload === 'string') return { ok: false, reason: payload };
  if (REQUIRED_CLAIMS.some((claim) => payload[claim] === undefined)) return { ok: false, reason: 'missing_claim' };
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (payload.iss !== ISSUER || !audiences.includes(AUDIENCE)) return { ok: false, reason: 'invalid_token' };
  if (typeof payload.sub !== 'string' || typeof payload.org !== 'string') return { ok: false, reason: 'invalid_token' };
  return { ok: true, claims: { keyId: payload.sub, organizationId: payload.org } };
}
