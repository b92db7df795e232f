// The session JWT behind every authenticated call: exchanged lazily, cached, renewed shortly before it
// expires, and shared by concurrent calls so a burst on a cold client costs one exchange (single flight).
import { untilAborted } from './abort.js';

export interface Session {
  /**
   * A token good for at least the refresh margin, exchanging one (once, for all callers) if needed. The shared
   * exchange ignores any one caller's signal; each caller only stops waiting for it when its own signal aborts.
   */
  current(signal?: AbortSignal): Promise<string>;
  /** Forget `token` after the server called it expired; a newer token fetched meanwhile is kept. */
  expire(token: string): void;
}

/**
 * @param exchange performs the token exchange and resolves to the session JWT.
 * @param lifetimeMs the lifetime the contract states (`x-session-lifetime`), assumed when a token's `exp` is
 *   unreadable: the exchange does not return it.
 * @param marginMs renew this long before expiry, so a token never expires in flight.
 */
export function createSession(
  exchange: () => Promise<string>,
  lifetimeMs: number,
  marginMs = 60_000,
  now: () => number = Date.now,
): Session {
  let token: string | undefined;
  let expiresAt = 0;
  let pending: Promise<string> | undefined;
  const renew = async () => {
    const issuedAt = now();
    const fresh = await exchange();
    token = fresh;
    expiresAt = expiryOf(fresh) ?? issuedAt + lifetimeMs;
    return fresh;
  };
  return {
    current(signal) {
      if (token !== undefined && now() < expiresAt - marginMs) return Promise.resolve(token);
      const shared = (pending ??= renew().finally(() => (pending = undefined)));
      return signal ? untilAborted(() => shared, signal) : shared;
    },
    expire(stale) {
      if (token === stale) token = undefined;
    },
  };
}

/** `exp` of a JWT in milliseconds, when the payload decodes; the signature is the server's business. */
function expiryOf(jwt: string): number | undefined {
  try {
    const exp: unknown = JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
