// Ends the run with one plain line, `vitest: N passed, N failed[, N skipped]`, that CI logs can be read by
// whatever colours or layout the default reporter uses.
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryLineReporter implements Reporter {
  private line = '';

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed' || state === 'failed') counts[state] += 1;
        else counts.skipped += 1;
      }
      // A file that fails to load has no tests; count it so the line can never read as clean.
      if (testModule.state() === 'failed' && [...testModule.children.allTests()].length === 0) counts.failed += 1;
    }
    const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
    this.line = `vitest: ${counts.passed} passed, ${counts.failed} failed${skipped}`;
  }

  // The default reporter prints its summary after onTestRunEnd; print last so the line closes the log.
  onFinished(): void {
    if (this.line) process.stdout.write(`\n${this.line}\n`);
  }
}
