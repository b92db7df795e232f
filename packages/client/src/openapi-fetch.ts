// For openapi-fetch (https://openapi-ts.dev/openapi-fetch/) users: a middleware for its `client.use()` that gives
// its requests this client's session, and the query serializer the contract's lists need. The session is the
// client's own (runtime/call.ts): the API key is exchanged on the first request that needs a session, through the
// client's exchange (its retries and typed errors), shared by concurrent requests, renewed before it expires, and a
// 401 whose reason is the contract's `x-renew-on` renews it and repeats the request once. No dependency on
// openapi-fetch: the types below are the parts of its middleware interface this module reads.
import { clientContract, type ClientOptions } from './generated/client.js';
import { operationRoutes } from './generated/operation-routes.js';
import { createCall, renewsSession } from './runtime/call.js';
import { queryString, type QueryValue } from './runtime/query.js';

/** What openapi-fetch hands a middleware that this one reads. */
export interface MiddlewareParams {
  request: Request;
  readonly schemaPath: string;
  readonly id: string;
  readonly options: { fetch: (input: Request) => Promise<Response> };
}

/** A middleware for openapi-fetch's `client.use()`. */
export interface SessionMiddleware {
  onRequest(params: MiddlewareParams): Promise<Request | undefined>;
  onResponse(params: MiddlewareParams & { response: Response }): Promise<Response | undefined>;
  onError(params: MiddlewareParams & { error: unknown }): undefined;
}

/** The client's options; `apiKey` is required, and `fetch`, the hooks and retries apply to the token exchange. */
export type SessionMiddlewareOptions = ClientOptions & { apiKey: string };

const credentials = new Map(
  Object.values(operationRoutes).map((route) => [`${route.method.toUpperCase()} ${route.path}`, route.credential]),
);

/**
 * Sends the API key on the token exchange and a session JWT on every operation that takes one; leaves public
 * operations and paths the contract does not have alone. A failed exchange (a wrong key's 401) rejects the request
 * with the client's error (`UnauthorizedError`, `respondingOperationId` `exchangeApiKey`).
 */
export function sessionMiddleware(options: SessionMiddlewareOptions): SessionMiddleware {
  const { session } = createCall(options, clientContract);
  // Per request in flight that carries a session: a copy to repeat it with, and the token it was sent with.
  const sent = new Map<string, { copy: Request; token: string }>();
  return {
    async onRequest({ request, schemaPath, id }) {
      const credential = credentials.get(`${request.method} ${schemaPath}`);
      if (credential === 'exchange') {
        request.headers.set('authorization', `Bearer ${options.apiKey}`);
        return request;
      }
      if (credential !== 'session') return undefined;
      const token = await session.current(request.signal);
      request.headers.set('authorization', `Bearer ${token}`);
      sent.set(id, { copy: request.clone(), token });
      return request;
    },
    async onResponse({ request, response, id, options: { fetch } }) {
      const first = sent.get(id);
      sent.delete(id);
      if (first === undefined || response.status !== 401) return undefined;
      const reason = await response
        .clone()
        .json()
        .then(
          (body: { context?: { reason?: unknown } } | null) => body?.context?.reason,
          () => undefined,
        );
      if (!renewsSession(clientContract.exchange, response.status, reason)) return undefined;
      session.expire(first.token);
      first.copy.headers.set('authorization', `Bearer ${await session.current(request.signal)}`);
      return fetch(first.copy);
    },
    onError({ id }) {
      sent.delete(id);
      return undefined;
    },
  };
}

/**
 * openapi-fetch's `querySerializer` for this contract, the client's own: a list as one comma-separated parameter
 * (`?type=mint,redeem`; a repeated one is refused), a comma inside a value percent-encoded, Dates as UTC timestamps.
 */
export const querySerializer = (query: Record<string, unknown>): string =>
  queryString(query as Record<string, QueryValue>);
