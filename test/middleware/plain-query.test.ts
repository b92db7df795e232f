// The plain road of a query (plain-query.ts) answers only where the full check would accept the same text with the
// same values. Properties, over the fixture's and the generated contract's operations: on any text, what the road
// takes the full check accepts, with the same schema input and handler values; on a text of the plain shape (declared
// names once, each with a value, no escaped list) the road takes exactly what the full check accepts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRules as generatedMessages } from '../../packages/contract-facts/src/generated/operations.js';
import { compileOperation, type CompiledOperation } from '../../packages/express/src/runtime/compiled-operation.js';
import { plainQuery } from '../../packages/express/src/runtime/plain-query.js';
import * as shapes from '../../packages/express/src/runtime/query-shape.js';
import { handlerQuery } from '../../packages/express/src/runtime/query-values.js';
import { checkQuery } from '../../packages/express/src/runtime/request-validation.js';
import { operations as fixtureOperations, queryRules as fixtureMessages, validators } from './contract-fixture.js';
import { compiled, search } from './query-texts.js';

const messages = { ...fixtureMessages, ...generatedMessages };

/** The full check's verdict as the road would give it: undefined when it refuses. */
function fullCheck(operation: CompiledOperation, text: string) {
  const { issues, input } = checkQuery(operation, text, messages);
  return issues.length > 0 ? undefined : { input, handlerValues: handlerQuery(operation, input) };
}

const timestamps = [
  '2026-01-01T00:00:00Z',
  '2026-01-01T00%3A00%3A00Z',
  '2026-02-29T00:00:00Z',
  '2026-01-01T00:00:00',
  '2016-12-31T23:59:60Z',
  '0000-01-01T00:30:00%2B01:00',
  '9999-12-31T23:59:59-01:00',
  '2026-01-01T00:00:00.123%2B02:00',
  '2026-01-01',
];

/** A value for one declared parameter: mostly what its kind takes, sometimes what its schema or a rule refuses. */
function valueOf(operation: CompiledOperation, name: string): fc.Arbitrary<string> {
  const parameter = operation.query.get(name)!;
  if (parameter.range !== undefined) return fc.constantFrom(...timestamps);
  switch (parameter.kind) {
    case 'list':
      return fc
        .subarray([...(parameter.values ?? ['a', 'b']), 'other'], { minLength: 1 })
        .chain((items) => fc.constantFrom(items.join(','), `${items.join(',')},${items[0]}`, items.join('+')));
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 300 }).map(String), fc.constantFrom('1e2', '07', '5.0'));
    case 'boolean':
      return fc.constantFrom('true', 'false', 'TRUE', '1');
    case 'string':
      return fc.oneof(
        fc.constantFrom(...(parameter.values ?? ['x'])),
        fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
      );
  }
}

/** A text of the plain shape on `operation`: some of its names, each once; the range bounds among them mostly few. */
const plainText = fc.constantFrom(...compiled).chain((operation) => {
  const names = [...operation.query.keys()];
  const bounds = names.filter((name) => operation.query.get(name)!.range !== undefined);
  const others = names.filter((name) => !bounds.includes(name));
  return fc
    .tuple(
      fc.subarray(others),
      fc.oneof(
        { weight: 4, arbitrary: fc.subarray(bounds, { maxLength: Math.min(2, bounds.length) }) },
        fc.subarray(bounds),
      ),
    )
    .chain(([picked, chosenBounds]) =>
      fc.shuffledSubarray([...picked, ...chosenBounds], { minLength: picked.length + chosenBounds.length }),
    )
    .chain((sent) => fc.tuple(...sent.map((name) => valueOf(operation, name).map((value) => `${name}=${value}`))))
    .map((parts) => ({ operation, text: parts.join('&') }));
});

