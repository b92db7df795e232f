// Violations made for the check tests that no fault of test/support/faults/ covers: each breaks one promise the
// way a real server might, in front of the sandbox's router, as the faults do.
import type { Injector } from '../../support/faults/helpers/fault.js';
import { pathOf, type Json } from '../../support/faults/helpers/request.js';
import { answer, errorBody, everyObject, onSetHeader, rewriteJson } from '../../support/faults/helpers/response.js';
import { errorRoles } from '../../../packages/express/src/generated/operations.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A valid request naming `parameter` refused as invalid. */
export const refuse =
  (parameter: string): Injector =>
  (req, res) => {
    if (new RegExp(`[?&]${parameter}=`).test(req.url ?? ''))
      answer(res, 400, errorBody(errorRoles.validation, { issues: [{ field: parameter, message: 'is refused' }] }));
  };

/** Every request to `path` with a query answered 500. */
export const crashOnQuery =
  (path: string): Injector =>
  (req, res) => {
    if (pathOf(req) === path && (req.url ?? '').includes('?')) answer(res, 500, errorBody(errorRoles.internal));
  };

/** Pages of fewer than ten items in reverse order. */
export const reverseSmallPages: Injector = (req, res) => {
  const limit = Number(/[?&]limit=(\d+)/.exec(req.url ?? '')?.[1]);
  if (!(limit > 1 && limit < 10)) return;
  rewriteJson(res, (body) => {
    const data = (body as Json).data;
    if (Array.isArray(data)) data.reverse();
    return body;
  });
};

/** A 404 for an unknown id answered with the generic not-found code instead of the resource's own. */
export const genericNotFound: Injector = (_req, res) =>
  rewriteJson(res, (body) => {
    if (res.statusCode === 404) (body as Json).code = errorRoles.unknownPath;
    return body;
  });

/** A resource read by id (`/v0/accounts/{id}`, `/v0/routes/{id}`) carries another name than it was listed or made with. */
export const renamedOnRead =
  (collection: string): Injector =>
  (req, res) => {
    if (req.method !== 'GET' || !new RegExp(`^${collection}/${UUID}$`).test(pathOf(req))) return;
    rewriteJson(res, (body) => {
      (body as Json).name = 'renamed in detail';
      return body;
    });
  };

/** Rewrites the JSON answer of every change (not a read) to one resource of a collection. */
const onChange =
  (collection: string, change: (body: Json, res: { statusCode: number }) => void): Injector =>
  (req, res) => {
    if (req.method === 'GET' || !new RegExp(`^${collection}(/${UUID})?$`).test(pathOf(req))) return;
    rewriteJson(res, (body) => {
      change(body as Json, res);
      return body;
    });
  };

/** A conflict answered with another code than the documented one. */
export const conflictCode = (collection: string, code: string): Injector =>
  onChange(collection, (body, res) => {
    if (res.statusCode === 409) body.code = code;
  });

/** A conflict without the existing resource's id in its context. */
export const conflictWithoutContext = (collection: string): Injector =>
  onChange(collection, (body, res) => {
    if (res.statusCode === 409) delete body.context;
  });

/** An account change that answers with the name the account had: the new name is dropped. */
export const nameNotChanged: Injector = onChange('/v0/accounts', (body, res) => {
  if (res.statusCode === 200) body.name = 'not renamed';
});

/** Another organization's change to an account answered 403: the account's existence shows. */
export const foreignChangeForbidden: Injector = onChange('/v0/accounts', (body, res) => {
  if (res.statusCode === 404) res.statusCode = 403;
});

/** Account changes answer wallets without entitlements on their networks. */
export const entitlementsDropped: Injector = onChange('/v0/accounts', (body, res) => {
  if (res.statusCode === 200)
    everyObject(body, (object) => Array.isArray(object.entitlements) && (object.entitlements = []));
});

/** A refused account change (400) answered 200 with the account unchanged. */
export const refusalAccepted: Injector = onChange('/v0/accounts', (_body, res) => {
  if (res.statusCode === 400) res.statusCode = 200;
});

/** Lists of routes filtered on a destination account come back empty. */
export const destinationFilterEmpty: Injector = (req, res) => {
  if (req.method !== 'GET' || pathOf(req) !== '/v0/routes' || !/[?&]toAccountId=/.test(req.url ?? '')) return;
  rewriteJson(res, (body) => ({ ...(body as Json), data: [], nextCursor: null }));
};

/** The total supply as a JSON string in a text/plain answer. */
export const quotedTotal: Injector = (req, res) => {
  if (pathOf(req) !== '/v0/metrics/total-supply') return;
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('"1000.00"');
};

/** A response header never sent, whether set before this point or after. */
export const dropHeader =
  (name: string): Injector =>
  (_req, res) => {
    res.removeHeader(name);
    onSetHeader(res, (header, value, setHeader) => {
      if (header.toLowerCase() !== name) setHeader(header, value);
    });
  };

/** Every 401 names another reason. */
export const unauthorizedAs =
  (reason: string): Injector =>
  (_req, res) =>
    rewriteJson(res, (body) => {
      if (res.statusCode === 401) (body as Json).context = { reason };
      return body;
    });

/** A credential refused by the router answered 200 anyway: a forged token gets through. */
export const letThrough: Injector = (_req, res) =>
  rewriteJson(res, (body) => {
    if (res.statusCode === 401) res.statusCode = 200;
    return body;
  });

/** The public metrics answered 401 without credentials. */
export const metricsNeedCredentials: Injector = (req, res) => {
  if (pathOf(req).startsWith('/v0/metrics') && req.headers.authorization === undefined)
    answer(res, 401, errorBody(errorRoles.unauthenticated, { reason: 'missing_header' }));
};

/** An unknown path answered with the framework's HTML page. */
export const htmlNotFound: Injector = (req, res) => {
  if (!pathOf(req).endsWith('/conformance-unknown-path')) return;
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end('<h1>Not Found</h1>');
};
