import type { Report } from '../../packages/conformance/src/index.js';

/** The distinct names of the checks that failed on any operation. */
export const failedChecks = (report: Report): string[] =>
  [...new Set(report.cells.filter((c) => c.status === 'failed').map((c) => c.check))].sort();

/** Every kept failure as one line (check, message, response), so an unexpected failure says why in the test output. */
export const failureLines = (report: Report): string[] =>
  report.cells.flatMap((cell) =>
    cell.failures.map(
      (f) =>
        `${f.check} on ${f.operationId}: ${f.message}` +
        (f.request ? ` [${f.request.method} ${f.request.url}]` : '') +
        (f.response ? ` -> ${f.response.status} ${f.response.excerpt}` : ''),
    ),
  );
