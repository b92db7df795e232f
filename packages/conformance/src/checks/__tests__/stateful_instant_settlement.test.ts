// stateful_instant_settlement: instant settlement is not granted at registration, and is pending once requested (the write journey, run up to this step).
import { describe, expect, it } from 'vitest';
import { statefulInstantSettlement } from '../stateful_instant_settlement.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('stateful_instant_settlement', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.journey(statefulInstantSettlement))).toEqual([['createAccount', 'passed']]);
  });

  it('fails on instant settlement started at registration (instant_settlement_not_started)', async () => {
    const outcomes = await run.journey(statefulInstantSettlement, { fault: 'instant_settlement_not_started' });
    expect(statuses(outcomes)).toEqual([['createAccount', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^requesting instant_settlement on ethereum, where [0-9a-f-]{36} was registered, got 200 , expected 400 entitlement_not_requestable: the network supports it, yet registration had not started it$/,
    );
  });
});