describe('the plain road of a query', () => {
  it('takes only what the full check accepts, with the same input and handler values', () => {
    fc.assert(
      fc.property(fc.constantFrom(...compiled), search, (operation, text) => {
        const plain = plainQuery(operation, text);
        if (plain !== undefined) expect(plain).toEqual(fullCheck(operation, text));
      }),
      { numRuns: 3000 },
    );
  });

  it('takes every plain text the full check accepts, and no other', () => {
    let taken = 0;
    fc.assert(
      fc.property(plainText, ({ operation, text }) => {
        const plain = plainQuery(operation, text);
        expect(plain).toEqual(fullCheck(operation, text));
        if (plain !== undefined) taken++;
      }),
      { numRuns: 3000 },
    );
    // Not vacuous: a good share of the texts are valid ones.
    expect(taken).toBeGreaterThan(300);
  });

  const [listTransactions] = compiled as [CompiledOperation];
  it.each([
    ['type=mint,redeem&initiatedAt.gte=2026-01-01T00%3A00%3A00Z&limit=50', true],
    ['', true],
    ['cursor=abc&limit=5', true],
    ['limit=5&limit=6', false],
    ['limit=', false],
    ['limit', false],
    ['type=mint%2Credeem', false],
    ['initiatedAt.gte=2026-01-01T00:00:00Z&initiatedAt.lt=2026-02-01T00:00:00Z', true],
    ['initiatedAt.gte=2026-01-01T00:00:00Z&initiatedAt.gt=2025-12-01T00:00:00Z', false],
    ['initiatedAt.gte=2026-02-01T00:00:00Z&initiatedAt.lt=2026-01-01T00:00:00Z', false],
    ['colour=red', false],
    ['initiatedAt%2Egte=2026-01-01T00:00:00Z', false],
    ['initiatedAt.gte=2026-01-01T00:00:00', false],
    ['limit=500', false],
  ])('%s: taken %s', (text, taken) => {
    expect(plainQuery(listTransactions, text) !== undefined).toBe(taken);
  });

  it('handles every shape query-shape.ts finds: one added there fails here until the road says what it does', () => {
    const { queryShape: _walk, PLAIN_ROAD_SHAPES, ...each } = shapes;
    expect(Object.values(each).reduce((all, shape) => all | shape, 0)).toBe(PLAIN_ROAD_SHAPES);
  });

  it("checks a value once while it is its parameter's last: a text that differs in one value checks that one", () => {
    const calls = new Map<string, number>();
    const counted = Object.fromEntries(
      Object.entries(validators.listTransactions.passes!.queryParameters!).map(([name, check]) => [
        name,
        (value: unknown) => (calls.set(name, (calls.get(name) ?? 0) + 1), check!(value)),
      ]),
    );
    const operation = compileOperation(fixtureOperations.listTransactions, {
      ...validators.listTransactions,
      passes: { queryParameters: counted, responses: {} },
    });
    // Compiling checked the default of `limit` once.
    expect(Object.fromEntries(calls)).toEqual({ limit: 1 });
    calls.clear();
    const texts = [
      'type=mint,redeem&cursor=a',
      'type=mint,redeem&cursor=b',
      'cursor=b&type=mint',
      'type=mint&cursor=b',
    ];
    for (const text of texts) expect(plainQuery(operation, text)).toEqual(fullCheck(operation, text));
    expect(Object.fromEntries(calls)).toEqual({ type: 2, cursor: 2 });
    // A value its schema refuses is never kept: sent again, it is checked again.
    expect(plainQuery(operation, 'limit=500')).toBeUndefined();
    expect(plainQuery(operation, 'limit=500')).toBeUndefined();
    expect(calls.get('limit')).toBe(2);
  });

  it("takes no text when a default breaks its parameter's schema, or a parameter has no schema of its own", () => {
    const { listTransactions: list } = validators;
    const checks = list.passes!.queryParameters!;
    const refusingDefault = { ...checks, limit: (value: unknown) => value !== 50 };
    const { limit: _limit, ...withoutLimit } = checks;
    for (const queryParameters of [refusingDefault, withoutLimit]) {
      const operation = compileOperation(fixtureOperations.listTransactions, {
        ...list,
        passes: { queryParameters, responses: {} },
      });
      expect(operation.plain).toBeUndefined();
      expect(plainQuery(operation, 'cursor=a')).toBeUndefined();
    }
  });

  it('hands the handler lists of its own: changing them changes no input a verdict may keep', () => {
    const plain = plainQuery(listTransactions, 'type=mint,redeem')!;
    (plain.handlerValues['type'] as string[]).push('bridge');
    expect(plain.input['type']).toEqual(['mint', 'redeem']);
  });
});
