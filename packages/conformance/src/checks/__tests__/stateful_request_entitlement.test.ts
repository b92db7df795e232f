// stateful_request_entitlement: an entitlement request is accepted or refused, and refused the second time (the write journey, run up to this step).
import { describe, expect, it } from 'vitest';
import { statefulRequestEntitlement } from '../stateful_request_entitlement.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { refusalAccepted } from './support/violations.js';

const run = sandboxChecks();

describe('stateful_request_entitlement', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.journey(statefulRequestEntitlement))).toEqual([['updateAccount', 'passed']]);
  });

  it('fails on a second request accepted', async () => {
    const outcomes = await run.journey(statefulRequestEntitlement, { fault: refusalAccepted });
    expect(statuses(outcomes)).toEqual([['updateAccount', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^second request got 200 entitlement_not_requestable, expected 400 entitlement_not_requestable$/,
    );
  });
});
