// auth_alg_none: an unsigned (`alg: none`) token gets 401 invalid_token.
import { describe, expect, it } from 'vitest';
import { authAlgNone } from '../auth_alg_none.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { letThrough } from './support/violations.js';

const run = sandboxChecks();

describe('auth_alg_none', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(authAlgNone, { operations: ['listRoutes'] }))).toEqual([
      ['listRoutes', 'passed'],
    ]);
  });

  it('fails on an unsigned token let through', async () => {
    const outcomes = await run.scenario(authAlgNone, { fault: letThrough, operations: ['listRoutes'] });
    expect(statuses(outcomes)).toEqual([['listRoutes', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(/^alg none: got 200 reason "invalid_token", expected 401 invalid_token$/);
  });
});
