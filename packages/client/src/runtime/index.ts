// The public surface of the client core, re-exported by generated/client.ts (which adds `PageList` from
// pagination.ts). Zero dependencies; only web-platform globals (fetch, AbortController, atob), so it runs on
// Node 22+ and in browsers.
export { ApiPromise, type WithRequestId, type WithResponse } from './api-promise.js';
export type { CallOptions } from './call.js';
export {
  isErrorOf,
  type ClientOptions,
  type ListMethod,
  type Method,
  type OperationError,
  type UndescribedErrors,
} from './create.js';
export {
  ApiError,
  AusdError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  ForbiddenError,
  InternalServerError,
  NotFoundError,
  RepeatedCursorError,
  ResponseTooLargeError,
  RateLimitedError,
  ServiceUnavailableError,
  TimeoutError,
  UnauthorizedError,
  UnexpectedResponseError,
  type ErrorContext,
  type ErrorIssue,
} from './errors.js';
export type { Filters } from './filters.js';
export { defaultMaxResponseBytes, type OutgoingRequest } from './transport.js';
