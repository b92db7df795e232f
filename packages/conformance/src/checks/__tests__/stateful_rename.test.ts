// stateful_rename: setName returns the renamed account and the name reads back (the write journey, run up to this step).
import { describe, expect, it } from 'vitest';
import { statefulRename } from '../stateful_rename.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { nameNotChanged } from './support/violations.js';

const run = sandboxChecks();

describe('stateful_rename', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.journey(statefulRename))).toEqual([['updateAccount', 'passed']]);
  });

  it('fails on the new name dropped', async () => {
    const outcomes = await run.journey(statefulRename, { fault: nameNotChanged });
    expect(statuses(outcomes)).toEqual([['updateAccount', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^renaming [0-9a-f-]{36} got 200; read back name "conformance-\d{14}-[0-9a-f]{4} renamed"$/,
    );
  });
});
