// pagination_limit: a page holds at most `limit` items, and the default when none is sent.
import { describe, expect, it } from 'vitest';
import { paginationLimit } from '../pagination_limit.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('pagination_limit', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(paginationLimit))).toEqual([
      ['listAccounts', 'passed'],
      ['listRoutes', 'passed'],
      ['listTransactions', 'passed'],
    ]);
  });

  it("fails on a framework's default page size (framework_default_page_size)", async () => {
    const outcomes = await run.scenario(paginationLimit, { fault: 'framework_default_page_size' });
    expect(statuses(outcomes)).toEqual([
      ['listAccounts', 'passed'],
      ['listRoutes', 'passed'],
      ['listTransactions', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(
      /^default limit 50: the first page holds 20 of 120 items, not the documented default$/,
    );
  });
});
