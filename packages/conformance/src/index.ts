// The conformance runner's public surface.
export { DEFAULTS, RunAborted, runConformance, type Progress, type Report, type RunOptions } from './runner.js';
export { formatSummary } from './report/summary.js';
export { EXIT_STATUS, type AbortedRun, type Verdict } from './report/report.js';
export { formatAbortJunit, formatJunit } from './report/junit.js';
export { progressReporter } from './report/progress.js';
export { loadContract, type Contract } from './contract.js';
export { startConformanceProxy, type ProxyOptions, type RunningProxy } from './proxy/proxy.js';
