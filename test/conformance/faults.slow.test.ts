// The proof that the runner catches violations: each fault injected into the sandbox must make the run fail with
// the check the fault names (test/support/faults/<id>.ts, with the write journey for the faults of its rules); the
// same sandbox without a fault passes (read-only here; with writes in runner.slow.test.ts).
import { describe, expect, it } from 'vitest';
import { faultStage, faults, type FaultClass } from '../support/faults/index.js';
import { failedChecks, failureLines } from './failed-checks.js';
import { runAgainstSandbox } from './sandbox-run.js';

describe('fault injection', () => {
  it('passes with no fault', async () => {
    const report = await runAgainstSandbox();
    expect(failureLines(report)).toEqual([]);
    expect(report.totals.passed).toBeGreaterThan(100);
  }, 90_000);

  it('refuses a name that is no fault class', () => {
    expect(() => faultStage('slow_responses' as FaultClass)).toThrow(/unknown fault 'slow_responses'/);
  });

  for (const { id, detectedBy, writes } of faults) {
    it(`${id} fails ${detectedBy}`, async () => {
      const report = await runAgainstSandbox({ fault: id, allowWrites: writes ?? false });
      const failed = failedChecks(report);
      expect(failed).toContain(detectedBy);
      const cell = report.cells.find((c) => c.check === detectedBy && c.status === 'failed')!;
      expect(cell.failures[0]?.message.length).toBeGreaterThan(0);
    }, 60_000);
  }
});
