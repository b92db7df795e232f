// stateful_route_by_filter: each new route is listed under its destination account (the write journey, run up to this step).
import { describe, expect, it } from 'vitest';
import { statefulRouteByFilter } from '../stateful_route_by_filter.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { destinationFilterEmpty } from './support/violations.js';

const run = sandboxChecks();

describe('stateful_route_by_filter', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.journey(statefulRouteByFilter))).toEqual([['listRoutes', 'passed']]);
  });

  it('fails on the destination filter finding nothing', async () => {
    const outcomes = await run.journey(statefulRouteByFilter, { fault: destinationFilterEmpty });
    expect(statuses(outcomes)).toEqual([['listRoutes', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^route [0-9a-f-]{36} is missing from toAccountId=[0-9a-f-]{36} \(0 listed\)$/,
    );
  });
});
