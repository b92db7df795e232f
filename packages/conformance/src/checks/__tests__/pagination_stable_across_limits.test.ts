// pagination_stable_across_limits: walks with different limits give the same sequence.
import { describe, expect, it } from 'vitest';
import { paginationStableAcrossLimits } from '../pagination_stable_across_limits.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { reverseSmallPages } from './support/violations.js';

const run = sandboxChecks();

describe('pagination_stable_across_limits', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(paginationStableAcrossLimits, { operations: ['listTransactions'] }))).toEqual([
      ['listTransactions', 'passed'],
    ]);
  });

  it('fails on small pages in reverse order', async () => {
    const outcomes = await run.scenario(paginationStableAcrossLimits, {
      fault: reverseSmallPages,
      operations: ['listTransactions'],
    });
    expect(statuses(outcomes)).toEqual([['listTransactions', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^limit 7: item 0 is [0-9a-f-]{36}, the largest-limit walk has [0-9a-f-]{36} there$/,
    );
  });
});
