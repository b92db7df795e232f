// The proxy names the operation a request exercised exactly as the router routes it (one route table).
import { describe, expect, it } from 'vitest';
import { operations } from '../../packages/contract-facts/src/generated/operations.js';
import { operationMatcher } from '../../packages/conformance/src/proxy/match.js';
import type { OperationSpec } from '../../packages/contract-facts/src/operation.js';

const match = operationMatcher(Object.values(operations as Record<string, OperationSpec>));

describe('proxy operation matching', () => {
  it('matches templates and literal paths by method', () => {
    expect(match('GET', '/v0/accounts')?.operationId).toBe('listAccounts');
    expect(match('POST', '/v0/accounts')?.operationId).toBe('createAccount');
    expect(match('PUT', '/v0/accounts/0b6f2a8e-4c1d-4d55-9a3e-5a1f2c3d4e5f')?.operationId).toBe('updateAccount');
    expect(match('GET', '/v0/metrics/total-supply')?.operationId).toBe('getTotalSupply');
  });

  it('agrees with the router where a second matcher did not: a trailing slash is no operation, HEAD is GET', () => {
    // The router answers /v0/accounts/ with 404 (test/middleware/routing.test.ts) and serves HEAD as GET.
    expect(match('GET', '/v0/accounts/')).toBeUndefined();
    expect(match('HEAD', '/v0/metrics')?.operationId).toBe('getMetrics');
    expect(match('DELETE', '/v0/accounts')).toBeUndefined();
  });
});
