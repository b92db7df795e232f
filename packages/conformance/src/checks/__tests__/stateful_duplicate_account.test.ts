// stateful_duplicate_account: registering the same account again gets 409 with the documented code (the write journey, run up to this step).
import { describe, expect, it } from 'vitest';
import { statefulDuplicateAccount } from '../stateful_duplicate_account.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { conflictCode } from './support/violations.js';

const run = sandboxChecks();

describe('stateful_duplicate_account', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.journey(statefulDuplicateAccount))).toEqual([['createAccount', 'passed']]);
  });

  it('fails on the conflict answered with another code', async () => {
    const outcomes = await run.journey(statefulDuplicateAccount, {
      fault: conflictCode('/v0/accounts', 'parameter_invalid'),
    });
    expect(statuses(outcomes)).toEqual([['createAccount', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^registering [0-9a-f-]{36} again got 409 parameter_invalid, expected 409 account_already_exists$/,
    );
  });
});
