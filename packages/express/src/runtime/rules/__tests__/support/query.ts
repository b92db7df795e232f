// What one query rule names on its own, and what the router answers for the same query: the fixture contract's
// listTransactions (strict query, a comma list, a timestamp range with all four bounds), over loopback.
import { afterAll, beforeAll } from 'vitest';
import { compileOperation } from '../../../compiled-operation.js';
import type { QueryRule } from '../../../query-rule.js';
import { parseRawQuery } from '../../../raw-query.js';
import { queryShape } from '../../../query-shape.js';
import {
  bearer,
  fixtureApp,
  operations,
  queryRules,
  validators,
} from '../../../../../../../test/middleware/contract-fixture.js';
import { listen, type Loopback } from '../../../../../../../test/middleware/loopback.js';

export const listTransactions = compileOperation(operations.listTransactions, validators.listTransactions);
/** The same operation without `x-strict-query`: unknown, repeated and empty parameters are its own business. */
export const lenient = compileOperation(
  { ...operations.listTransactions, strictQuery: false },
  validators.listTransactions,
);

/**
 * The parameters the rule names for a query string, as sent (no leading `?`); none where it does not apply, or
 * where the query holds none of the shapes it triggers on (as the router skips it there).
 */
export function named(rule: QueryRule, search: string, operation = listTransactions): string[] {
  const query = parseRawQuery(search);
  if (!operation.rules.includes(rule) || (rule.triggers & queryShape(operation, query)) === 0) return [];
  return rule.check({ operation, parameters: query.parameters });
}

/** The issue the router lists for each named parameter: the contract's message for the rule's id. */
export const issues = (id: keyof typeof queryRules, ...fields: string[]) =>
  fields.map((field) => ({ field, message: queryRules[id] }));

/** One router per test file; `answer(query)` is the status and the issues of `GET /v0/transactions?query`. */
export function fixtureRouter(): { answer(search: string): Promise<{ status: number; issues?: unknown }> } {
  let server: Loopback;
  beforeAll(async () => {
    server = await listen(fixtureApp());
  });
  afterAll(() => server.close());
  return {
    async answer(search) {
      const response = await server.send('GET', `/v0/transactions?${search}`, { headers: bearer });
      return response.status === 200
        ? { status: 200 }
        : { status: response.status, issues: response.json?.context?.issues };
    },
  };
}
