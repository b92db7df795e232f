// no_server_error: no request gets a 5xx.
import { describe, expect, it } from 'vitest';
import { negativeRejected } from '../negative_rejected.js';
import { noServerError } from '../no_server_error.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('no_server_error', () => {
  it('passes against the sandbox (traffic made by negativeRejected)', async () => {
    expect(
      statuses(
        await run.scenario(negativeRejected, { operations: ['listTransactions'], checks: [noServerError.name] }),
      ),
    ).toEqual([
      ['exchangeApiKey', 'passed'],
      ['listTransactions', 'passed'],
    ]);
  });

  it('fails on a 500 on a zoneless timestamp (server_error_on_input)', async () => {
    const outcomes = await run.scenario(negativeRejected, {
      fault: 'server_error_on_input',
      operations: ['listTransactions'],
      checks: [noServerError.name],
    });
    expect(statuses(outcomes)).toEqual([
      ['exchangeApiKey', 'passed'],
      ['listTransactions', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(/^server error 500$/);
  });
});
