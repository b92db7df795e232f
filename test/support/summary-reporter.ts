// Ends the run with one plain line, `vitest: N passed, N failed[, N skipped]`, that CI logs can be read by
// whatever colours or layout the default reporter uses. A file that fails to load, a suite or file whose
// beforeAll/afterAll throws and an unhandled error each count as one failure: their tests were skipped or passed,
// and the line must never read as clean when the run is not.
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

export function summaryLine(
  testModules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<SerializedError> = [],
): string {
  const counts = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
  for (const testModule of testModules) {
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed' || state === 'failed') counts[state] += 1;
      else counts.skipped += 1;
    }
    for (const owner of [testModule, ...testModule.children.allSuites()]) {
      if (owner.errors().length > 0) counts.failed += 1;
    }
  }
  const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
  return `vitest: ${counts.passed} passed, ${counts.failed} failed${skipped}`;
}

// Listed after the default reporter, whose summary vitest prints first: the line closes the log.
export default class SummaryLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    process.stdout.write(`\n${summaryLine(testModules, unhandledErrors)}\n`);
  }
}
