// stateful_route_rejections: routes the contract's rules refuse get their documented codes (the write journey, run up to this step).
import { describe, expect, it } from 'vitest';
import { statefulRouteRejections } from '../stateful_route_rejections.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('stateful_route_rejections', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.journey(statefulRouteRejections))).toEqual([['createRoute', 'passed']]);
  });

  it('fails on route rules answered as parameter_invalid (route_rules_as_parameter_invalid)', async () => {
    const outcomes = await run.journey(statefulRouteRejections, { fault: 'route_rules_as_parameter_invalid' });
    expect(statuses(outcomes)).toEqual([['createRoute', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^from\.currency usdc got 400 parameter_invalid, expected 400 currency_unsupported$/,
    );
  });
});
