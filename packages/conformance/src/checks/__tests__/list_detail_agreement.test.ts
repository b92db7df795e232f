// list_detail_agreement: a listed item reads back by id with the same fields.
import { describe, expect, it } from 'vitest';
import { listDetailAgreement } from '../list_detail_agreement.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';
import { renamedOnRead } from './support/violations.js';

const run = sandboxChecks();

describe('list_detail_agreement', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(listDetailAgreement, { operations: ['listAccounts'] }))).toEqual([
      ['listAccounts', 'passed'],
    ]);
  });

  it('fails on a detail whose name differs from the list', async () => {
    const outcomes = await run.scenario(listDetailAgreement, {
      fault: renamedOnRead('/v0/accounts'),
      operations: ['listAccounts'],
    });
    expect(statuses(outcomes)).toEqual([['listAccounts', 'failed']]);
    expect(firstFailure(outcomes)).toMatch(
      /^field 'name' of [0-9a-f-]{36} differs: list "New account", detail "renamed in detail"$/,
    );
  });
});
