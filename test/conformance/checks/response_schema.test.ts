// response_schema: every body matches its schema.
import { describe, expect, it } from 'vitest';
import { positiveAccepted } from '../../../packages/conformance/src/checks/positive_accepted.js';
import { responseSchema } from '../../../packages/conformance/src/checks/response_schema.js';
import { firstFailure, sandboxChecks, statuses } from './sandbox.js';

const run = sandboxChecks();

describe('response_schema', () => {
  it('passes against the sandbox (traffic made by positiveAccepted)', async () => {
    expect(
      statuses(await run.scenario(positiveAccepted, { operations: ['listAccounts'], checks: [responseSchema.name] })),
    ).toEqual([
      ['exchangeApiKey', 'passed'],
      ['listAccounts', 'passed'],
    ]);
  });

  it('fails on a required field dropped (missing_required_field)', async () => {
    const outcomes = await run.scenario(positiveAccepted, {
      fault: 'missing_required_field',
      operations: ['listAccounts'],
      checks: [responseSchema.name],
    });
    expect(statuses(outcomes)).toEqual([
      ['exchangeApiKey', 'passed'],
      ['listAccounts', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(
      /^\/data\/3 must have required property 'addressFormat'; \/data\/3 must have required property 'accountNumber'; \/data\/3 must have required property 'bankName'$/,
    );
  });
});
