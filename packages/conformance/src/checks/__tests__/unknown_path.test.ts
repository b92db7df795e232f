// unknown_path: a path outside the contract gets 404 with the generic code.
import { describe, expect, it } from 'vitest';
import { unknownPath } from '../unknown_path.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { htmlNotFound } from './support/violations.js';

const run = sandboxChecks();

describe('unknown_path', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(unknownPath))).toEqual([['(outside contract)', 'passed']]);
  });

  it('fails on an HTML page for an unknown path', async () => {
    const outcomes = await run.scenario(unknownPath, { fault: htmlNotFound });
    expect(statuses(outcomes)).toEqual([['(outside contract)', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(/^unknown path got 404 , expected 404 not_found$/);
  });
});
