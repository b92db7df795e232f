// The session JWT behind every authenticated call: exchanged lazily, cached, renewed shortly before it
// expires, and shared by concurrent calls so a burst on a cold client costs one exchange (single flight).

export interface SessionOptions {
  /** Performs the token exchange and resolves to the session JWT. */
  exchange: () => Promise<string>;
  /**
   * The lifetime the contract states (`x-session-lifetime`), assumed when a token's `exp` is unreadable: the
   * exchange does not return it.
   */
  lifetimeMs: number;
  /** Renew this long before expiry (default 60 s), so a token never expires in flight. */
  refreshMarginMs?: number;
  now?: () => number;
}

export class Session {
  private token: string | undefined;
  private expiresAt = 0;
  private pending: Promise<string> | undefined;
  private readonly marginMs: number;
  private readonly now: () => number;

  constructor(private readonly options: SessionOptions) {
    this.marginMs = options.refreshMarginMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * A token good for at least the refresh margin, exchanging one (once, for all callers) if needed. The shared
   * exchange ignores any one caller's signal; each caller only stops waiting for it when its own signal aborts.
   */
  current(signal?: AbortSignal): Promise<string> {
    if (this.token !== undefined && this.now() < this.expiresAt - this.marginMs) return Promise.resolve(this.token);
    this.pending ??= this.renew().finally(() => (this.pending = undefined));
    return signal ? abandonOnAbort(this.pending, signal) : this.pending;
  }

  /** Forget `token` after the server called it expired; a newer token fetched meanwhile is kept. */
  expire(token: string): void {
    if (this.token === token) this.token = undefined;
  }

  private async renew(): Promise<string> {
    const issuedAt = this.now();
    const token = await this.options.exchange();
    this.token = token;
    this.expiresAt = expiryOf(token) ?? issuedAt + this.options.lifetimeMs;
    return token;
  }
}

/** `exp` of a JWT in milliseconds, when the payload decodes; the signature is the server's business. */
function expiryOf(jwt: string): number | undefined {
  try {
    const payload = jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const exp: unknown = JSON.parse(atob(payload)).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

function abandonOnAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
