// filter_semantics: every filter value returns exactly the items it selects.
import { describe, expect, it } from 'vitest';
import { filterSemantics } from '../filter_semantics.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('filter_semantics', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(filterSemantics, { operations: ['listTransactions'] }))).toEqual([
      ['listTransactions', 'passed'],
    ]);
  });

  it('fails on a filter ignored (filter_ignored)', async () => {
    const outcomes = await run.scenario(filterSemantics, { fault: 'filter_ignored', operations: ['listTransactions'] });
    expect(statuses(outcomes)).toEqual([['listTransactions', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^recipientChain=arbitrum: returned item [0-9a-f-]{36} does not satisfy the filter \(recipientChain=monad\)$/,
    );
  });
});
