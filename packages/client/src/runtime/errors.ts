// Typed errors, all under one root, AusdError: an API error (classified by HTTP status, one subclass per status
// the contract uses, carrying the contract's error body `code`, `message`, `docs_url`, `context`), a connection
// failure or timeout, a success response that is not what the contract promises, and a server not to be followed
// (a cursor repeated in one walk, an answer past the size bound). Unknown statuses and codes
// still produce an ApiError so new server behaviour never crashes a caller.

/** The root of every error the client throws itself (a caller's own abort reason is thrown as given). */
export class AusdError extends Error {
  override readonly name: string = 'AusdError';
}

/** One invalid input, as listed in `context.issues`. */
export interface ErrorIssue {
  field: string;
  message: string;
}

/** The `context` object of an error body; only some codes send one. */
export interface ErrorContext {
  issues?: ErrorIssue[];
  /** How many issues were found in all, when more than `issues` lists. */
  issueCount?: number;
  /** Why a 401 happened (`token_expired`, `token_revoked`, …). */
  reason?: string;
  /** The existing route's id on `409 route_already_exists`. */
  routeId?: string;
  [key: string]: unknown;
}

export interface ErrorBody {
  code: string;
  message: string;
  docs_url?: string;
  context?: ErrorContext;
}

export class ApiError<Code extends string = string> extends AusdError {
  override readonly name: string = 'ApiError';
  // Declared, not emitted as class fields: the constructor assigns them all at once.
  declare readonly status: number;
  declare readonly code: Code;
  /** The API's own `message`, as sent (`message` is the line to paste into a support ticket). */
  declare readonly apiMessage: string;
  declare readonly context: ErrorContext | undefined;
  declare readonly docsUrl: string | undefined;
  declare readonly requestId: string | undefined;
  /** The operation of the method called, so `isErrorOf` can tell errors of different calls apart. */
  declare readonly operationId: string;
  declare readonly headers: Headers;
  /**
   * The operation whose response this is: `operationId` itself, or the token exchange the call needed first
   * (a wrong API key is a 401 of `exchangeApiKey`, thrown by whichever method was called).
   */
  declare readonly respondingOperationId: string;

  constructor(
    status: number,
    body: ErrorBody,
    requestId: string | undefined,
    operationId: string,
    headers: Headers,
    options?: { cause?: unknown; respondingOperationId?: string },
  ) {
    const responding = options?.respondingOperationId ?? operationId;
    const call = responding === operationId ? operationId : `${responding} before ${operationId}`;
    super(`${status} ${body.code}: ${summaryOf(body)} (${call}, Request-Id ${requestId ?? 'absent'})`, options);
    Object.assign(this, {
      status,
      code: body.code,
      apiMessage: body.message,
      context: body.context,
      docsUrl: body.docs_url,
      requestId,
      operationId,
      headers,
      respondingOperationId: responding,
    });
  }
}

/**
 * What the support-ticket line says: the first of `context.issues` and how many more there are, when the body
 * lists issues (`limit: must be <= 200, and 2 more issues`); otherwise the API's own message.
 */
function summaryOf(body: ErrorBody): string {
  const issues = Array.isArray(body.context?.issues) ? body.context.issues : [];
  const first = issues[0];
  if (typeof first?.field !== 'string' || typeof first.message !== 'string') return body.message;
  const count = Math.max(issues.length, typeof body.context?.issueCount === 'number' ? body.context.issueCount : 0);
  const more = count - 1;
  return `${first.field}: ${first.message}${more > 0 ? `, and ${more} more issue${more === 1 ? '' : 's'}` : ''}`;
}

export class BadRequestError<C extends string = string> extends ApiError<C> {
  override readonly name = 'BadRequestError';
}
export class UnauthorizedError<C extends string = string> extends ApiError<C> {
  override readonly name = 'UnauthorizedError';
  /** `context.reason`: branch on this, never on the message. */
  get reason(): string | undefined {
    return this.context?.reason;
  }
}
export class ForbiddenError<C extends string = string> extends ApiError<C> {
  override readonly name = 'ForbiddenError';
}
export class NotFoundError<C extends string = string> extends ApiError<C> {
  override readonly name = 'NotFoundError';
}
export class ConflictError<C extends string = string> extends ApiError<C> {
  override readonly name = 'ConflictError';
}
export class RateLimitedError<C extends string = string> extends ApiError<C> {
  override readonly name = 'RateLimitedError';
}
export class InternalServerError<C extends string = string> extends ApiError<C> {
  override readonly name = 'InternalServerError';
}
export class ServiceUnavailableError<C extends string = string> extends ApiError<C> {
  override readonly name = 'ServiceUnavailableError';
}

