// The fault catalogue's shape: one fault per file named by its id, each naming a check the runner has. That none
// restates a fact of the contract (a path, an error code or message) is the ESLint rule `ausd/no-restated-fact`.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { responseChecks, scenarioChecks, statefulSteps } from '../../packages/conformance/src/checks/index.js';
import { faults } from '../support/faults/index.js';
import { FAULT_RUN_FILES, faultsOfFile } from './fault-runs.js';

const folder = fileURLToPath(new URL('../support/faults/', import.meta.url));
const faultFiles = readdirSync(folder).filter((name) => name.endsWith('.ts') && name !== 'index.ts');

describe('fault catalogue', () => {
  it('lists one fault per file, the file named by its id', () => {
    expect(faults.map((fault) => `${fault.id}.ts`).sort()).toEqual(faultFiles.sort());
  });

  it('has every fault run once, dealt over the files faults-1 to faults-n.slow.test.ts', () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    const runFiles = readdirSync(here).filter((name) => /^faults-.*\.slow\.test\.ts$/.test(name));
    const numbers = Array.from({ length: FAULT_RUN_FILES }, (_, i) => i + 1);
    expect(runFiles.sort()).toEqual(numbers.map((n) => `faults-${n}.slow.test.ts`));
    for (const n of numbers)
      expect(readFileSync(`${here}/faults-${n}.slow.test.ts`, 'utf8')).toContain(`faultsOfFile(${n})`);
    const dealt = numbers.flatMap((n) => faultsOfFile(n).map((fault) => fault.id));
    expect(dealt.sort()).toEqual(faults.map((fault) => fault.id).sort());
  });

  it('names a check of the runner for every fault', () => {
    const checks = new Set([...responseChecks, ...scenarioChecks, ...statefulSteps].map((check) => check.name));
    expect(faults.filter((fault) => !checks.has(fault.detectedBy)).map((fault) => fault.id)).toEqual([]);
  });
});
