// unsupported_method: a method a path does not define gets 405 with Allow.
import { describe, expect, it } from 'vitest';
import { unsupportedMethod } from '../unsupported_method.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { dropHeader } from './support/violations.js';

const run = sandboxChecks();

describe('unsupported_method', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(unsupportedMethod, { operations: ['listRoutes'] }))).toEqual([
      ['listRoutes', 'passed'],
    ]);
  });

  it('fails on Allow dropped from the 405', async () => {
    const outcomes = await run.scenario(unsupportedMethod, { fault: dropHeader('allow'), operations: ['listRoutes'] });
    expect(statuses(outcomes)).toEqual([['listRoutes', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(/^DELETE \/v0\/routes Allow missing; expected 405 not_found with Allow$/);
  });
});
