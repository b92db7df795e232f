// Step 7: the handler's result checked against the contract (when response validation is on) and written. A
// result that breaks the contract is reported and answered with the internal error, never sent on.
import type { Request, Response } from 'express';
import type { CompiledOperation } from '../compiled-operation.js';
import { checkResponse } from '../response-check.js';
import { jsonText, writeResult } from '../response-writer.js';
import type { HandlerResult } from '../types.js';
import { eventOf, report } from './reporting.js';
import type { RouterCore } from './router-core.js';

export function respond<Principal>(
  core: RouterCore<Principal>,
  operation: CompiledOperation,
  answer: { result: HandlerResult; fromHandler: boolean },
  req: Request,
  res: Response,
  requestId: string,
): void {
  const { result } = answer;
  if (res.headersSent || res.destroyed) return;
  if (!answer.fromHandler || !core.validateResponses) return writeResult(res, operation, result);
  // Serialized once: the text is both what was checked before and what is written.
  const text = jsonText(operation, result);
  const violation = checkResponse(operation, result, text, core.checkedAnswers);
  if (violation !== undefined) {
    report(core.onViolation, violation, eventOf(req, requestId, operation.spec.operationId));
    return core.errors.send(res, 500, core.errors.body(core.contract.errorRoles.internal));
  }
  writeResult(res, operation, result, text);
}
