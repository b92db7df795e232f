// Assembles a client from operation descriptors: resolves options into one call context, owns the session,
// and turns each descriptor into a typed method (path parameters first, then body or query, then options).
import { ApiPromise, type WithRequestId } from './api-promise.js';
import { call, type CallContext, type CallOptions } from './call.js';
import { ApiError, ConflictError, type ErrorContext } from './errors.js';
import { PageList, type PageFields } from './pagination.js';
import type { QueryValue } from './query.js';
import { defaultRetryPolicy, sleep, type RetryPolicy } from './retry.js';
import { canonicalIdentity, type IdentityRule } from './identity.js';
import { Session } from './session.js';
import type { OperationDescriptor, OutgoingRequest } from './transport.js';
import type { DocumentExtensions, SecuritySchemeExtensions } from '../generated/extensions.js';

export type { CallOptions } from './call.js';
export type { WithRequestId } from './api-promise.js';
export type { Filters } from './filters.js';
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

export function createCallContext(options: ClientOptions, contract: ClientContract): CallContext {
  const { exchange } = contract;
  const now = options.now ?? Date.now;
  const ctx: CallContext = {
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    timeoutMs: options.timeoutMs ?? 60_000,
    onRequest: options.onRequest,
    onResponse: options.onResponse,
    retry: { ...defaultRetryPolicy, ...options.retry, maxRetries: options.maxRetries ?? defaultRetryPolicy.maxRetries },
    sleep: options.sleep ?? sleep,
    now,
    renewOn: exchange.renewOn,
    retryStatuses: new Set(contract.retryStatuses),
    requestIdHeader: contract.requestIdHeader,
    session: new Session({
      exchange: async () => {
        const { data } = await call(ctx, exchange.op, {});
        return (data as Record<string, string>)[exchange.tokenField]!;
      },
      lifetimeMs: exchange.lifetimeSeconds * 1000,
      refreshMarginMs: options.refreshMarginMs,
      now,
    }),
  };
  return ctx;
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
  ctx: CallContext,
  op: OperationDescriptor,
  shape: MethodShape,
): Method<Args, Result, Errors> {
  const invoke = (...args: unknown[]) => {
    const input = args[shape.params];
    const settled = call(
      ctx,
      op,
      {
        params: args.slice(0, shape.params) as string[],
        query: shape.input === 'query' ? (input as Record<string, QueryValue>) : undefined,
        body: shape.input === 'body' ? input : undefined,
      },
      args[shape.params + (shape.input ? 1 : 0)] as CallOptions | undefined,
    );
    return new ApiPromise(settled);
  };
  return Object.assign(invoke, { operationId: op.operationId }) as unknown as Method<Args, Result, Errors>;
}

/** The item type of a list page (each list's `data` is an array of its item schema). */
type ItemOf<Result, ItemsField extends keyof Result> = Result[ItemsField] extends readonly (infer Item)[]
  ? Item
  : never;

export type ListMethod<Query, Result, ItemsField extends keyof Result, Errors> = ((
  query?: Query,
  options?: CallOptions,
) => PageList<WithRequestId<Result>, ItemOf<Result, ItemsField>, Errors>) & {
  readonly operationId: string;
};

export function listMethod<Query, Result, ItemsField extends keyof Result, Errors>(
  ctx: CallContext,
  op: OperationDescriptor,
  fields: PageFields,
): ListMethod<Query, Result, ItemsField, Errors> {
  const invoke = (query?: Record<string, QueryValue>, options?: CallOptions) =>
    new PageList(
      (cursor) => new ApiPromise(call(ctx, op, { query: { ...query, [fields.cursorParam]: cursor } }, options)),
      fields,
      query?.[fields.cursorParam] as string | undefined,
    );
  return Object.assign(invoke, { operationId: op.operationId }) as unknown as ListMethod<
    Query,
    Result,
    ItemsField,
    Errors
  >;
}

/**
 * Create-or-get for operations whose 409 names the existing resource in `context[idField]`: creating is
 * safe to retry, and the caller gets the resource either way.
 */
export function ensureMethod<Body, Created, Existing>(
  create: (body: Body, options?: CallOptions) => PromiseLike<Created>,
  get: (id: string, options?: CallOptions) => PromiseLike<Existing>,
  idField: string,
): (body: Body, options?: CallOptions) => Promise<Created | Existing> {
  return async (body, options) => {
    try {
      return await create(body, options);
    } catch (error) {
      const id = error instanceof ConflictError ? error.context?.[idField] : undefined;
      if (typeof id !== 'string') throw error;
      return get(id, options);
    }
  };
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

/** Identity values compare as the API stores them, by the rule the contract declares for the field. */
function sameIdentity(rule: IdentityRule, given: unknown, stored: unknown): boolean {
  if (typeof given !== 'string' || typeof stored !== 'string') return given === stored;
  return canonicalIdentity(rule, given) === canonicalIdentity(rule, stored);
}

/**
 * Create-or-find for operations whose 409 names no id (`account_already_exists`): on a conflict, the list is
 * walked for the item whose identity fields (`x-identity`; only those the body sets) equal the body's. A
 * conflict with no such item (another organization's address, a change meanwhile) is rethrown.
 */
export function ensureByIdentity<Body extends object, Created, Item>(
  create: (body: Body, options?: CallOptions) => PromiseLike<Created>,
  list: (query?: undefined, options?: CallOptions) => AsyncIterable<Item>,
  identity: Readonly<Record<string, IdentityRule>>,
): (body: Body, options?: CallOptions) => Promise<Created | Item> {
  return async (body, options) => {
    try {
      return await create(body, options);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      const given = body as Record<string, unknown>;
      const fields = Object.entries(identity).filter(([field]) => given[field] !== undefined);
      for await (const item of list(undefined, options)) {
        const stored = item as Record<string, unknown>;
        if (fields.every(([field, rule]) => sameIdentity(rule, given[field], stored[field]))) return item;
      }
      throw error;
    }
  };
}
