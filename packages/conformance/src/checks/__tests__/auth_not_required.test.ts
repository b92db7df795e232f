// auth_not_required: public endpoints need no credentials; the token exchange takes only the key.
import { describe, expect, it } from 'vitest';
import { authNotRequired } from '../auth_not_required.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { metricsNeedCredentials } from './support/violations.js';

const run = sandboxChecks();

describe('auth_not_required', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(authNotRequired))).toEqual([
      ['exchangeApiKey', 'passed'],
      ['getCirculatingSupply', 'passed'],
      ['getMetrics', 'passed'],
      ['getTotalSupply', 'passed'],
    ]);
  });

  it('fails on a public endpoint asking for credentials', async () => {
    const outcomes = await run.scenario(authNotRequired, { fault: metricsNeedCredentials });
    expect(statuses(outcomes)).toEqual([
      ['exchangeApiKey', 'passed'],
      ['getCirculatingSupply', 'failed'],
      ['getMetrics', 'failed'],
      ['getTotalSupply', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(/^without credentials got 401$/);
  });
});
