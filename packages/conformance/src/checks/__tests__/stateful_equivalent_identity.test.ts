// stateful_equivalent_identity: an identity written another way registers the same account (the write journey, run up to this step).
import { describe, expect, it } from 'vitest';
import { statefulEquivalentIdentity } from '../stateful_equivalent_identity.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('stateful_equivalent_identity', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.journey(statefulEquivalentIdentity))).toEqual([['createAccount', 'passed']]);
  });

  it('fails on EVM addresses compared as written (evm_address_case_sensitive)', async () => {
    const outcomes = await run.journey(statefulEquivalentIdentity, { fault: 'evm_address_case_sensitive' });
    expect(statuses(outcomes)).toEqual([['createAccount', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^address "0x[0-9a-fA-F]{40}" after address "0x[0-9a-fA-F]{40}" got 201 \(a second account [0-9a-f-]{36}\), expected 409 account_already_exists$/,
    );
  });
});
