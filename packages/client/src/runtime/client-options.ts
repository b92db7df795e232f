// What a client is made from: the integrator's options and what the generated client says about the contract.
// Apart from create.ts so the call and the transport read these types without importing the assembly that uses them.
import type { RetryPolicy } from './retry.js';
import type { OperationDescriptor, TransportConfig } from './transport.js';
import type { DocumentExtensions, SecuritySchemeExtensions } from '../generated/extensions.js';

export interface ClientOptions {
  /** e.g. `https://api.example.com` (paths already start with `/v0`). */
  baseUrl: string;
  /** The long-lived API key, exchanged for session JWTs as needed. Not needed for public operations. */
  apiKey?: string;
  /** Defaults to the global `fetch`. */
  fetch?: TransportConfig['fetch'];
  /**
   * Retries after the first attempt (default 2). Reads and the token exchange are retried on the contract's retry
   * statuses (`x-retry-statuses`: 429, 500, 503), connection failures and timeouts; writes (POST, PUT) only on 429,
   * 503 and a connection never made, since after a 500, a timeout or a dropped connection they may have been
   * committed (`ensure` repeats a creation).
   */
  maxRetries?: number;
  /** Per-attempt timeout (default 60 s); 0 or Infinity for none. */
  timeoutMs?: number;
  /**
   * The most bytes of one answer the client reads (default 16 MiB, `defaultMaxResponseBytes`): a larger one is
   * refused with ResponseTooLargeError as it streams in, never read whole. The largest answer the contract
   * describes (a page of 200 transactions) is far below the default.
   */
  maxResponseBytes?: number;
  retry?: Partial<Omit<RetryPolicy, 'maxRetries'>>;
  /** Renew the session this long before it expires (default 60 s). */
  refreshMarginMs?: number;
  onRequest?: TransportConfig['onRequest'];
  onResponse?: TransportConfig['onResponse'];
  /** Clock and timer, replaceable so tests can observe backoff and expiry without waiting. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The token exchange operation, the field of its body holding the session JWT, and the session's rules. */
export interface ExchangeDescriptor {
  op: OperationDescriptor;
  tokenField: string;
  /** The 401 `context.reason` after which the session is renewed and the call repeated once (`x-renew-on`). */
  renewOn: NonNullable<SecuritySchemeExtensions['x-renew-on']>;
  /** How long a session lives (`x-session-lifetime`). */
  lifetimeSeconds: NonNullable<SecuritySchemeExtensions['x-session-lifetime']>;
}

/** What the generated client tells the runtime about the contract besides its operations. */
export interface ClientContract {
  exchange: ExchangeDescriptor;
  /** The statuses a call is retried after (`x-retry-statuses`). */
  retryStatuses: Readonly<NonNullable<DocumentExtensions['x-retry-statuses']>>;
  /** The header every answer carries its request id in (`x-request-id-header`). */
  requestIdHeader: TransportConfig['requestIdHeader'];
}
