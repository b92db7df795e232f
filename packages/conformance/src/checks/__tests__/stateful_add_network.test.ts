// stateful_add_network: addNetwork adds the network with a mint entitlement; again gets 409 (the write journey, run up to this step).
import { describe, expect, it } from 'vitest';
import { statefulAddNetwork } from '../stateful_add_network.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { entitlementsDropped } from './support/violations.js';

const run = sandboxChecks();

describe('stateful_add_network', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.journey(statefulAddNetwork))).toEqual([['updateAccount', 'passed']]);
  });

  it('fails on the new network without entitlements', async () => {
    const outcomes = await run.journey(statefulAddNetwork, { fault: entitlementsDropped });
    expect(statuses(outcomes)).toEqual([['updateAccount', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^adding arbitrum to [0-9a-f-]{36} got 200 without a mint entitlement there$/,
    );
  });
});
