// One operation call from start to finish: credential, attempt, and the decision after a failure —
// re-exchange once on an expired session, back off and retry transient failures, or throw. The client's options,
// its session and the contract's rules are closed over once per client.
import type { WithResponse } from './api-promise.js';
import type { ClientContract, ClientOptions, ExchangeDescriptor } from './client-options.js';
import { ApiError, ConnectionError, exchangeFailureOf } from './errors.js';
import { buildUrl, type QueryValue } from './query.js';
import { backoffDelay, defaultRetryPolicy, parseRetryAfter, sleep } from './retry.js';
import { createSession, type Session } from './session.js';
import { attempt, type AttemptOptions, type OperationDescriptor } from './transport.js';

export interface CallOptions extends AttemptOptions {
  /** Overrides the client's `maxRetries` for this call. */
  maxRetries?: number;
}

export interface CallInput {
  params?: readonly string[];
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
}

/** Calls one operation with the client's options, session and retry rules. */
export type Call = ((
  op: OperationDescriptor,
  input: CallInput,
  options?: CallOptions,
) => Promise<WithResponse<unknown>>) & {
  /** The client's session, exchanged through this call (its retries, hooks and errors) and shared by its calls. */
  readonly session: Session;
};

/**
 * Whether an answer says the session expired (`x-renew-on`, a 401's `context.reason`): the session is then renewed
 * and the call repeated, once per call. Every other 401 is final.
 */
export const renewsSession = (exchange: ExchangeDescriptor, status: number, reason: unknown): boolean =>
  status === 401 && reason === exchange.renewOn;

export function createCall(client: ClientOptions, contract: ClientContract): Call {
  const { exchange } = contract;
  const now = client.now ?? Date.now;
  const retry = { ...defaultRetryPolicy, ...client.retry };
  const transport = { ...client, requestIdHeader: contract.requestIdHeader };
  const session = createSession(
    async () => ((await call(exchange.op, {})).data as Record<string, string>)[exchange.tokenField]!,
    exchange.lifetimeSeconds * 1000,
    client.refreshMarginMs,
    now,
  );

  /** Milliseconds to wait before retrying, or undefined when the failure is not worth retrying. */
  const retryDelay = (failure: ApiError | ConnectionError, retries: number): number | undefined => {
    if (failure instanceof ApiError) {
      if (!contract.retryStatuses.includes(failure.status)) return undefined;
      const retryAfter = parseRetryAfter(failure.headers.get('retry-after'), now());
      if (retryAfter !== undefined) return retryAfter <= retry.maxRetryAfterMs ? retryAfter : undefined;
    }
    return backoffDelay(retry, retries);
  };

  const call = async (op: OperationDescriptor, input: CallInput, options: CallOptions = {}) => {
    const url = buildUrl(client.baseUrl, op.path, input.params ?? [], input.query);
    const maxRetries = options.maxRetries ?? client.maxRetries ?? defaultRetryPolicy.maxRetries;
    let retries = 0;
    let reexchanged = false;
    const bySession = op.credential === 'session';
    for (;;) {
      const credential = bySession
        ? await session.current(options.signal).catch((error: unknown) => {
            // The exchange's error answer (a wrong API key's 401) is thrown as this call's, so the method's type,
            // which includes the exchange's errors, and `isErrorOf` on the method agree.
            throw error instanceof ApiError ? exchangeFailureOf(error, op.operationId) : error;
          })
        : op.credential === 'exchange'
          ? client.apiKey
          : undefined;
      const outcome = await attempt(transport, op, url, input.body, credential, options).catch((error: unknown) => {
        if (error instanceof ConnectionError) return error;
        throw error;
      });
      if (!(outcome instanceof Error)) return outcome;
      // An expired session is renewed once per call; any other 401 reason is final.
      const expired = outcome instanceof ApiError && renewsSession(exchange, outcome.status, outcome.context?.reason);
      if (bySession && !reexchanged && expired) {
        reexchanged = true;
        session.expire(credential!);
        continue;
      }
      const delay = retries < maxRetries && mayRepeat(op, outcome) ? retryDelay(outcome, retries) : undefined;
      if (delay === undefined) throw outcome;
      retries += 1;
      await (client.sleep ?? sleep)(delay, options.signal);
    }
  };
  return Object.assign(call, { session });
}

/**
 * Whether sending the request again cannot turn one change into two (or a success into a conflict). Reads and
 * the token exchange (another token is harmless) always may. A write (POST; PUT too: adding a network twice is
 * a conflict) may only when the first one surely changed nothing: it never reached the server (no connection
 * was made), or the server answered that it did not act on it (429 at the edge, 503 unavailable). After a 500,
 * a timeout or a dropped connection it may have been committed, so the error is thrown; `ensure` methods
 * resolve those conflicts.
 */
function mayRepeat(op: OperationDescriptor, failure: ApiError | ConnectionError): boolean {
  if (op.method === 'get' || op.credential === 'exchange') return true;
  if (failure instanceof ApiError) return failure.status === 429 || failure.status === 503;
  return !failure.requestSent;
}
