// stateful_foreign_update: another organization cannot rename this run's accounts: 404 (the write journey, run up to this step).
import { describe, expect, it } from 'vitest';
import { statefulForeignUpdate } from '../stateful_foreign_update.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { foreignChangeForbidden } from './support/violations.js';

const run = sandboxChecks();

describe('stateful_foreign_update', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.journey(statefulForeignUpdate))).toEqual([['updateAccount', 'passed']]);
  });

  it('fails on a 403 that shows the account exists', async () => {
    const outcomes = await run.journey(statefulForeignUpdate, { fault: foreignChangeForbidden });
    expect(statuses(outcomes)).toEqual([['updateAccount', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^the other organization's rename of [0-9a-f-]{36} got 403; name now "conformance-\d{14}-[0-9a-f]{4} renamed"$/,
    );
  });
});
