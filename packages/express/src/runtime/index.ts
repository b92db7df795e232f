// Public surface of the middleware core, imported by generated/middleware.ts.
export { createCoreRouter } from './api-router.js';
export { createErrorHandler } from './error-handler.js';
export { ResponseViolationError } from './response-violation.js';
export { applyServerLimits, defaultServerLimits, type ServerLimits } from './server-limits.js';
export type { ApiError } from '@ausd/contract-facts/error-response';
export type * from './types.js';
export { HANDLED } from './types.js';
export type * from './typing.js';
