// The router runs a query rule only on a query holding a shape the rule triggers on (query-shape.ts). Property:
// on any query string, over the fixture's and the generated contract's operations, the rules it skips name
// nothing, so the issues are those of running every rule that applies.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operations as generatedOperations } from '../../packages/contract-facts/src/generated/operations.js';
import { operationValidators } from '../../packages/contract-facts/src/generated/validators.js';
import { compileOperation, type CompiledOperation } from '../../packages/express/src/runtime/compiled-operation.js';
import { queryShape, RANGE_BOUND } from '../../packages/express/src/runtime/query-shape.js';
import { parseRawQuery } from '../../packages/express/src/runtime/raw-query.js';
import { operations as fixtureOperations, validators } from './contract-fixture.js';

const compiled: CompiledOperation[] = [
  compileOperation(fixtureOperations.listTransactions, validators.listTransactions),
  compileOperation({ ...fixtureOperations.listTransactions, strictQuery: false }, validators.listTransactions),
  ...Object.values(generatedOperations)
    .filter((spec) => spec.parameters.some((parameter) => parameter.in === 'query'))
    .map((spec) => compileOperation(spec, operationValidators[spec.operationId])),
];

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

const names = [...new Set(compiled.flatMap((operation) => [...operation.query.keys()]))];
const name = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...names) },
  { weight: 1, arbitrary: fc.constantFrom('initiatedAt.eq', 'createdAt.gte', 'colour', 'type%2C', 'limit%') },
);
const value = fc.oneof(
  fc.constantFrom('', 'mint,redeem', 'mint%2Credeem', 'mint%2cburn', '%', '%E0%A4%A', '50', 'true', 'a+b'),
  fc.constantFrom('2026-01-01T00:00:00Z', '2026-01-01T00%3A00%3A00Z', '2026-01-01T00:00:00', '2016-12-31T23:59:60Z'),
  fc.constantFrom('9999-12-31T23:59:59-01:00', '2027-01-01T00:00:00%2B01:00', '2025-01-01'),
  fc.string({ maxLength: 8 }).map(encodeURIComponent),
);
const part = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(name, value).map(([key, text]) => `${key}=${text}`) },
  { weight: 1, arbitrary: name },
);
const search = fc.array(part, { maxLength: 6 }).map((parts) => parts.join('&'));

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
