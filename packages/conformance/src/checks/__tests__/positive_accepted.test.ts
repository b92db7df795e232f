// positive_accepted: every generated valid request succeeds.
import { describe, expect, it } from 'vitest';
import { positiveAccepted } from '../positive_accepted.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { refuse } from './support/violations.js';

const run = sandboxChecks();

describe('positive_accepted', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(positiveAccepted, { operations: ['listRoutes'] }))).toEqual([
      ['exchangeApiKey', 'passed'],
      ['listRoutes', 'passed'],
    ]);
  });

  it('fails on a valid limit refused', async () => {
    const outcomes = await run.scenario(positiveAccepted, { fault: refuse('limit'), operations: ['listRoutes'] });
    expect(statuses(outcomes)).toEqual([
      ['exchangeApiKey', 'passed'],
      ['listRoutes', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(/^valid request 'limit=1' got 400$/);
  });
});
