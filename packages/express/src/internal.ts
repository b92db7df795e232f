// Internal to the @ausd packages, with no stability promise: the router's core as the sandbox and its helpers'
// router use it. Users import `@ausd/express`.
export * from './runtime/index.js';
export { DEFAULT_BODY_LIMIT } from './runtime/api-router.js';
export { assignRequestId } from './runtime/request-id.js';
