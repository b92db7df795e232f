// auth_tampered: a tampered session token gets 401 invalid_token.
import { describe, expect, it } from 'vitest';
import { authTampered } from '../auth_tampered.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { letThrough } from './support/violations.js';

const run = sandboxChecks();

describe('auth_tampered', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(authTampered, { operations: ['listRoutes'] }))).toEqual([
      ['listRoutes', 'passed'],
    ]);
  });

  it('fails on a tampered token let through', async () => {
    const outcomes = await run.scenario(authTampered, { fault: letThrough, operations: ['listRoutes'] });
    expect(statuses(outcomes)).toEqual([['listRoutes', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^tampered claims: got 200 reason "invalid_token", expected 401 invalid_token$/,
    );
  });
});
