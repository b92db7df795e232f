// @ausd/sandbox: the stateful sandbox for integrators' test suites and CI.
export { startSandbox, type RunningSandbox, type SandboxOptions } from '../../sandbox/server.js';
export { faultClasses, type FaultClass } from '../../sandbox/faults.js';
