// Violations made for the check tests that no fault of test/support/faults/ covers: each breaks one promise the
// way a real server might. Most are stages of the sandbox's API router, as the faults are; what the router answers
// before any stage (an unknown path, an unsupported method, a preflight) is broken in front of it (`front`).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultStage } from '../../../../../../test/support/faults/helpers/fault.js';
import { queryPairs, type Json } from '../../../../../../test/support/faults/helpers/request.js';
import { everyObject, onSetHeader, rewriteBody } from '../../../../../../test/support/faults/helpers/response.js';
import { errorRoles, operations } from '@ausd/contract-facts/operations';
import type { OperationSpec } from '@ausd/contract-facts/operation';

/** An answer a stage gives: the router's result. */
type HandlerResult = Parameters<NonNullable<FaultStage['onResult']>>[1];

/** A violation in front of the sandbox's routers: it rewrites the request, or the answer as it is written. */
export interface FrontViolation {
  front: (req: IncomingMessage, res: ServerResponse) => void;
}

/** The operations under a collection path (`/v0/accounts`: the list, the create, and those by id). */
const inCollection = (operation: OperationSpec, collection: string) =>
  operation.path === collection || operation.path.startsWith(`${collection}/`);

/** A valid request naming `parameter` refused as invalid. */
export const refuse = (parameter: string): FaultStage => ({
  beforeHandler: (context) =>
    queryPairs(context.raw.req).some((pair) => pair.name === parameter)
      ? context.invalid([{ field: parameter, message: 'is refused' }])
      : undefined,
});

/** Every request to `path` with a query answered 500. */
export const crashOnQuery = (path: string): FaultStage => ({
  beforeHandler: (context) =>
    context.operation.path === path && (context.raw.req.url ?? '').includes('?')
      ? context.error(errorRoles.internal)
      : undefined,
});

/** Pages of fewer than ten items in reverse order. */
export const reverseSmallPages: FaultStage = {
  onResult: (context, result) => {
    const limit = Number(context.input?.query.limit);
    if (!(limit > 1 && limit < 10)) return result;
    return rewriteBody(result, (body) => {
      const data = (body as Json).data;
      if (Array.isArray(data)) data.reverse();
      return body;
    });
  },
};

/** A 404 for an unknown id answered with the generic not-found code instead of the resource's own. */
export const genericNotFound: FaultStage = {
  onResult: (_context, result) =>
    result.status === 404
      ? rewriteBody(result, (body) => ({ ...(body as Json), code: errorRoles.unknownPath }))
      : result,
};

/** A resource read by id (`/v0/accounts/{id}`, `/v0/routes/{id}`) carries another name than it was listed or made with. */
export const renamedOnRead = (collection: string): FaultStage => ({
  onResult: ({ operation }, result) =>
    operation.method === 'get' && operation.path.startsWith(`${collection}/`)
      ? rewriteBody(result, (body) => ({ ...(body as Json), name: 'renamed in detail' }))
      : result,
});

/** Rewrites the answer of every change (not a read) to one resource of a collection. */
const onChange = (collection: string, change: (answer: { status: number; body: Json }) => void): FaultStage => ({
  onResult: ({ operation }, result) => {
    if (operation.method === 'get' || !inCollection(operation, collection)) return result;
    const changed = { ...rewriteBody(result, (body) => body) } as HandlerResult & { body: Json };
    change(changed);
    return changed;
  },
});

/** A conflict answered with another code than the documented one. */
export const conflictCode = (collection: string, code: string): FaultStage =>
  onChange(collection, (answer) => {
    if (answer.status === 409) answer.body.code = code;
  });

/** A conflict without the existing resource's id in its context. */
export const conflictWithoutContext = (collection: string): FaultStage =>
  onChange(collection, (answer) => {
    if (answer.status === 409) delete answer.body.context;
  });

/** An account change that answers with the name the account had: the new name is dropped. */
export const nameNotChanged: FaultStage = onChange('/v0/accounts', (answer) => {
  if (answer.status === 200) answer.body.name = 'not renamed';
});

/** Another organization's change to an account answered 403: the account's existence shows. */
export const foreignChangeForbidden: FaultStage = onChange('/v0/accounts', (answer) => {
  if (answer.status === 404) answer.status = 403;
});

/** Account changes answer wallets without entitlements on their networks. */
export const entitlementsDropped: FaultStage = onChange('/v0/accounts', (answer) => {
  if (answer.status === 200)
    everyObject(answer.body, (object) => Array.isArray(object.entitlements) && (object.entitlements = []));
});

/** A refused account change (400) answered 200 with the account unchanged. */
export const refusalAccepted: FaultStage = onChange('/v0/accounts', (answer) => {
  if (answer.status === 400) answer.status = 200;
});

/** Lists of routes filtered on a destination account come back empty. */
export const destinationFilterEmpty: FaultStage = {
  onResult: (context, result) =>
    context.operation === operations.listRoutes && context.input?.query.toAccountId !== undefined
      ? rewriteBody(result, (body) => ({ ...(body as Json), data: [], nextCursor: null }))
      : result,
};

/** The total supply as a JSON string in a text/plain answer. */
export const quotedTotal: FaultStage = {
  beforeHandler: (context) =>
    context.operation === operations.getTotalSupply ? { status: 200, body: '"1000.00"' } : undefined,
};

/** A response header never sent, whether set before this point or after, on every answer. */
export const dropHeader = (name: string): FrontViolation => ({
  front: (_req, res) => {
    res.removeHeader(name);
    onSetHeader(res, (header, value, setHeader) => {
      if (header.toLowerCase() !== name) setHeader(header, value);
    });
  },
});

/** Every 401 names another reason. */
export const unauthorizedAs = (reason: string): FaultStage => ({
  onResult: (_context, result) =>
    result.status === 401 ? rewriteBody(result, (body) => ({ ...(body as Json), context: { reason } })) : result,
});

/** A credential refused by the router answered 200 anyway: a forged token gets through. */
export const letThrough: FaultStage = {
  onResult: (_context, result) => (result.status === 401 ? { ...result, status: 200 } : result),
};

/** The public metrics answered 401 without credentials. */
export const metricsNeedCredentials: FaultStage = {
  beforeHandler: (context) =>
    context.operation.path.startsWith('/v0/metrics') && context.raw.req.headers.authorization === undefined
      ? context.error(errorRoles.unauthenticated, { reason: 'missing_header' })
      : undefined,
};

/** An unknown path answered with the framework's HTML page. */
export const htmlNotFound: FrontViolation = {
  front: (req, res) => {
    if (!(req.url ?? '').split('?')[0]!.endsWith('/conformance-unknown-path')) return;
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end('<h1>Not Found</h1>');
  },
};

/** A new route to `chain` refused with 400 chain_unsupported, as a deployment that removed it as a destination. */
export const removedDestination = (chain: string): FaultStage => ({
  onResult: (context, result) =>
    context.operation.operationId === 'createRoute' && ((context.input?.body as Json)?.to as Json)?.chain === chain
      ? context.error('chain_unsupported')
      : result,
});
