// cors_on_metrics: public endpoints allow any origin.
import { describe, expect, it } from 'vitest';
import { corsOnMetrics } from '../cors_on_metrics.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { dropHeader } from './support/violations.js';

const run = sandboxChecks();

describe('cors_on_metrics', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(corsOnMetrics))).toEqual([
      ['getCirculatingSupply', 'passed'],
      ['getMetrics', 'passed'],
      ['getTotalSupply', 'passed'],
    ]);
  });

  it('fails on Access-Control-Allow-Origin dropped', async () => {
    const outcomes = await run.scenario(corsOnMetrics, { fault: dropHeader('access-control-allow-origin') });
    expect(statuses(outcomes)).toEqual([
      ['getCirculatingSupply', 'failed'],
      ['getMetrics', 'failed'],
      ['getTotalSupply', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(/^Access-Control-Allow-Origin is absent$/);
  });
});
