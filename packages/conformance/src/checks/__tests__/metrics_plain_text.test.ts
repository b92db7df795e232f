// metrics_plain_text: each supply total is a bare decimal in text/plain.
import { describe, expect, it } from 'vitest';
import { metricsPlainText } from '../metrics_plain_text.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { quotedTotal } from './support/violations.js';

const run = sandboxChecks();

describe('metrics_plain_text', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(metricsPlainText))).toEqual([
      ['getCirculatingSupply', 'passed'],
      ['getTotalSupply', 'passed'],
    ]);
  });

  it('fails on a JSON-quoted total', async () => {
    const outcomes = await run.scenario(metricsPlainText, { fault: quotedTotal });
    expect(statuses(outcomes)).toEqual([
      ['getCirculatingSupply', 'passed'],
      ['getTotalSupply', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(
      /^expected 200 text\/plain with a bare decimal, got 200 text\/plain '"1000\.00"'$/,
    );
  });
});
