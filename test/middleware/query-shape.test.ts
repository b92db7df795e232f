// The router runs a query rule only on a query holding a shape the rule triggers on (query-shape.ts). Property:
// on any query string, over the fixture's and the generated contract's operations, the rules it skips name
// nothing, so the issues are those of running every rule that applies.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompiledOperation } from '../../packages/express/src/runtime/compiled-operation.js';
import { queryShape, RANGE_BOUND } from '../../packages/express/src/runtime/query-shape.js';
import { parseRawQuery } from '../../packages/express/src/runtime/raw-query.js';
import { compiled, search } from './query-texts.js';

/** Every rule that applies, as if none were skipped: field names per rule id. */
function allRules(operation: CompiledOperation, search: string): Record<string, string[]> {
  const { parameters } = parseRawQuery(search);
  return Object.fromEntries(operation.rules.map((rule) => [rule.id, rule.check({ operation, parameters })]));
}

/** The rules the router runs on this query; the skipped ones as naming nothing. */
function runRules(operation: CompiledOperation, search: string): Record<string, string[]> {
  const query = parseRawQuery(search);
  const shape = queryShape(operation, query);
  const context = { operation, parameters: query.parameters };
  return Object.fromEntries(
    operation.rules.map((rule) => [rule.id, (rule.triggers & shape) === 0 ? [] : rule.check(context)]),
  );
}

describe('rules skipped by the query shape', () => {
  it('name nothing: the issues are those of every rule that applies', () => {
    fc.assert(
      fc.property(fc.constantFrom(...compiled), search, (operation, text) => {
        expect(runRules(operation, text)).toEqual(allRules(operation, text));
      }),
      { numRuns: 3000 },
    );
  });

  it('leave a plain query with one range bound to the timestamp rules', () => {
    const [listTransactions] = compiled as [CompiledOperation];
    const query = parseRawQuery('type=mint,redeem&initiatedAt.gte=2026-01-01T00%3A00%3A00Z&limit=50');
    const shape = queryShape(listTransactions, query);
    expect(shape).toBe(RANGE_BOUND);
    expect(listTransactions.rules.filter((rule) => rule.triggers & shape).map((rule) => rule.id)).toEqual([
      'zoneless_timestamp',
      'unrepresentable_timestamp',
    ]);
  });
});
