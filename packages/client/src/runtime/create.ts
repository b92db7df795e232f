// Assembles a client from operation descriptors: the client's call (options, session and retry rules, call.ts),
// and one typed method per descriptor (path parameters first, then body or query, then options). What only some
// resources have is apart: list methods (pagination.ts) and `ensure` (ensure.ts).
import { ApiPromise, type WithRequestId } from './api-promise.js';
import type { Call, CallInput, CallOptions } from './call.js';
import { ApiError, type ErrorContext } from './errors.js';
import type { PageList } from './pagination.js';
import type { RetryPolicy } from './retry.js';
import type { OperationDescriptor, OutgoingRequest } from './transport.js';
import type { DocumentExtensions, SecuritySchemeExtensions } from '../generated/extensions.js';

export { createCall } from './call.js';
export type { Call, CallOptions } from './call.js';
export type { WithRequestId } from './api-promise.js';
export type { Filters } from './filters.js';
export type { ListMethod } from './pagination.js';
export type { OperationDescriptor } from './transport.js';

export interface ClientOptions {
  /** e.g. `https://api.example.com` (paths already start with `/v0`). */
  baseUrl: string;
  /** The long-lived API key, exchanged for session JWTs as needed. Not needed for public operations. */
  apiKey?: string;
  /** Defaults to the global `fetch`. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * Retries after the first attempt (default 2). Reads and the token exchange are retried on the contract's retry
   * statuses (`x-retry-statuses`: 429, 500, 503), connection failures and timeouts; writes (POST, PUT) only on 429,
   * 503 and a connection never made, since after a 500, a timeout or a dropped connection they may have been
   * committed (`ensure` repeats a creation).
   */
  maxRetries?: number;
  /** Per-attempt timeout (default 60 s); 0 or Infinity for none. */
  timeoutMs?: number;
  retry?: Partial<Omit<RetryPolicy, 'maxRetries'>>;
  /** Renew the session this long before it expires (default 60 s). */
  refreshMarginMs?: number;
  onRequest?: (request: OutgoingRequest) => void | Promise<void>;
  onResponse?: (response: Response, request: OutgoingRequest) => void | Promise<void>;
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
  requestIdHeader: NonNullable<DocumentExtensions['x-request-id-header']>;
}

/** How a method's positional arguments map onto the request. */
export interface MethodShape {
  /** Number of leading path-parameter arguments. */
  params: number;
  /** The argument after the path parameters, if any. */
  input?: 'query' | 'body';
}

export type Method<Args extends unknown[], Result, Errors> = ((
  ...args: [...Args, options?: CallOptions]
) => ApiPromise<WithRequestId<Result>, Errors>) & { readonly operationId: string };

export function method<Args extends unknown[], Result, Errors>(
  call: Call,
  op: OperationDescriptor,
  shape: MethodShape,
): Method<Args, Result, Errors> {
  const invoke = (...args: unknown[]) => {
    const input: CallInput = { params: args.slice(0, shape.params) as string[] };
    if (shape.input) input[shape.input] = args[shape.params] as never;
    return new ApiPromise(call(op, input, args[shape.params + (shape.input ? 1 : 0)] as CallOptions | undefined));
  };
  return Object.assign(invoke, { operationId: op.operationId }) as unknown as Method<Args, Result, Errors>;
}

type ErrorsOf<M> = M extends (...args: never[]) => ApiPromise<unknown, infer E> | PageList<unknown, unknown, infer E>
  ? E
  : never;

/** One declared error response as a typed ApiError: `status`, `code` and `context` as the contract states. */
type DeclaredError<Status, Body> = Body extends { code: string }
  ? ApiError<Body['code']> & {
      readonly status: Status;
      readonly context: Body extends { context?: unknown } ? Body['context'] : undefined;
    }
  : never;

/**
 * The errors an operation declares, discriminated by `status` and `code`. `Errors` may be a union of status maps
 * (a method's own and its session's token exchange): each contributes its errors.
 */
export type OperationError<Errors> = Errors extends unknown
  ? { [S in keyof Errors]: DeclaredError<S, Errors[S]> }[keyof Errors]
  : never;

/**
 * The errors of a token exchange another document describes (the sandbox helpers use the API's): any status,
 * any code. A method's own declared errors keep their types beside them.
 */
export interface UndescribedErrors {
  [status: number]: { code: string; context?: ErrorContext };
}

/**
 * Narrows a caught error to the errors one method can throw, so `switch (error.code)` and `error.context` are
 * typed: its operation's declared errors and, for a method that needs a session, the token exchange's (a wrong
 * API key is the exchange's 401, thrown by the method called). An undeclared response (a proxy's 502, a code
 * added later) is still an ApiError of that method and passes too: keep a default branch.
 */
export function isErrorOf<M extends { readonly operationId: string }>(
  error: unknown,
  method: M,
): error is OperationError<ErrorsOf<M>> {
  return error instanceof ApiError && error.operationId === method.operationId;
}
