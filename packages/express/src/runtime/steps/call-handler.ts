// Step 5: the operation's handler, held to answer `{status, body, headers?}`. What it throws is reported and
// answered as the app answers that error (`answerError`), else with the internal error; a result of another shape
// is a broken promise of the contract.
import type { CompiledOperation } from '../compiled-operation.js';
import type { HandlerInput, HandlerResult, ResultContext } from '../types.js';
import { eventOf, report } from './reporting.js';
import type { RouterCore } from './router-core.js';

/** A handler answered with something other than `{status, body, headers?}`. */
class ResultShapeError extends Error {}

function isResult(value: unknown): value is HandlerResult {
  return typeof value === 'object' && value !== null && typeof (value as HandlerResult).status === 'number';
}

export type HandlerCall<Principal> = (input: HandlerInput<Principal>) => Promise<HandlerResult>;

/** The handler of `operation`, checked to answer a result. */
export function handlerCall<Principal>(
  operation: CompiledOperation,
  handler: (input: HandlerInput<Principal>) => unknown,
): HandlerCall<Principal> {
  return async (input) => {
    const result = await handler(input);
    if (isResult(result)) return result;
    throw new ResultShapeError(
      `${operation.spec.operationId} returned ${JSON.stringify(result) ?? String(result)}, not {status, body, headers?}`,
    );
  };
}

/** The handler's result; the answer to what it throws; undefined when it wrote the response itself. */
export async function callHandler<Principal>(
  core: RouterCore<Principal>,
  call: HandlerCall<Principal>,
  input: HandlerInput<Principal>,
  context: ResultContext<Principal>,
): Promise<{ result: HandlerResult; fromHandler: boolean } | undefined> {
  const { req, res } = context.raw;
  try {
    const result = await call(input);
    Object.assign(context, { input, callHandler: call });
    return res.headersSent ? undefined : { result, fromHandler: true };
  } catch (error) {
    const event = eventOf(req, context.requestId, context.operation.operationId);
    if (error instanceof ResultShapeError && core.validateResponses) report(core.onViolation, error, event);
    else report(core.onError, error, event);
    return res.headersSent ? undefined : { result: core.thrownResult(error), fromHandler: false };
  }
}
