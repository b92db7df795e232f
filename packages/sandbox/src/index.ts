// @ausd/sandbox: the stateful sandbox for integrators' test suites and CI.
export { startSandbox, type CreatedOrganization, type RunningSandbox, type SandboxOptions } from './server.js';
// Who a request comes from, as the sandbox's API router stages (`SandboxOptions.stages`) see it.
export type { Principal } from './auth/authenticate.js';
export { SandboxStartError, StoreOpenError } from './core/start-error.js';
export type { SandboxLimits } from './tenancy/limits.js';
// The typed test helpers (`startSandbox().helpers` is one, as the primary organization).
export { createClient as createHelpersClient, type Client as HelpersClient } from './generated/helpers/client.js';
export type * as HelperTypes from './generated/helpers/types.js';
