// stateful_route_conflict: creating the same route again gets 409 naming the existing route (the write journey, run up to this step).
import { describe, expect, it } from 'vitest';
import { statefulRouteConflict } from '../stateful_route_conflict.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { conflictWithoutContext } from './support/violations.js';

const run = sandboxChecks();

describe('stateful_route_conflict', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.journey(statefulRouteConflict))).toEqual([['createRoute', 'passed']]);
  });

  it('fails on the conflict without context.routeId', async () => {
    const outcomes = await run.journey(statefulRouteConflict, { fault: conflictWithoutContext('/v0/routes') });
    expect(statuses(outcomes)).toEqual([['createRoute', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(/^creating route [0-9a-f-]{36} again got 409 routeId undefined$/);
  });
});
