// Step 5: the operation's handler, held to answer `{status, body, headers?}`. What it throws is reported and
// answered as the app answers that error (`answerError`), else with the internal error; a result of another shape
// is a broken promise of the contract.
import { isPending, type Awaitable } from '../awaitable.js';
import type { CompiledOperation } from '../compiled-operation.js';
import type { HandlerInput, HandlerResult, ResultContext } from '../types.js';
import { eventOf, report } from './reporting.js';
import type { RouterCore } from './router-core.js';

/** A handler answered with something other than `{status, body, headers?}`. */
class ResultShapeError extends Error {}

function isResult(value: unknown): value is HandlerResult {
  return typeof value === 'object' && value !== null && typeof (value as HandlerResult).status === 'number';
}

export interface HandlerCall<Principal> {
  /** The checked result: at once when the handler answers at once. */
  now(input: HandlerInput<Principal>): Awaitable<HandlerResult>;
  /** The same as a promise, for the result stages (`context.callHandler`). */
  later(input: HandlerInput<Principal>): Promise<HandlerResult>;
}

/** The handler of `operation`, checked to answer a result. */
export function handlerCall<Principal>(
  operation: CompiledOperation,
  handler: (input: HandlerInput<Principal>) => unknown,
): HandlerCall<Principal> {
  const checked = (result: unknown): HandlerResult => {
    if (isResult(result)) return result;
    throw new ResultShapeError(
      `${operation.spec.operationId} returned ${JSON.stringify(result) ?? String(result)}, not {status, body, headers?}`,
    );
  };
  const now = (input: HandlerInput<Principal>): Awaitable<HandlerResult> => {
    const result = handler(input);
    return isPending(result) ? result.then(checked) : checked(result);
  };
  return { now, later: async (input) => now(input) };
}

/** A result to write, and whether it is the handler's (the one the response check covers). */
export interface Answer {
  result: HandlerResult;
  fromHandler: boolean;
}

/** The handler's result; the answer to what it throws; undefined when it wrote the response itself. */
export function callHandler<Principal>(
  core: RouterCore<Principal>,
  call: HandlerCall<Principal>,
  input: HandlerInput<Principal>,
  context: ResultContext<Principal>,
): Awaitable<Answer | undefined> {
  let result: Awaitable<HandlerResult>;
  try {
    result = call.now(input);
  } catch (error) {
    return failed(core, error, context);
  }
  if (!isPending(result)) return answered(result, call, input, context);
  return result.then(
    (known) => answered(known, call, input, context),
    (error: unknown) => failed(core, error, context),
  );
}

function answered<Principal>(
  result: HandlerResult,
  call: HandlerCall<Principal>,
  input: HandlerInput<Principal>,
  context: ResultContext<Principal>,
): Answer | undefined {
  Object.assign(context, { input, callHandler: call.later });
  return context.raw.res.headersSent ? undefined : { result, fromHandler: true };
}

function failed<Principal>(
  core: RouterCore<Principal>,
  error: unknown,
  context: ResultContext<Principal>,
): Answer | undefined {
  const { req, res } = context.raw;
  const event = eventOf(req, context.requestId, context.operation.operationId);
  if (error instanceof ResultShapeError && core.validateResponses) report(core.onViolation, error, event);
  else report(core.onError, error, event);
  return res.headersSent ? undefined : { result: core.thrownResult(error), fromHandler: false };
}
