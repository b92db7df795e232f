// The runner without a fault: the same sandbox the fault runs break (test/conformance/fault-runs.ts,
// faults-<n>.slow.test.ts) passes the read-only run (with writes in runner.slow.test.ts).
import { describe, expect, it } from 'vitest';
import { faultStage, type FaultClass } from '../support/faults/index.js';
import { failureLines } from './failed-checks.js';
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
});
