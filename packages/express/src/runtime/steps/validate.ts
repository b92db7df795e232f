// Step 4: path, query and body checked against the contract; 400 listing every issue, 413 past the body limit.
// Read after the stages in front of the handler, which may rewrite the request (deliberate faults do).
import type { Request } from 'express';
import { isPending, type Awaitable } from '../awaitable.js';
import type { CompiledOperation } from '../compiled-operation.js';
import { validateRequest, type RequestVerdict } from '../request-validation.js';
import type { HandlerResult } from '../types.js';
import type { RouterCore } from './router-core.js';

export type Validated =
  | { ok: true; params: Record<string, unknown>; query: Record<string, unknown>; body: unknown }
  | { ok: false; answer: HandlerResult | undefined };

/** The request's values, or the answer refusing it (undefined when the client went away mid-body). */
export function validate<Principal>(
  core: RouterCore<Principal>,
  operation: CompiledOperation,
  req: Request,
  rawParams: readonly string[],
): Awaitable<Validated> {
  const url = req.url;
  const mark = url.indexOf('?');
  const search = mark === -1 ? '' : url.slice(mark + 1);
  const request = validateRequest(
    operation,
    req,
    rawParams,
    search,
    core.contract.queryRules,
    core.bodyLimit,
    core.checkedQueries,
  );
  return isPending(request) ? request.then((verdict) => validated(core, verdict)) : validated(core, request);
}

function validated<Principal>(core: RouterCore<Principal>, request: RequestVerdict): Validated {
  if (request.ok) return request;
  if (request.status === 'aborted') return { ok: false, answer: undefined };
  const { errorResult } = core;
  const role = core.contract.errorRoles.validation;
  if (request.status === 413) {
    const issues = [{ field: 'body', message: `must not exceed ${request.limit} bytes` }];
    return { ok: false, answer: { ...errorResult(413, role, { issues }), headers: { Connection: 'close' } } };
  }
  return { ok: false, answer: errorResult(400, role, { issues: request.issues }) };
}
