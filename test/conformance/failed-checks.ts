import type { Report } from '../../packages/conformance/src/index.js';

/** The distinct names of the checks that failed on any operation. */
export const failedChecks = (report: Report): string[] =>
  [...new Set(report.cells.filter((c) => c.status === 'failed').map((c) => c.check))].sort();
