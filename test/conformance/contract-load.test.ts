// The runner reads the contract once per process: every run after the first shares it, which is safe because
// nothing of it can change (its model is frozen).
import { expect, it } from 'vitest';
import { loadContract } from '../../packages/conformance/src/contract/contract.js';

it('is read once per process, and its model cannot change', async () => {
  const first = loadContract();
  expect(loadContract()).toBe(first);
  const contract = await first;
  expect(Object.isFrozen(contract.model.document)).toBe(true);
  expect(Object.isFrozen(contract.document.paths)).toBe(true);
  expect(contract.entries.size).toBe(contract.operations.length);
});
