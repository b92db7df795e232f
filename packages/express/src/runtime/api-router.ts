// The core behind generated/middleware.ts: one Express middleware answering every request with either a handler
// result or the API's error shape. One file per step, in this order per request (steps/): Request-Id → route
// (404/405) → authenticate (401) → stages in front of the handler → validate path, query and body (400/413) →
// handler → stages on the result → response check of the handler's result (500 on a broken promise) → write.
import type { Request, RequestHandler, Response } from 'express';
import { isPending, type Awaitable } from './awaitable.js';
import { identifyPublicCaller } from './bearer-auth.js';
import { compileOperation, type CompiledOperation } from './compiled-operation.js';
import type { ApiError } from './error-response.js';
import type { OperationSpec } from '@ausd/contract-facts/operation';
import { assignRequestId } from './request-id.js';
import { RouteTable } from './route-table.js';
import { queryRuleChecks } from './rules/index.js';
import { authenticate } from './steps/authenticate.js';
import { callHandler, handlerCall, type Answer } from './steps/call-handler.js';
import { respond } from './steps/respond.js';
import { eventOf, report } from './steps/reporting.js';
import { route } from './steps/route.js';
import { routerCore } from './steps/router-core.js';
import { beforeHandler, onResult } from './steps/stages.js';
import { validate } from './steps/validate.js';
import {
  checkCoreFacts,
  HANDLED,
  type Contract,
  type HandlerInput,
  type ResultContext,
  type RouterOptions,
} from './types.js';

export { DEFAULT_BODY_LIMIT } from './steps/router-core.js';

/** The rules speak about query parameters: a contract whose operations take none needs no messages for them. */
function checkQueryRuleMessages(contract: Contract): void {
  const takesQueries = Object.values(contract.operations).some((spec) =>
    spec.parameters.some((parameter) => parameter.in === 'query'),
  );
  for (const rule of takesQueries ? queryRuleChecks : []) {
    if (contract.queryRules[rule.id] === undefined)
      throw new Error(`The contract's x-query-rules has no message for ${rule.id}`);
  }
}

export function createCoreRouter<Principal>(
  options: RouterOptions<Readonly<Record<string, unknown>>, Principal> & { contract: Contract },
): RequestHandler {
  const { contract, handlers } = options;
  checkCoreFacts(contract);
  checkQueryRuleMessages(contract);
  const compiled = Object.entries(contract.operations).map(([operationId, spec]) => {
    if (typeof handlers[operationId] !== 'function') throw new Error(`No handler for operation ${operationId}`);
    return compileOperation(spec, contract.validators[operationId], contract.bodyVariants?.[operationId]);
  });
  const table = new RouteTable(compiled);
  const core = routerCore(options);
  const calls = new Map(
    compiled.map((operation) => {
      const handler = handlers[operation.spec.operationId] as (input: HandlerInput<Principal>) => unknown;
      return [operation.spec.operationId, handlerCall(operation, handler)] as const;
    }),
  );

  function contextOf(spec: OperationSpec, req: Request, res: Response, requestId: string): ResultContext<Principal> {
    let identified: Promise<Principal | undefined> | undefined;
    const context: ResultContext<Principal> = {
      operation: spec,
      principal: undefined,
      requestId,
      raw: { req, res },
      error: core.catalogued,
      invalid: core.invalid,
      // Asked by a stage and the handler alike: a public caller's session is verified once.
      identifyCaller: async () =>
        spec.credential === 'public'
          ? (identified ??= identifyPublicCaller(options.authenticate, spec, req))
          : context.principal,
    };
    return context;
  }

  /** The result stages on an answer, then the response check and the write. */
  function finish(context: ResultContext<Principal>, operation: CompiledOperation, answer: Answer): Awaitable<void> {
    const { req, res } = context.raw;
    const { fromHandler } = answer;
    if (core.stages.length === 0) return respond(core, operation, answer, req, res, context.requestId);
    return onResult(core, context, answer.result).then((result) =>
      respond(core, operation, { result, fromHandler }, req, res, context.requestId),
    );
  }

  // Each step answers at once when it can; the exchange waits only on what is pending (awaitable.ts).
  async function handle(req: Request, res: Response): Promise<void> {
    const requestId = assignRequestId(req, res, contract.requestIdHeader);
    const match = route(core, table, req, res);
    if (match === undefined) return;
    const { operation, rawParams } = match;
    const context = contextOf(operation.spec, req, res, requestId);
    let refusal = authenticate(core, options.authenticate, operation.spec, req, context);
    if (isPending(refusal)) refusal = await refusal;
    if (refusal !== undefined) return finish(context, operation, { result: refusal, fromHandler: false });
    if (core.stages.length > 0) {
      const answer = await beforeHandler(core, context);
      if (answer === HANDLED) return;
      if (answer !== undefined) return finish(context, operation, { result: answer, fromHandler: false });
    }
    let request = validate(core, operation, req, rawParams);
    if (isPending(request)) request = await request;
    if (!request.ok) {
      if (request.answer !== undefined)
        return finish(context, operation, { result: request.answer, fromHandler: false });
      return;
    }
    const input: HandlerInput<Principal> = {
      params: request.params as Record<string, string>,
      query: request.query,
      body: request.body,
      principal: context.principal,
      requestId,
      raw: context.raw,
      identifyCaller: context.identifyCaller,
    };
    let answer = callHandler(core, calls.get(operation.spec.operationId)!, input, context);
    if (isPending(answer)) answer = await answer;
    if (answer !== undefined) return finish(context, operation, answer);
  }

  // One plain middleware rather than an express.Router: it answers every request itself (404 included) and
  // catches everything it awaits, so a router's layer matching and error-handler chain would only cost time.
  return (req: Request, res: Response) => {
    handle(req, res).catch((error: unknown) => {
      report(core.onError, error, eventOf(req, String(res.getHeader(contract.requestIdHeader) ?? '')));
      const answer = core.thrownResult(error);
      core.errors.send(res, answer.status, answer.body as ApiError, answer.headers);
    });
  };
}
