// error_code_documented: every error code is one the status documents.
import { describe, expect, it } from 'vitest';
import { errorCodeDocumented } from '../error_code_documented.js';
import { notFoundCodes } from '../not_found_codes.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('error_code_documented', () => {
  it('passes against the sandbox (traffic made by notFoundCodes)', async () => {
    expect(
      statuses(await run.scenario(notFoundCodes, { operations: ['getAccount'], checks: [errorCodeDocumented.name] })),
    ).toEqual([['getAccount', 'passed']]);
  });

  it('fails on an undocumented code on a 404 (wrong_error_code)', async () => {
    const outcomes = await run.scenario(notFoundCodes, {
      fault: 'wrong_error_code',
      operations: ['getAccount'],
      checks: [errorCodeDocumented.name],
    });
    expect(statuses(outcomes)).toEqual([['getAccount', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^code "unauthorized" is not documented for 404 \(allowed: account_not_found, not_found\)$/,
    );
  });
});
