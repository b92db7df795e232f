// auth_missing_header: no bearer header gets 401 missing_header.
import { describe, expect, it } from 'vitest';
import { authMissingHeader } from '../auth_missing_header.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { unauthorizedAs } from './support/violations.js';

const run = sandboxChecks();

describe('auth_missing_header', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(authMissingHeader, { operations: ['listRoutes'] }))).toEqual([
      ['listRoutes', 'passed'],
    ]);
  });

  it('fails on the reason invalid_token instead', async () => {
    const outcomes = await run.scenario(authMissingHeader, {
      fault: unauthorizedAs('invalid_token'),
      operations: ['listRoutes'],
    });
    expect(statuses(outcomes)).toEqual([['listRoutes', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^no Authorization header: got 401 reason "invalid_token", expected 401 missing_header$/,
    );
  });
});
