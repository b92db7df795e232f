// metrics_partial_rule: a partial metrics overview carries no totals.
import { describe, expect, it } from 'vitest';
import { metricsPartialRule } from '../metrics_partial_rule.js';
import { loadContract } from '../../contract/contract.js';
import { isMetricsOverview, omittedWhenPartial } from '../../contract/metrics.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('metrics_partial_rule', () => {
  it("reads the fields a partial overview omits from the overview's schema", async () => {
    const contract = await loadContract();
    const overview = contract.operations.find(isMetricsOverview)!;
    expect(omittedWhenPartial(contract, overview)).toEqual(['totalSupply', 'circulatingSupply']);
  });

  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(metricsPartialRule))).toEqual([['getMetrics', 'passed']]);
  });

  it('fails on totals sent with a partial overview (partial_metrics_with_totals)', async () => {
    const outcomes = await run.scenario(metricsPartialRule, { fault: 'partial_metrics_with_totals' });
    expect(statuses(outcomes)).toEqual([['getMetrics', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(/^partial is true but totalSupply, circulatingSupply present$/);
  });
});
