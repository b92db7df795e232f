// A share of the fault runs (test/conformance/fault-runs.ts).
import { describe, it } from 'vitest';
import { FAULT_RUN_FILES, faultRun, faultsOfFile } from './fault-runs.js';

describe(`fault injection (2 of ${FAULT_RUN_FILES})`, () => {
  for (const fault of faultsOfFile(2)) it(`${fault.id} fails ${fault.detectedBy}`, () => faultRun(fault), 60_000);
});
