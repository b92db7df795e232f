// stateful_register_account: each registration example is created and reads back identical (the write journey, run up to this step).
import { describe, expect, it } from 'vitest';
import { statefulRegisterAccount } from '../stateful_register_account.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { renamedOnRead } from './support/violations.js';

const run = sandboxChecks();

describe('stateful_register_account', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.journey(statefulRegisterAccount))).toEqual([['createAccount', 'passed']]);
  });

  it('fails on a Solana address returned in another letter case (solana_address_lowercased)', async () => {
    const outcomes = await run.journey(statefulRegisterAccount, { fault: 'solana_address_lowercased' });
    expect(statuses(outcomes)).toEqual([['createAccount', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(/^registered address [1-9A-HJ-NP-Za-km-z]+ reads as [1-9a-z]+$/);
  });

  it('fails on a new account reading back with another name', async () => {
    const outcomes = await run.journey(statefulRegisterAccount, { fault: renamedOnRead('/v0/accounts') });
    expect(statuses(outcomes)).toEqual([['createAccount', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(/^the new account [0-9a-f-]{36} reads back as 200 with a different body$/);
  });
});
