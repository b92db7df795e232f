// @ausd/sandbox: the stateful sandbox for integrators' test suites and CI.
export { startSandbox, type RunningSandbox, type SandboxOptions } from '../../sandbox/server.js';
export { SandboxStartError, StoreOpenError } from '../../sandbox/start-error.js';
// The typed test helpers (`startSandbox().helpers` is one, as the primary organization).
export {
  createClient as createHelpersClient,
  type Client as HelpersClient,
} from '../../generated/sandbox-helpers/client.js';
export type * as HelperTypes from '../../generated/sandbox-helpers/types.js';
