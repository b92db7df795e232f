// request_id_header: every response carries a Request-Id.
import { describe, expect, it } from 'vitest';
import { positiveAccepted } from '../positive_accepted.js';
import { requestIdHeader } from '../request_id_header.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('request_id_header', () => {
  it('passes against the sandbox (traffic made by positiveAccepted)', async () => {
    expect(
      statuses(await run.scenario(positiveAccepted, { operations: ['listRoutes'], checks: [requestIdHeader.name] })),
    ).toEqual([
      ['exchangeApiKey', 'passed'],
      ['listRoutes', 'passed'],
    ]);
  });

  it('fails on Request-Id dropped (missing_request_id)', async () => {
    const outcomes = await run.scenario(positiveAccepted, {
      fault: 'missing_request_id',
      operations: ['listRoutes'],
      checks: [requestIdHeader.name],
    });
    expect(statuses(outcomes)).toEqual([
      ['exchangeApiKey', 'failed'],
      ['listRoutes', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(/^missing header request-id$/);
  });
});
