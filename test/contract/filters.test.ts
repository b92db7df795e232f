import { describe, expect, it } from 'vitest';
import { document, operationById, validatorFor, type Json } from './contract.js';
import { listFilters, rangeFields } from './description.js';

const listOperations = Object.keys(listFilters);
const bounds = [
  ['gt', 'lower', false],
  ['gte', 'lower', true],
  ['lt', 'upper', false],
  ['lte', 'upper', true],
] as const;

function queryParameters(operationId: string) {
  return operationById(operationId).parameters.filter((parameter) => parameter.in === 'query');
}

function parameter(operationId: string, name: string) {
  const found = queryParameters(operationId).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${operationId} has no ${name}`);
  return found;
}

describe('list filters', () => {
  it.each(listOperations)(
    '%s takes exactly cursor, limit, its range bounds and its filters, strictly',
    (operationId) => {
      const field = rangeFields[operationId as keyof typeof rangeFields];
      const expected = [
        'cursor',
        'limit',
        ...(field ? bounds.map(([operator]) => `${field}.${operator}`) : []),
        ...Object.keys(listFilters[operationId]!),
      ];
      expect(
        queryParameters(operationId)
          .map((p) => p.name)
          .sort(),
      ).toEqual(expected.sort());
      expect(operationById(operationId).operation['x-strict-query']).toBe(true);
      expect(queryParameters(operationId).every((p) => p.required !== true)).toBe(true);
    },
  );

  it('no other operation takes query parameters or is strict', () => {
    for (const entry of Object.values(document.paths).flatMap((item: Json) => Object.values(item))) {
      const op = entry as { operationId?: string; 'x-strict-query'?: boolean };
      if (!op.operationId || listOperations.includes(op.operationId)) continue;
      expect(queryParameters(op.operationId), op.operationId).toEqual([]);
      expect(op['x-strict-query'], op.operationId).toBeUndefined();
    }
  });

  it.each(listOperations)(
    '%s: limit is an integer 1 to 200, default 50; cursor an opaque non-empty string',
    (operationId) => {
      expect(parameter(operationId, 'limit').schema).toEqual({
        type: 'integer',
        minimum: 1,
        maximum: 200,
        default: 50,
      });
      const limit = validatorFor(parameter(operationId, 'limit').schema);
      expect([0, 1, 200, 201, 50.5].map((value) => limit(value))).toEqual([false, true, true, false, false]);
      const cursor = validatorFor(parameter(operationId, 'cursor').schema);
      expect([cursor(''), cursor('eyJpZCI6IjEifQ')]).toEqual([false, true]);
    },
  );

  it.each(
    Object.entries(rangeFields).flatMap(([operationId, field]) =>
      bounds.map(([operator, bound, inclusive]) => [operationId, field, operator, bound, inclusive] as const),
    ),
  )('%s %s.%s is a %s bound (inclusive: %s) on a zoned timestamp', (operationId, field, operator, bound, inclusive) => {
    const p = parameter(operationId, `${field}.${operator}`);
    expect(p['x-range']).toEqual({ field, bound, inclusive });
    expect(p.schema).toEqual({ $ref: '#/components/schemas/ZonedTimestamp' });
    const validate = validatorFor(p.schema);
    expect(validate('2026-03-01T00:00:00Z')).toBe(true);
    expect(validate('2026-03-01T00:00:00.250+02:00')).toBe(true);
    expect(validate('2026-03-01T00:00:00')).toBe(false);
    expect(validate('2026-03-01')).toBe(false);
  });

  it.each(
    listOperations.flatMap((operationId) =>
      Object.entries(listFilters[operationId]!).map(([name, rule]) => [operationId, name, rule] as const),
    ),
  )('%s %s accepts exactly its values', (operationId, name, rule) => {
    const p = parameter(operationId, name);
    const validate = validatorFor(p.schema);
    if (rule.list) {
      expect([p.style, p.explode]).toEqual(['form', false]);
      // Two common generators encode the commas of such a list; the published contract says not to.
      expect(p.description).toContain('Send the commas literally: `%2C` is part of one value, never a separator.');
      expect(p.schema.type).toBe('array');
      expect(p.schema.minItems).toBe(1);
      expect(validate([])).toBe(false);
    }
    if (rule.values) {
      for (const value of rule.values) expect(validate(rule.list ? [value] : value), String(value)).toBe(true);
      if (rule.list) expect(validate([...rule.values])).toBe(true);
      const outside = typeof rule.values[0] === 'boolean' ? 'yes' : 'not-a-value';
      expect(validate(rule.list ? [outside] : outside)).toBe(false);
      // The accepted set is exactly the description's: read it back from the schema.
      const items = rule.list ? p.schema.items : p.schema;
      const declared = items.$ref ? document.components.schemas[items.$ref.split('/').at(-1)] : items;
      if (typeof rule.values[0] === 'boolean') expect(declared.type).toBe('boolean');
      else expect([...declared.enum].sort()).toEqual([...rule.values].sort());
    }
    if (rule.format === 'uuid') {
      expect([validate('3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d'), validate('route-1')]).toEqual([true, false]);
    }
  });

  it('toChain accepts any chain name (route chains are not specified), including removed ones that simply match nothing', () => {
    const validate = validatorFor(parameter('listRoutes', 'toChain').schema);
    expect(validate(['ethereum', 'katana'])).toBe(true);
    expect(validate([''])).toBe(false);
    expect(commaLists.map(([, name]) => name).sort()).toEqual([
      'network',
      'recipientChain',
      'sourceChain',
      'toChain',
      'type',
    ]);
  });

  const commaLists = listOperations.flatMap((operationId) =>
    queryParameters(operationId)
      .filter((p) => p.style === 'form' && p.explode === false)
      .map((p) => [operationId, p.name] as const),
  );

  it.each(commaLists)(
    '%s %s is bounded: maxItems stated in its description, no repeats, no comma inside an item',
    (operationId, name) => {
      const p = parameter(operationId, name);
      const { maxItems } = p.schema;
      expect(maxItems, 'maxItems').toBeTypeOf('number');
      expect(maxItems).toBeLessThanOrEqual(20);
      expect(p.description).toContain(`at most ${maxItems} values`);
      expect(p.schema.uniqueItems).toBe(true);
      expect(p.schema.items.pattern).toBe('^[^,]+$');
      const validate = validatorFor(p.schema);
      const values =
        (name === 'toChain' ? Array.from({ length: maxItems + 1 }, (_, i) => `chain-${i}`) : undefined) ?? [];
      if (name === 'toChain') {
        expect(validate(values.slice(0, maxItems))).toBe(true);
        expect(validate(values)).toBe(false);
        expect(validate(['a', 'a'])).toBe(false);
        expect(validate([','])).toBe(false);
        expect(validate(['a,b'])).toBe(false);
        expect(validate(['x'.repeat(65)])).toBe(false);
      } else {
        const accepted =
          document.components.schemas[p.schema.items.$ref?.split('/').at(-1)]?.enum ?? p.schema.items.enum;
        expect(accepted.length).toBe(maxItems);
        expect(validate([...accepted])).toBe(true);
        expect(validate([accepted[0], accepted[0]])).toBe(false);
      }
    },
  );

  it('x-query-rules states each rule JSON Schema cannot, with a message', () => {
    // The ids are the contract's own (the description names no rule); the rule catalogue test pairs each with code.
    const rules = document['x-query-rules'] as Record<string, string>;
    expect(Object.keys(rules).length).toBeGreaterThan(0);
    for (const id of Object.keys(rules)) expect(id).toMatch(/^[a-z]+(_[a-z]+)*$/);
    for (const message of Object.values(rules)) expect(message.length).toBeGreaterThan(10);
    expect(rules['encoded_comma']).toMatch(/commas .*literally.*%2C/);
  });
});
