// The proof that the runner catches violations, one full run per fault: each fault injected into the sandbox must
// make the run fail with the check it names (test/support/faults/<id>.ts, with the write journey for the faults
// marked (writes)). The catalogue's faults are dealt over the files `faults-<n>.slow.test.ts`, so that the runs
// spread over the workers; `test/conformance/fault-catalogue.test.ts` holds that the files deal out every fault.
import { expect } from 'vitest';
import { faults } from '../support/faults/index.js';
import { failedChecks } from './failed-checks.js';
import { runAgainstSandbox } from './sandbox-run.js';

/** How many files the fault runs are dealt over. */
export const FAULT_RUN_FILES = 3;

/** The faults file `n` (1 to FAULT_RUN_FILES) runs: every FAULT_RUN_FILES-th of the catalogue, from the n-th. */
export const faultsOfFile = (n: number) => faults.filter((_, i) => i % FAULT_RUN_FILES === n - 1);

/** One fault's run: the read-only suite (with writes for a fault marked so) fails the check the fault names. */
export async function faultRun({ id, detectedBy, writes }: (typeof faults)[number]): Promise<void> {
  const report = await runAgainstSandbox({ fault: id, allowWrites: writes ?? false });
  const failed = failedChecks(report);
  expect(failed).toContain(detectedBy);
  const cell = report.cells.find((c) => c.check === detectedBy && c.status === 'failed')!;
  expect(cell.failures[0]?.message.length).toBeGreaterThan(0);
}
