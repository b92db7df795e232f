// not_found_codes: an unknown id gets 404 with the resource's own code.
import { describe, expect, it } from 'vitest';
import { notFoundCodes } from '../not_found_codes.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { genericNotFound } from './support/violations.js';

const run = sandboxChecks();

describe('not_found_codes', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(notFoundCodes))).toEqual([
      ['getAccount', 'passed'],
      ['getRoute', 'passed'],
      ['getTransaction', 'passed'],
    ]);
  });

  it('fails on the generic not-found code for an unknown id', async () => {
    const outcomes = await run.scenario(notFoundCodes, { fault: genericNotFound });
    expect(statuses(outcomes)).toEqual([
      ['getAccount', 'failed'],
      ['getRoute', 'failed'],
      ['getTransaction', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(/^unknown id got 404 not_found, expected 404 account_not_found$/);
  });
});
