// The fault catalogue's shape: one fault per file named by its id, each naming a check the runner has. That none
// restates a fact of the contract (a path, an error code or message) is the ESLint rule `ausd/no-restated-fact`.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { responseChecks, scenarioChecks, statefulSteps } from '../../packages/conformance/src/checks/index.js';
import { faults } from '../support/faults/index.js';

const folder = fileURLToPath(new URL('../support/faults/', import.meta.url));
const faultFiles = readdirSync(folder).filter((name) => name.endsWith('.ts') && name !== 'index.ts');

describe('fault catalogue', () => {
  it('lists one fault per file, the file named by its id', () => {
    expect(faults.map((fault) => `${fault.id}.ts`).sort()).toEqual(faultFiles.sort());
  });

  it('names a check of the runner for every fault', () => {
    const checks = new Set([...responseChecks, ...scenarioChecks, ...statefulSteps].map((check) => check.name));
    expect(faults.filter((fault) => !checks.has(fault.detectedBy)).map((fault) => fault.id)).toEqual([]);
  });
});
