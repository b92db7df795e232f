// references_resolve: every id an item refers to reads back.
import { describe, expect, it } from 'vitest';
import { referencesResolve } from '../references_resolve.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('references_resolve', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(referencesResolve))).toEqual([
      ['listRoutes', 'passed'],
      ['listTransactions', 'passed'],
    ]);
  });

  it('fails on an internal row id as a counterparty account (internal_counterparty_account_id)', async () => {
    const outcomes = await run.scenario(referencesResolve, { fault: 'internal_counterparty_account_id' });
    expect(statuses(outcomes)).toEqual([
      ['listRoutes', 'passed'],
      ['listTransactions', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(
      /^item [0-9a-f-]{36}: recipient\.accountId [0-9a-f-]{36} is not the id of any of the 11 items of listAccounts$/,
    );
  });
});
