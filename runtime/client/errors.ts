// Typed errors, all under one root, AusdError: an API error (classified by HTTP status, one subclass per status
// the contract uses, carrying the contract's error body `code`, `message`, `docs_url`, `context`), a connection
// failure or timeout, and a success response that is not what the contract promises. Unknown statuses and codes
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
  readonly code: Code;
  readonly context: ErrorContext | undefined;
  readonly docsUrl: string | undefined;

  constructor(
    readonly status: number,
    body: ErrorBody,
    readonly requestId: string | undefined,
    /** The operation that failed, so `isErrorOf` can tell errors of different calls apart. */
    readonly operationId: string,
    readonly headers: Headers,
  ) {
    super(body.message);
    this.code = body.code as Code;
    this.context = body.context;
    this.docsUrl = body.docs_url;
  }
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

export function apiErrorFor(
  status: number,
  body: ErrorBody,
  requestId: string | undefined,
  operationId: string,
  headers: Headers,
): ApiError {
  return new (byStatus[status] ?? ApiError)(status, body, requestId, operationId, headers);
}

/**
 * The request never produced an HTTP response (DNS, refused connection, reset, unreadable body).
 * `requestSent` is false only when the request surely never reached the server (no connection was made), the
 * one case where a non-idempotent call is retried.
 */
export class ConnectionError extends AusdError {
  override readonly name: string = 'ConnectionError';
  constructor(
    message: string,
    options?: { cause?: unknown },
    readonly requestSent: boolean = true,
  ) {
    super(message, options);
  }
}

/** No response within `timeoutMs`. A caller's own AbortSignal rejects with its reason instead. */
export class TimeoutError extends ConnectionError {
  override readonly name = 'TimeoutError';
}

/** A success status whose body is not the JSON the contract promises (a proxy page, a truncated body). */
export class UnexpectedResponseError extends AusdError {
  override readonly name = 'UnexpectedResponseError';
  constructor(
    readonly status: number,
    /** The start of the body as received. */
    readonly excerpt: string,
    readonly requestId: string | undefined,
    readonly operationId: string,
    options?: { cause?: unknown },
  ) {
    super(`${operationId}: ${status} response is not JSON`, options);
  }
}
