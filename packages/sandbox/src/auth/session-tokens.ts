// Session JWTs: HS256 with a per-database signing key (kept in sandbox_settings so tokens survive a
// restart), claims iss, aud, sub (the API key id), org (the organization id), iat, exp = iat + the contract's
// `x-session-lifetime`, jti: a UUID v7 stating the issue instant to the millisecond, so a pause refuses exactly
// the sessions issued before it.
// Verification pins the algorithm, so `alg: none`, other algorithms and tampered tokens are invalid_token.
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { sessionScheme } from '@ausd/contract-facts/operations';
import type { UnauthorizedReason } from '@ausd/client/types';
import { sessionTime, type Clock } from '../core/clock.js';
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
export const EXPIRED = sessionScheme.renewOn;

export type TokenFailure = Extract<UnauthorizedReason, 'invalid_token' | 'missing_claim'> | typeof EXPIRED;
export interface SessionClaims {
  keyId: string;
  organizationId: string;
}

export interface VerifiedClaims extends SessionClaims {
  /** The issue instant in ms (`issuedAt`). */
  issuedAt: number;
  /** `exp`, in seconds (checked here against the clock given; a later clock may find it past). */
  expiresAt: number | undefined;
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
  /** The earliest issue instant (ms) the key's sessions are accepted from (set by a pause). */
  validFrom?: number | null;
}

/** A UUID v7 (RFC 9562) carrying `ms` in its first 48 bits. */
function uuidV7(ms: number): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** When a session was issued, in ms: its jti's instant, or `iat` for a token from before jti carried one. */
export function issuedAt(claims: { iat: number; jti: string }): number {
  return UUID_V7.test(claims.jti) ? parseInt(claims.jti.slice(0, 8) + claims.jti.slice(9, 13), 16) : claims.iat * 1000;
}

export async function issueSessionToken(
  key: KeyObject,
  clock: Clock,
  claims: SessionClaims,
  options: IssueOptions = {},
): Promise<string> {
  // Never before the key's latest pause: a session exchanged after the resume, in the same millisecond, works.
  const issued = Math.max(sessionTime(clock), options.validFrom ?? 0);
  const iat = Math.floor(issued / 1000);
  // A claim the helpers document adds to `SessionClaim` fails the type-check here until it is issued.
  const all = {
    iss: ISSUER,
    aud: AUDIENCE,
    sub: claims.keyId,
    org: claims.organizationId,
    iat,
    exp: iat + sessionScheme.lifetimeSeconds,
    jti: uuidV7(issued),
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
    return typeof remembered.exp === 'number' && remembered.exp <= Math.floor(sessionTime(clock) / 1000)
      ? EXPIRED
      : remembered;
  }
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      currentDate: new Date(sessionTime(clock)),
    });
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
): Promise<{ ok: true; claims: VerifiedClaims } | { ok: false; reason: TokenFailure }> {
  const payload = await verifiedPayload(key, clock, token);
  if (typeof payload === 'string') return { ok: false, reason: payload };
  if (REQUIRED_CLAIMS.some((claim) => payload[claim] === undefined)) return { ok: false, reason: 'missing_claim' };
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (payload.iss !== ISSUER || !audiences.includes(AUDIENCE)) return { ok: false, reason: 'invalid_token' };
  if (typeof payload.sub !== 'string' || typeof payload.org !== 'string') return { ok: false, reason: 'invalid_token' };
  if (typeof payload.iat !== 'number' || typeof payload.jti !== 'string') return { ok: false, reason: 'invalid_token' };
  return {
    ok: true,
    claims: {
      keyId: payload.sub,
      organizationId: payload.org,
      issuedAt: issuedAt({ iat: payload.iat, jti: payload.jti }),
      expiresAt: typeof payload.exp === 'number' ? payload.exp : undefined,
    },
  };
}
