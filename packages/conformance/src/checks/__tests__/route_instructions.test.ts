// route_instructions: a route's instructions follow the contract's rules.
import { describe, expect, it } from 'vitest';
import { positiveAccepted } from '../positive_accepted.js';
import { routeInstructions } from '../route_instructions.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('route_instructions', () => {
  it('passes against the sandbox (traffic made by positiveAccepted)', async () => {
    expect(
      statuses(await run.scenario(positiveAccepted, { operations: ['listRoutes'], checks: [routeInstructions.name] })),
    ).toEqual([['listRoutes', 'passed']]);
  });

  it('fails on instructions out of order (unsorted_instructions)', async () => {
    const outcomes = await run.scenario(positiveAccepted, {
      fault: 'unsorted_instructions',
      operations: ['listRoutes'],
      checks: [routeInstructions.name],
    });
    expect(statuses(outcomes)).toEqual([['listRoutes', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^\/data\/0\/instructions\/1: polygon-pos after solana: not alphabetical by chain; \/data\/0\/instructions\/2: monad after polygon-pos: not alphabetical by chain; \/data\/0\/instructions\/3: immutable after monad: not alphabetical by chain$/,
    );
  });
});
