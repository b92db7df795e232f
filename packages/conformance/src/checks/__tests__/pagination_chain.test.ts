// pagination_chain: following the cursors never repeats or skips an item.
import { describe, expect, it } from 'vitest';
import { paginationChain } from '../pagination_chain.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('pagination_chain', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(paginationChain))).toEqual([
      ['listAccounts', 'passed'],
      ['listRoutes', 'passed'],
      ['listTransactions', 'passed'],
    ]);
  });

  it('fails on an item repeated across pages (duplicate_across_pages)', async () => {
    const outcomes = await run.scenario(paginationChain, { fault: 'duplicate_across_pages' });
    expect(statuses(outcomes)).toEqual([
      ['listAccounts', 'failed'],
      ['listRoutes', 'failed'],
      ['listTransactions', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(/^small limit: item [0-9a-f-]{36} appears twice in the chain$/);
  });
});
