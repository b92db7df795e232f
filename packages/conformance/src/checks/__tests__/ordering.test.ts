// ordering: every list walks in its declared `x-ordering`.
import { describe, expect, it } from 'vitest';
import { ordering } from '../ordering.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('ordering', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(ordering))).toEqual([
      ['listAccounts', 'passed'],
      ['listRoutes', 'passed'],
      ['listTransactions', 'passed'],
    ]);
  });

  it('fails on two items of a page swapped (unsorted_page)', async () => {
    const outcomes = await run.scenario(ordering, { fault: 'unsorted_page' });
    expect(statuses(outcomes)).toEqual([
      ['listAccounts', 'failed'],
      ['listRoutes', 'passed'],
      ['listTransactions', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(/^item 2: createdAt \S+ after \S+: not descending$/);
  });
});