const byStatus: Record<number, typeof ApiError> = {
  400: BadRequestError,
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  409: ConflictError,
  429: RateLimitedError,
  500: InternalServerError,
  503: ServiceUnavailableError,
};

/** The class of an HTTP error response's status; ApiError for a status the contract does not use. */
export const apiErrorClass = (status: number): typeof ApiError => byStatus[status] ?? ApiError;

/**
 * The error answer of the session's token exchange as an error of the call that needed the session: the same
 * class and fields, `operationId` the call's, `cause` the exchange's own error (shared by every call waiting).
 */
export function exchangeFailureOf(exchange: ApiError, operationId: string): ApiError {
  return new (exchange.constructor as typeof ApiError)(
    exchange.status,
    { code: exchange.code, message: exchange.apiMessage, docs_url: exchange.docsUrl, context: exchange.context },
    exchange.requestId,
    operationId,
    exchange.headers,
    { cause: exchange, respondingOperationId: exchange.respondingOperationId },
  );
}

/**
 * The request never produced an HTTP response (DNS, refused connection, reset, unreadable body).
 * `requestSent` is false only when the request surely never reached the server (no connection was made), the
 * one case where a non-idempotent call is retried.
 */
export class ConnectionError extends AusdError {
  override readonly name: string = 'ConnectionError';
  declare readonly requestSent: boolean;
  constructor(message: string, options?: { cause?: unknown }, requestSent = true) {
    super(message, options);
    this.requestSent = requestSent;
  }
}

/** No response within `timeoutMs`. A caller's own AbortSignal rejects with its reason instead. */
export class TimeoutError extends ConnectionError {
  override readonly name = 'TimeoutError';
}

/** A success status whose body is not the JSON the contract promises (a proxy page, a truncated body). */
export class UnexpectedResponseError extends AusdError {
  override readonly name = 'UnexpectedResponseError';
  declare readonly status: number;
  /** The start of the body as received. */
  declare readonly excerpt: string;
  declare readonly requestId: string | undefined;
  declare readonly operationId: string;
  constructor(
    status: number,
    excerpt: string,
    requestId: string | undefined,
    operationId: string,
    options?: { cause?: unknown },
  ) {
    super(`${operationId}: ${status} response is not JSON (Request-Id ${requestId ?? 'absent'})`, options);
    Object.assign(this, { status, excerpt, requestId, operationId });
  }
}

/**
 * A list walk was handed a cursor it had already followed (the same `nextCursor` again, or a cycle): the server's
 * paging loops, and following it would never end. Thrown before the repeated page is requested.
 */
export class RepeatedCursorError extends AusdError {
  override readonly name = 'RepeatedCursorError';
  declare readonly cursor: string;
  declare readonly operationId: string;
  constructor(cursor: string, operationId: string) {
    super(`${operationId}: the server sent cursor ${JSON.stringify(cursor.slice(0, 80))} a second time in one walk`);
    Object.assign(this, { cursor, operationId });
  }
}

/** An answer larger than the client's `maxResponseBytes`: refused as soon as it is known to be, the rest unread. */
export class ResponseTooLargeError extends AusdError {
  override readonly name = 'ResponseTooLargeError';
  declare readonly status: number;
  /** The bound in bytes (`maxResponseBytes`). */
  declare readonly limit: number;
  declare readonly requestId: string | undefined;
  declare readonly operationId: string;
  constructor(status: number, limit: number, requestId: string | undefined, operationId: string) {
    super(`${operationId}: ${status} response is larger than ${limit} bytes (Request-Id ${requestId ?? 'absent'})`);
    Object.assign(this, { status, limit, requestId, operationId });
  }
}
