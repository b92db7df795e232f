// random_inputs: seeded random queries get 200 or the validation 400.
import { describe, expect, it } from 'vitest';
import { randomInputs } from '../random_inputs.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { crashOnQuery } from './support/violations.js';

const run = sandboxChecks();

describe('random_inputs', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(randomInputs, { operations: ['listRoutes'] }))).toEqual([
      ['listRoutes', 'passed'],
    ]);
  });

  it('fails on a crash on any query', async () => {
    const outcomes = await run.scenario(randomInputs, {
      fault: crashOnQuery('/v0/routes'),
      operations: ['listRoutes'],
    });
    expect(statuses(outcomes)).toEqual([['listRoutes', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^random query 1 of seed 1 got 500 internal_error, shrunk in 9 steps from 4 parameters to 1$/,
    );
  });
});
