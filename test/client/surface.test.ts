// The method names generators/client.ts derives from tags and operationIds (tag → resource; verb, or the noun
// when a tag has several operations with one verb), checked on a live client.
import { expect, it } from 'vitest';
import { createClient } from '../../packages/client/src/generated/client.js';
import { operations } from '../../packages/contract-facts/src/generated/operations.js';

it('exposes one method per operation, named from tag and operationId, plus accounts.ensure and routes.ensure', () => {
  const client = createClient({ baseUrl: 'http://127.0.0.1:1' });
  const surface = Object.fromEntries(
    Object.entries(client).map(([resource, methods]) => [resource, Object.keys(methods).sort()]),
  );
  expect(surface).toEqual({
    auth: ['exchange'],
    metrics: ['circulatingSupply', 'get', 'totalSupply'],
    accounts: ['create', 'ensure', 'get', 'list', 'update'],
    routes: ['create', 'ensure', 'get', 'list'],
    transactions: ['get', 'list'],
  });
  const bound = Object.values(client).flatMap((methods) =>
    Object.values(methods as Record<string, { operationId?: string }>).flatMap((method) =>
      method.operationId ? [method.operationId] : [],
    ),
  );
  expect(bound.sort()).toEqual(Object.keys(operations).sort());
});
