// stateful_create_route: each route example is created and reads back identical (the write journey, run up to this step).
import { describe, expect, it } from 'vitest';
import { statefulCreateRoute } from '../stateful_create_route.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { loadContract } from '../../contract/contract.js';
import { removedDestination, renamedOnRead } from './support/violations.js';

const run = sandboxChecks();

describe('stateful_create_route', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.journey(statefulCreateRoute))).toEqual([['createRoute', 'passed']]);
  });

  it('fails on a new route reading back with another name', async () => {
    const outcomes = await run.journey(statefulCreateRoute, { fault: renamedOnRead('/v0/routes') });
    expect(statuses(outcomes)).toEqual([['createRoute', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(/^route [0-9a-f-]{36} reads back as 200 with a different body$/);
  });

  it('creates no route to a chain the contract lists in x-removed-destination-chains', async () => {
    // A contract copy that removes base, against a deployment that refuses new routes there as it should.
    const contract = await loadContract();
    const edited = { ...contract, removedDestinationChains: [...contract.removedDestinationChains, 'base'] };
    const outcomes = await run.journey(statefulCreateRoute, { fault: removedDestination('base'), contract: edited });
    expect(statuses(outcomes)).toEqual([['createRoute', 'passed']]);
    // The same deployment judged by the unedited contract: a 201 is expected for base, and a 400 fails the step.
    const strict = await run.journey(statefulCreateRoute, { fault: removedDestination('base') });
    expect(firstFailure(strict)).toMatch(/^creating a route to \S+ got 400, expected 201$/);
  });
});
