// The core behind generated/middleware.ts: one Express middleware answering every request with either a handler
// result or the API's error shape. Order per request: Request-Id → route (404/405) → authenticate (401) →
// validate path, query and body (400/413) → handler → response check (500 on a broken promise).
// Authentication comes first so an anonymous caller learns nothing about an operation's parameters.
import type { Request, RequestHandler, Response } from 'express';
import { authenticateRequest } from './bearer-auth.js';
import { compileOperation } from './compiled-operation.js';
import { ErrorResponder } from './error-response.js';
import { assignRequestId } from './request-id.js';
import { validateRequest } from './request-validation.js';
import { checkResponse } from './response-check.js';
import { writeResult } from './response-writer.js';
import { RouteTable } from './route-table.js';
import { queryRuleChecks } from './rules/index.js';
import {
  checkCoreFacts,
  type Contract,
  type ErrorEvent,
  type HandlerInput,
  type HandlerResult,
  type RouterOptions,
} from './types.js';

/** Request body bytes the router reads unless `bodyLimit` says otherwise; 413 beyond. */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

function logTo(label: string): (error: unknown, event: ErrorEvent) => void {
  return (error, event) => {
    console.error(
      `[${label}] ${event.method} ${event.url} request ${event.requestId}${event.operationId ? ` (${event.operationId})` : ''}:`,
      error,
    );
  };
}

/** A reporting callback that throws must not turn into an unhandled rejection or a missing response. */
function report<E>(callback: (error: E, event: ErrorEvent) => void, error: E, event: ErrorEvent): void {
  try {
    callback(error, event);
  } catch (thrown) {
    console.error('[api] error while reporting an error:', thrown);
  }
}

function eventOf(req: Request, requestId: string, operationId?: string): ErrorEvent {
  return { operationId, requestId, method: req.method, url: req.originalUrl, headers: req.headers };
}

function isResult(value: unknown): value is HandlerResult {
  return typeof value === 'object' && value !== null && typeof (value as HandlerResult).status === 'number';
}

export function createCoreRouter<Principal>(
  options: RouterOptions<Readonly<Record<string, unknown>>, Principal> & { contract: Contract },
): RequestHandler {
  const { contract, handlers, authenticate } = options;
  const validateResponses = options.validateResponses ?? process.env['NODE_ENV'] !== 'production';
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const onError = options.onError ?? logTo('api error');
  const onViolation: (violation: Error, event: ErrorEvent) => void =
    options.onResponseViolation ?? logTo('api response violation');

  checkCoreFacts(contract);
  // The rules speak about query parameters: a contract whose operations take none needs no messages for them.
  const takesQueries = Object.values(contract.operations).some((spec) =>
    spec.parameters.some((parameter) => parameter.in === 'query'),
  );
  for (const rule of takesQueries ? queryRuleChecks : []) {
    if (contract.queryRules[rule.id] === undefined)
      throw new Error(`The contract's x-query-rules has no message for ${rule.id}`);
  }
  const compiled = Object.entries(contract.operations).map(([operationId, spec]) => {
    if (typeof handlers[operationId] !== 'function') throw new Error(`No handler for operation ${operationId}`);
    return compileOperation(spec, contract.validators[operationId], contract.bodyVariants?.[operationId]);
  });
  const table = new RouteTable(compiled);
  const errors = new ErrorResponder(contract);
  const { errorRoles: roles, unsupportedMethod } = contract;

  const internalError = (res: Response): void => errors.send(res, 500, errors.body(roles.internal));

  async function handle(req: Request, res: Response): Promise<void> {
    const requestId = assignRequestId(req, res, contract.requestIdHeader);
    const url = req.url;
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    const match = table.match(req.method, path);
    if (match.kind === 'not_found') return errors.send(res, 404, errors.body(roles.unknownPath));
    if (match.kind === 'method_not_allowed') {
      const message = `${req.method} is not an operation of this path; it accepts ${match.allow}.`;
      const answer = errors.body(unsupportedMethod.code, undefined, message);
      return errors.send(res, unsupportedMethod.status, answer, { [unsupportedMethod.header]: match.allow });
    }
    const { operation, rawParams } = match;
    const { spec } = operation;

    let principal: Principal | undefined;
    if (spec.credential !== 'public') {
      const verdict = await authenticateRequest(authenticate, spec, req);
      if (!verdict.ok) return errors.send(res, 401, errors.body(roles.unauthenticated, { reason: verdict.reason }));
      principal = verdict.principal;
    }

    const request = await validateRequest(
      operation,
      req,
      rawParams,
      mark === -1 ? '' : url.slice(mark + 1),
      contract.queryRules,
      bodyLimit,
    );
    if (!request.ok) {
      if (request.status === 'aborted') return;
      if (request.status === 413) {
        const context = { issues: [{ field: 'body', message: `must not exceed ${request.limit} bytes` }] };
        return errors.send(res, 413, errors.body(roles.validation, context), { Connection: 'close' });
      }
      return errors.invalidRequest(res, request.issues);
    }

    const input: HandlerInput<Principal> = {
      params: request.params as Record<string, string>,
      query: request.query,
      body: request.body,
      principal,
      requestId,
      raw: { req, res },
    };
    let result: unknown;
    try {
      result = await (handlers[spec.operationId] as (input: HandlerInput<Principal>) => unknown)(input);
    } catch (error) {
      report(onError, error, eventOf(req, requestId, spec.operationId));
      return internalError(res);
    }
    if (res.headersSent) return;
    if (!isResult(result)) {
      const problem = new Error(
        `${spec.operationId} returned ${JSON.stringify(result) ?? String(result)}, not {status, body, headers?}`,
      );
      report(validateResponses ? onViolation : onError, problem, eventOf(req, requestId, spec.operationId));
      return internalError(res);
    }
    if (validateResponses) {
      const violation = checkResponse(operation, result);
      if (violation !== undefined) {
        report(onViolation, violation, eventOf(req, requestId, spec.operationId));
        return internalError(res);
      }
    }
    writeResult(res, operation, result);
  }

  // One plain middleware rather than an express.Router: it answers every request itself (404 included) and
  // catches everything it awaits, so a router's layer matching and error-handler chain would only cost time.
  return (req: Request, res: Response) => {
    handle(req, res).catch((error: unknown) => {
      report(onError, error, eventOf(req, String(res.getHeader(contract.requestIdHeader) ?? '')));
      internalError(res);
    });
  };
}
