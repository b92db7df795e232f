// negative_rejected: every generated invalid request gets 400 naming the parameter.
import { describe, expect, it } from 'vitest';
import { negativeRejected } from '../negative_rejected.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('negative_rejected', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(negativeRejected, { operations: ['listTransactions'] }))).toEqual([
      ['listTransactions', 'passed'],
    ]);
  });

  it('fails on an invalid filter value accepted (invalid_filter_accepted)', async () => {
    const outcomes = await run.scenario(negativeRejected, {
      fault: 'invalid_filter_accepted',
      operations: ['listTransactions'],
    });
    expect(statuses(outcomes)).toEqual([['listTransactions', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^invalid query 'recipientChain=not-a-listed-value': expected 400 parameter_invalid, got 200$/,
    );
  });
});
