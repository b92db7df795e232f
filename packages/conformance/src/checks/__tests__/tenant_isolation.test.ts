// tenant_isolation: another organization's resources never show.
import { describe, expect, it } from 'vitest';
import { tenantIsolation } from '../tenant_isolation.js';
import { firstFailure, sandboxChecks, statuses } from './support/sandbox.js';

const run = sandboxChecks();

describe('tenant_isolation', () => {
  it('passes against the sandbox', async () => {
    expect(statuses(await run.scenario(tenantIsolation))).toEqual([
      ['listAccounts', 'passed'],
      ['listRoutes', 'passed'],
      ['listTransactions', 'passed'],
    ]);
  });

  it("fails on another tenant's items listed (tenant_leak)", async () => {
    const outcomes = await run.scenario(tenantIsolation, { fault: 'tenant_leak' });
    expect(statuses(outcomes)).toEqual([
      ['listAccounts', 'failed'],
      ['listRoutes', 'failed'],
      ['listTransactions', 'failed'],
    ]);
    expect(firstFailure(outcomes)).toMatch(/^the other organization's list includes [0-9a-f-]{36}$/);
  });
});
