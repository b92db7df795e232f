// Steps 3 and 6: the app's stages in front of the handler (each may answer instead) and on its result (each may
// replace it). A stage that throws is reported, naming it, and its request answered as the app answers that error
// (`answerError`), else with the internal error.
import type { HandlerResult, ResultContext, Stage, StageAnswer } from '../types.js';
import { eventOf, report } from './reporting.js';
import type { RouterCore } from './router-core.js';

function reportStage<Principal>(
  core: RouterCore<Principal>,
  stage: Stage<Principal>,
  error: unknown,
  context: ResultContext<Principal>,
): HandlerResult {
  const event = eventOf(context.raw.req, context.requestId, context.operation.operationId);
  report(core.onError, new Error(`stage ${stage.name} failed`, { cause: error }), event);
  return core.thrownResult(error);
}

/** The first answer a stage gives in front of the handler: a result, HANDLED, or undefined to go on. */
export async function beforeHandler<Principal>(
  core: RouterCore<Principal>,
  context: ResultContext<Principal>,
): Promise<StageAnswer> {
  for (const stage of core.stages) {
    if (stage.beforeHandler === undefined) continue;
    let answer: StageAnswer;
    try {
      answer = await stage.beforeHandler(context);
    } catch (error) {
      answer = reportStage(core, stage, error, context);
    }
    if (answer !== undefined) return answer;
  }
  return undefined;
}

/** The result after every stage's `onResult`, in order. */
export async function onResult<Principal>(
  core: RouterCore<Principal>,
  context: ResultContext<Principal>,
  result: HandlerResult,
): Promise<HandlerResult> {
  for (const stage of core.stages) {
    if (stage.onResult === undefined) continue;
    try {
      result = await stage.onResult(context, result);
    } catch (error) {
      result = reportStage(core, stage, error, context);
    }
  }
  return result;
}
