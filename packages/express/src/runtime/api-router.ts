// The core behind generated/middleware.ts: one Express middleware answering every request with either a handler
// result or the API's error shape. Order per request: Request-Id → route (404/405) → authenticate (401) →
// stages in front of the handler → validate path, query and body (400/413) → handler → stages on the result →
// response check of the handler's result (500 on a broken promise) → write.
// Authentication comes first so an anonymous caller learns nothing about an operation's parameters.
import type { Request, RequestHandler, Response } from 'express';
import { authenticateRequest, identifyPublicCaller } from './bearer-auth.js';
import { compileOperation, type CompiledOperation } from './compiled-operation.js';
import { ErrorResponder, type ApiError } from './error-response.js';
import { assignRequestId } from './request-id.js';
import { validateRequest } from './request-validation.js';
import { CheckedAnswers } from './checked-answers.js';
import { CheckedQueries } from './checked-queries.js';
import { checkResponse } from './response-check.js';
import { jsonText, writeResult } from './response-writer.js';
import { RouteTable } from './route-table.js';
import { queryRuleChecks } from './rules/index.js';
import {
  checkCoreFacts,
  HANDLED,
  type Contract,
  type ErrorEvent,
  type HandlerInput,
  type HandlerResult,
  type ResultContext,
  type RouterOptions,
  type Stage,
  type StageAnswer,
  type StageContext,
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

/** A handler answered with something other than `{status, body, headers?}`: a broken promise of the result's shape. */
class ResultShapeError extends Error {}

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

  const stages = options.stages ?? [];
  const checked = new CheckedAnswers();
  const checkedQueries = new CheckedQueries();
  const internalError = (res: Response): void => errors.send(res, 500, errors.body(roles.internal));
  const answerError = options.answerError ?? (() => undefined);
  /** The app's answer to a thrown error, else the internal error. */
  const thrownResult = (error: unknown): HandlerResult => answerError(error) ?? errorResult(500, roles.internal);
  const errorResult = (status: number, code: string, context?: Record<string, unknown>): HandlerResult => ({
    status,
    body: errors.body(code, context),
  });
  // The same for every request, so made once rather than per request.
  const catalogued: StageContext<Principal>['error'] = (code, errorContext, message) => {
    const entry = contract.errorCatalog[code];
    if (entry === undefined) throw new Error(`'${code}' is not an error code of the contract`);
    return { status: entry.status, body: errors.body(code, errorContext, message) };
  };
  const invalid: StageContext<Principal>['invalid'] = (issues) => errorResult(400, roles.validation, { issues });
  /** Each operation's handler, checked to answer `{status, body, headers?}`. */
  const handlerCalls = new Map(
    compiled.map(({ spec }) => {
      const handler = handlers[spec.operationId] as (input: HandlerInput<Principal>) => unknown;
      const callHandler = async (input: HandlerInput<Principal>): Promise<HandlerResult> => {
        const result = await handler(input);
        if (isResult(result)) return result;
        throw new ResultShapeError(
          `${spec.operationId} returned ${JSON.stringify(result) ?? String(result)}, not {status, body, headers?}`,
        );
      };
      return [spec.operationId, callHandler] as const;
    }),
  );

  /** A stage that throws is reported (naming it) and its request answered with the internal error, in the error shape. */
  const reportStage = (stage: Stage<Principal>, error: unknown, context: StageContext<Principal>): void => {
    const { req } = context.raw;
    const event = eventOf(req, context.requestId, context.operation.operationId);
    report(onError, new Error(`stage ${stage.name} failed`, { cause: error }), event);
  };

  /** The answer of an operation's handler, or of whatever answered before it; undefined when nothing is to be written. */
  async function answerOf(
    context: ResultContext<Principal>,
    operation: CompiledOperation,
    rawParams: readonly string[],
  ): Promise<{ result: HandlerResult; fromHandler: boolean } | undefined> {
    const { raw, requestId } = context;
    const { req, res } = raw;
    const { spec } = operation;
    if (spec.credential !== 'public') {
      const verdict = await authenticateRequest(authenticate, spec, req);
      if (!verdict.ok) {
        return { result: errorResult(401, roles.unauthenticated, { reason: verdict.reason }), fromHandler: false };
      }
      context.principal = verdict.principal;
    }

    for (const stage of stages) {
      if (stage.beforeHandler === undefined) continue;
      let answer: StageAnswer;
      try {
        answer = await stage.beforeHandler(context);
      } catch (error) {
        reportStage(stage, error, context);
        answer = thrownResult(error);
      }
      if (answer === HANDLED) return undefined;
      if (answer !== undefined) return { result: answer, fromHandler: false };
    }

    // Read after the stages in front of the handler, which may rewrite the request (deliberate faults do).
    const url = req.url;
    const mark = url.indexOf('?');
    const request = await validateRequest(
      operation,
      req,
      rawParams,
      mark === -1 ? '' : url.slice(mark + 1),
      contract.queryRules,
      bodyLimit,
      checkedQueries,
    );
    if (!request.ok) {
      if (request.status === 'aborted') return undefined;
      if (request.status === 413) {
        const issues = [{ field: 'body', message: `must not exceed ${request.limit} bytes` }];
        const result = errorResult(413, roles.validation, { issues });
        return { result: { ...result, headers: { Connection: 'close' } }, fromHandler: false };
      }
      return { result: errorResult(400, roles.validation, { issues: request.issues }), fromHandler: false };
    }

    const callHandler = handlerCalls.get(spec.operationId)!;
    const input: HandlerInput<Principal> = {
      params: request.params as Record<string, string>,
      query: request.query,
      body: request.body,
      principal: context.principal,
      requestId,
      raw,
      identifyCaller: context.identifyCaller,
    };
    try {
      const result = await callHandler(input);
      Object.assign(context, { input, callHandler });
      return res.headersSent ? undefined : { result, fromHandler: true };
    } catch (error) {
      const event = eventOf(req, requestId, spec.operationId);
      if (error instanceof ResultShapeError && validateResponses) report(onViolation, error, event);
      else report(onError, error, event);
      return res.headersSent ? undefined : { result: thrownResult(error), fromHandler: false };
    }
  }

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
    let identified: Promise<Principal | undefined> | undefined;
    const context: ResultContext<Principal> = {
      operation: spec,
      principal: undefined,
      requestId,
      raw: { req, res },
      error: catalogued,
      invalid,
      // Asked by a stage and the handler alike: a public caller's session is verified once.
      identifyCaller: async () =>
        spec.credential === 'public'
          ? (identified ??= identifyPublicCaller(authenticate, spec, req))
          : context.principal,
    };

    const answer = await answerOf(context, operation, rawParams);
    if (answer === undefined) return;
    let { result } = answer;
    for (const stage of stages) {
      if (stage.onResult === undefined) continue;
      try {
        result = await stage.onResult(context, result);
      } catch (error) {
        reportStage(stage, error, context);
        result = thrownResult(error);
      }
    }
    if (res.headersSent || res.destroyed) return;
    if (!answer.fromHandler || !validateResponses) return writeResult(res, operation, result);
    // Serialized once: the text is both what was checked before and what is written.
    const text = jsonText(operation, result);
    const violation = checkResponse(operation, result, text, checked);
    if (violation !== undefined) {
      report(onViolation, violation, eventOf(req, requestId, spec.operationId));
      return internalError(res);
    }
    writeResult(res, operation, result, text);
  }

  // One plain middleware rather than an express.Router: it answers every request itself (404 included) and
  // catches everything it awaits, so a router's layer matching and error-handler chain would only cost time.
  return (req: Request, res: Response) => {
    handle(req, res).catch((error: unknown) => {
      report(onError, error, eventOf(req, String(res.getHeader(contract.requestIdHeader) ?? '')));
      const answer = answerError(error);
      if (answer === undefined) internalError(res);
      else errors.send(res, answer.status, answer.body as ApiError, answer.headers);
    });
  };
}
