// Sign-up tokens, one per integrator (`--signup-token`, repeatable): each has a quota of organizations of its own,
// so one holder cannot fill the sandbox-wide bound for everyone. A token is kept only as its SHA-256, in memory and
// in the database (`organizations.signup_token_sha256`, the counter `signup:<hash>`).
import { timingSafeEqual } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { ApiProblem } from '../core/problem.js';
import type { Store } from '../store/open-store.js';

/** Organizations one sign-up token may hold at once (`--signup-quota`). */
export const DEFAULT_SIGNUP_QUOTA = 100;

/** The SHA-256 of a sign-up token, hex. */
export function tokenHash(token: string): string {
  return bytesToHex(sha256(utf8ToBytes(token)));
}

/** What sign-up checks a request against: the hashes of the tokens and each one's quota. */
export interface SignUpGate {
  hashes: readonly string[];
  quota: number;
  /** Told once a sign-up fills a token's quota (the operator's log line). */
  onQuotaReached?: (event: { tokenSha256: string; quota: number }) => void;
}

export function signUpGate(tokens: readonly string[], quota = DEFAULT_SIGNUP_QUOTA): SignUpGate | undefined {
  return tokens.length === 0 ? undefined : { hashes: [...new Set(tokens.map(tokenHash))], quota };
}

/**
 * The hash of the configured token `authorization` carries, compared with every one in constant time; undefined when
 * it carries none of them.
 */
export function matchToken(gate: SignUpGate, authorization: string | undefined): string | undefined {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
  if (given === undefined) return undefined;
  const digest = Buffer.from(tokenHash(given), 'hex');
  let matched: string | undefined;
  for (const hash of gate.hashes) if (timingSafeEqual(digest, Buffer.from(hash, 'hex'))) matched = hash;
  return matched;
}

const counterOf = (hash: string) => `signup:${hash}`;

/**
 * Takes room for one more organization of the token, or refuses it (403 naming the quota): a conditional update of
 * its counter in the sign-up's transaction, as `takeRoom` does, so concurrent sign-ups through any replica never
 * pass it. True when this one filled the quota.
 */
export async function takeTokenRoom(db: Store, hash: string, quota: number): Promise<boolean> {
  await db
    .insertInto('sandbox_counters')
    .values({ name: counterOf(hash), held: 0 })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const taken = await db
    .updateTable('sandbox_counters')
    .set((eb) => ({ held: eb('held', '+', 1) }))
    .where('name', '=', counterOf(hash))
    .where('held', '<', quota)
    .returning('held')
    .executeTakeFirst();
  if (taken === undefined) {
    const figure = quota.toLocaleString('en');
    throw new ApiProblem(
      'forbidden',
      `At most ${figure} organizations per sign-up token (its quota); ${figure} are held already.`,
    );
  }
  return Number(taken.held) === quota;
}

/** Gives back the room of a token's organization that was deleted. */
export async function releaseTokenRoom(db: Store, hash: string): Promise<void> {
  await db
    .updateTable('sandbox_counters')
    .set((eb) => ({ held: eb('held', '-', 1) }))
    .where('name', '=', counterOf(hash))
    .execute();
}
