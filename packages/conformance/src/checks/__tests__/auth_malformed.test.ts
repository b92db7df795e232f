// auth_malformed: a bearer that is no JWT gets 401 invalid_token.
import { describe, expect, it } from 'vitest';
import { authMalformed } from '../auth_malformed.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { letThrough } from './support/violations.js';

const run = sandboxChecks();

describe('auth_malformed', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(authMalformed, { operations: ['listRoutes'] }))).toEqual([
      ['listRoutes', 'passed'],
    ]);
  });

  it('fails on a malformed token let through', async () => {
    const outcomes = await run.scenario(authMalformed, { fault: letThrough, operations: ['listRoutes'] });
    expect(statuses(outcomes)).toEqual([['listRoutes', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^non-JWT bearer: got 200 reason "invalid_token", expected 401 invalid_token$/,
    );
  });
});
