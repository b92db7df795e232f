// Ends the run with one plain line, `vitest: N passed, N failed[, N skipped]`, that CI logs can be read by
// whatever colours or layout the default reporter uses. A file that fails to load, a suite or file whose
// beforeAll/afterAll throws and an unhandled error each count as one failure: their tests were skipped or passed,
// and the line must never read as clean when the run is not. Before it, one line per failure names where and
// why: a log kept only by its tail (fresh-ci keeps 15 lines) still says what failed.
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

export function summaryLine(
  testModules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<SerializedError> = [],
): string {
  // What counts as a failure is failureLines' to say: one line each.
  const failed = failureLines(testModules, unhandledErrors).length;
  let [passed, skipped] = [0, 0];
  for (const testModule of testModules) {
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') passed += 1;
      else if (state !== 'failed') skipped += 1;
    }
  }
  return `vitest: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

const firstLine = (errors: ReadonlyArray<{ message?: string }>) => (errors[0]?.message ?? '').split('\n')[0];

/** `file[ > test or suite]: the first line of its first error`, one per failure counted, sorted. */
export function failureLines(
  testModules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<SerializedError> = [],
): string[] {
  const lines: string[] = [];
  for (const testModule of testModules) {
    const file = testModule.relativeModuleId;
    for (const test of testModule.children.allTests()) {
      const result = test.result();
      if (result.state === 'failed') lines.push(`${file} > ${test.fullName}: ${firstLine(result.errors)}`);
    }
    if (testModule.errors().length > 0) lines.push(`${file}: ${firstLine(testModule.errors())}`);
    for (const suite of testModule.children.allSuites()) {
      if (suite.errors().length > 0) lines.push(`${file} > ${suite.fullName}: ${firstLine(suite.errors())}`);
    }
  }
  for (const error of unhandledErrors) lines.push(`unhandled error: ${firstLine([error])}`);
  return lines.sort();
}

/** Failures listed in full up to this many; the rest are counted. */
const listedFailures = 20;

/** The lines printed before the count: none for a clean run, else `failed:` and the failures, indented. */
export function failureRecap(failures: readonly string[]): string {
  if (failures.length === 0) return '';
  const more = failures.length - listedFailures;
  const listed = failures.slice(0, listedFailures).map((line) => `  ${line}\n`);
  return `\nfailed:\n${listed.join('')}${more > 0 ? `  and ${more} more\n` : ''}`;
}

// Listed after the default reporter, whose summary vitest prints first: the line closes the log.
export default class SummaryLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const recap = failureRecap(failureLines(testModules, unhandledErrors));
    process.stdout.write(`${recap}\n${summaryLine(testModules, unhandledErrors)}\n`);
  }
}
