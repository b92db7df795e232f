// page_size: a page holds at most the limit asked for.
import { describe, expect, it } from 'vitest';
import { pageSize } from '../page_size.js';
import { paginationLimit } from '../pagination_limit.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('page_size', () => {
  it('passes against the sandbox (traffic made by paginationLimit)', async () => {
    expect(
      statuses(await run.scenario(paginationLimit, { operations: ['listRoutes'], checks: [pageSize.name] })),
    ).toEqual([['listRoutes', 'passed']]);
  });

  it('fails on one item more than asked (page_size_off_by_one)', async () => {
    const outcomes = await run.scenario(paginationLimit, {
      fault: 'page_size_off_by_one',
      operations: ['listRoutes'],
      checks: [pageSize.name],
    });
    expect(statuses(outcomes)).toEqual([['listRoutes', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(/^the page holds 2 items for limit=1$/);
  });
});
