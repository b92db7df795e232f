// The conformance runner's public surface.
export { DEFAULTS, RunAborted, runConformance, type Progress, type Report, type RunOptions } from './run/runner.js';
export { formatSummary } from './report/summary.js';
export { EXIT_STATUS, type AbortedRun, type Verdict } from './report/report.js';
export { formatAbortJunit, formatJunit } from './report/junit.js';
export { progressReporter } from './report/progress.js';
export { loadContract, type Contract } from './contract/contract.js';
export { startConformanceProxy, type ProxyOptions, type RunningProxy } from './proxy/proxy.js';
export { formatHtml } from './report/html.js';
export { verifyHar, type VerifyOptions } from './verify/verify.js';
export { HarInputError } from './verify/read-har.js';
export { HarRecorder, harLimits, type HarLimits } from './har/recorder.js';
export type { HarLog, HarEntry } from './har/format.js';
export { UnknownSelection, type Selection, type NarrowedRun } from './run/selection.js';
export type { OperationLatency } from './report/latency.js';
