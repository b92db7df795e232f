// Internal to the @ausd packages, with no stability promise: the client's runtime as the sandbox's helpers client,
// the conformance runner and the generators use it. Users import `@ausd/client`.
export * from './runtime/index.js';
export * from './runtime/create.js';
export * from './runtime/ensure.js';
export * from './runtime/identity.js';
export * from './runtime/operation-route.js';
export * from './runtime/pagination.js';
export * from './runtime/retry.js';
