// One operation call from start to finish: credential, attempt, and the decision after a failure —
// re-exchange once on an expired session, back off and retry transient failures, or throw.
import type { WithResponse } from './api-promise.js';
import { ApiError, ConnectionError, exchangeFailureOf, UnauthorizedError } from './errors.js';
import { buildUrl, type QueryValue } from './query.js';
import { backoffDelay, parseRetryAfter, type RetryPolicy } from './retry.js';
import type { Session } from './session.js';
import type { ClientContract, ExchangeDescriptor } from './create.js';
import { attempt, type AttemptOptions, type OperationDescriptor, type TransportConfig } from './transport.js';

export interface CallOptions extends AttemptOptions {
  /** Overrides the client's `maxRetries` for this call. */
  maxRetries?: number;
}

export interface CallInput {
  params?: readonly string[];
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
}

export interface CallContext extends TransportConfig {
  baseUrl: string;
  apiKey: string | undefined;
  session: Session;
  retry: RetryPolicy;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  now: () => number;
  /** The 401 reason after which the session is renewed once (`x-renew-on`). */
  renewOn: ExchangeDescriptor['renewOn'];
  /** The statuses worth another attempt (`x-retry-statuses`). */
  retryStatuses: ReadonlySet<ClientContract['retryStatuses'][number]>;
}

export async function call(
  ctx: CallContext,
  op: OperationDescriptor,
  input: CallInput,
  options: CallOptions = {},
): Promise<WithResponse<unknown>> {
  const url = buildUrl(ctx.baseUrl, op.path, input.params ?? [], input.query);
  const maxRetries = options.maxRetries ?? ctx.retry.maxRetries;
  let retries = 0;
  let reexchanged = false;
  const bySession = op.credential === 'session';
  for (;;) {
    const credential = bySession
      ? await sessionToken(ctx, op, options.signal)
      : op.credential === 'exchange'
        ? ctx.apiKey
        : undefined;
    let outcome: WithResponse<unknown> | ApiError | ConnectionError;
    try {
      outcome = await attempt(ctx, op, url, input.body, credential, options);
    } catch (error) {
      if (!(error instanceof ConnectionError)) throw error;
      outcome = error;
    }
    if (!(outcome instanceof Error)) return outcome;
    // An expired session is renewed once per call; any other 401 reason is final.
    if (bySession && !reexchanged && outcome instanceof UnauthorizedError && outcome.reason === ctx.renewOn) {
      reexchanged = true;
      ctx.session.expire(credential!);
      continue;
    }
    const delay = retries < maxRetries && mayRepeat(op, outcome) ? retryDelay(ctx, outcome, retries) : undefined;
    if (delay === undefined) throw outcome;
    retries += 1;
    await ctx.sleep(delay, options.signal);
  }
}

/**
 * The session a call needs. The exchange's error answer (a wrong API key's 401) is thrown as this call's, so the
 * method's type, which includes the exchange's errors, and `isErrorOf` on the method agree.
 */
async function sessionToken(ctx: CallContext, op: OperationDescriptor, signal?: AbortSignal): Promise<string> {
  try {
    return await ctx.session.current(signal);
  } catch (error) {
    throw error instanceof ApiError ? exchangeFailureOf(error, op.operationId) : error;
  }
}

const REPEATABLE = new Set(['get', 'head', 'options']);

/**
 * Whether sending the request again cannot turn one change into two (or a success into a conflict). Reads and
 * the token exchange (another token is harmless) always may. A write (POST; PUT too: adding a network twice is
 * a conflict) may only when the first one surely changed nothing: it never reached the server (no connection
 * was made), or the server answered that it did not act on it (429 at the edge, 503 unavailable). After a 500,
 * a timeout or a dropped connection it may have been committed, so the error is thrown; `ensure` methods
 * resolve those conflicts.
 */
function mayRepeat(op: OperationDescriptor, failure: ApiError | ConnectionError): boolean {
  if (REPEATABLE.has(op.method.toLowerCase()) || op.credential === 'exchange') return true;
  if (failure instanceof ApiError) return failure.status === 429 || failure.status === 503;
  return !failure.requestSent;
}

/** Milliseconds to wait before retrying, or undefined when the failure is not worth retrying. */
function retryDelay(ctx: CallContext, failure: ApiError | ConnectionError, retries: number): number | undefined {
  if (failure instanceof ApiError) {
    if (!ctx.retryStatuses.has(failure.status)) return undefined;
    const retryAfter = parseRetryAfter(failure.headers.get('retry-after'), ctx.now());
    if (retryAfter !== undefined) return retryAfter <= ctx.retry.maxRetryAfterMs ? retryAfter : undefined;
  }
  return backoffDelay(ctx.retry, retries);
}
