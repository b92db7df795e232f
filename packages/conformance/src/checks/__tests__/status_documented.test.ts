// status_documented: every status is one the contract documents.
import { describe, expect, it } from 'vitest';
import { positiveAccepted } from '../positive_accepted.js';
import { statusDocumented } from '../status_documented.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('status_documented', () => {
  it('passes against the sandbox (traffic made by positiveAccepted)', async () => {
    expect(
      statuses(await run.scenario(positiveAccepted, { operations: ['listRoutes'], checks: [statusDocumented.name] })),
    ).toEqual([
      ['exchangeApiKey', 'passed'],
      ['listRoutes', 'passed'],
    ]);
  });

  it('fails on a 203 (undocumented_status)', async () => {
    const outcomes = await run.scenario(positiveAccepted, {
      fault: 'undocumented_status',
      operations: ['listRoutes'],
      checks: [statusDocumented.name],
    });
    expect(statuses(outcomes)).toEqual([
      ['exchangeApiKey', 'passed'],
      ['listRoutes', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(
      /^status 203 is not documented \(documented: 200, 400, 401, 403, 404, 429, 500\)$/,
    );
  });
});
