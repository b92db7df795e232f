// Assembles a client from operation descriptors: the client's call (options, session and retry rules, call.ts),
// and one typed method per descriptor (path parameters first, then body or query, then options). What only some
// resources have is apart: list methods (pagination.ts) and `ensure` (ensure.ts).
import { ApiPromise, type WithRequestId } from './api-promise.js';
import type { Call, CallInput, CallOptions } from './call.js';
import { ApiError, type ErrorContext } from './errors.js';
import type { PageList } from './pagination.js';
import type { OperationDescriptor } from './transport.js';

export { createCall } from './call.js';
export type { Call, CallOptions } from './call.js';
export type { WithRequestId } from './api-promise.js';
export type { Filters } from './filters.js';
export type { ListMethod } from './pagination.js';
export type { OperationDescriptor } from './transport.js';
export type { ClientContract, ClientOptions, ExchangeDescriptor } from './client-options.js';

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
