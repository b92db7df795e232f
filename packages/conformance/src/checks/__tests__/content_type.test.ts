// content_type: every body comes in the documented media type.
import { describe, expect, it } from 'vitest';
import { contentType } from '../content_type.js';
import { positiveAccepted } from '../positive_accepted.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('content_type', () => {
  it('passes against the sandbox (traffic made by positiveAccepted)', async () => {
    expect(
      statuses(await run.scenario(positiveAccepted, { operations: ['getTotalSupply'], checks: [contentType.name] })),
    ).toEqual([
      ['exchangeApiKey', 'passed'],
      ['getTotalSupply', 'passed'],
    ]);
  });

  it('fails on a plain-text total labelled JSON (wrong_content_type)', async () => {
    const outcomes = await run.scenario(positiveAccepted, {
      fault: 'wrong_content_type',
      operations: ['getTotalSupply'],
      checks: [contentType.name],
    });
    expect(statuses(outcomes)).toEqual([
      ['exchangeApiKey', 'passed'],
      ['getTotalSupply', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(/^Content-Type is application\/json, documented text\/plain$/);
  });
});
