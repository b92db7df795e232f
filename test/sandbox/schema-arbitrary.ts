// Values near and across the bounds of a JSON Schema, for property tests: mostly shaped like the schema
// (enums, lengths, numeric edges, optional and extra properties) with a share of arbitrary JSON.
import fc from 'fast-check';

type Schema = Record<string, any>;

const junk = fc.oneof(
  fc.constantFrom(null, true, -1, 0, 1e308, -1e-300, '', ' ', '__proto__', 'constructor', '\u0000', 'é'.repeat(300)),
  fc.jsonValue({ maxDepth: 2 }),
);

export function arbitraryFor(schema: Schema, resolve: (ref: string) => Schema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryFor(resolve(schema.$ref), resolve, depth);
  const shaped = shapedFor(schema, resolve, depth);
  return depth > 3 ? shaped : fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: junk, weight: 1 });
}

function shapedFor(schema: Schema, resolve: (ref: string) => Schema, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((part: Schema) => arbitraryFor(part, resolve, depth + 1)));
  if (schema.allOf) {
    const merged = schema.allOf.map((part: Schema) => (part.$ref ? resolve(part.$ref) : part));
    const properties = Object.assign({}, ...merged.map((part: Schema) => part.properties), schema.properties);
    const required = [...merged.flatMap((part: Schema) => part.required ?? []), ...(schema.required ?? [])];
    return shapedFor({ type: 'object', properties, required }, resolve, depth);
  }
  if (schema.const !== undefined) return fc.constantFrom(schema.const, `${schema.const}x`);
  if (schema.enum)
    return fc.oneof(
      fc.constantFrom(...schema.enum),
      fc.constantFrom('unknown_value', schema.enum[0].toUpperCase?.() ?? 0),
    );
  switch (schema.type) {
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 0));
    case 'number':
    case 'integer': {
      const low = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
      const high = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
      return fc.oneof(
        fc.constantFrom(low, high, low - 1, high + 1, high * 10, -high, Number.MAX_VALUE, Number.MIN_VALUE, 1e13, -1),
        fc.double({ min: low, max: high, noNaN: true }),
        fc.integer(),
      );
    }
    case 'string': {
      const max = schema.maxLength ?? 64;
      return fc.oneof(
        fc.string({ minLength: 0, maxLength: max + 2 }),
        fc.constantFrom('0', '1.5', '999999999.999999', '1000000000', '1e3', '-1', '0x' + 'a'.repeat(40), 'current'),
        fc.uuid(),
      );
    }
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, resolve, depth + 1), { maxLength: (schema.maxItems ?? 4) + 2 });
    case 'object': {
      const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
      const record = fc.record(
        Object.fromEntries(properties.map(([name, property]) => [name, arbitraryFor(property, resolve, depth + 1)])),
        {
          requiredKeys: properties
            .filter(([name]) => (schema.required ?? []).includes(name) && depth % 2 === 0)
            .map(([name]) => name),
        },
      );
      return fc.oneof(
        record,
        fc.tuple(record, fc.string({ maxLength: 8 }), junk).map(([value, key, extra]) => ({ ...value, [key]: extra })),
      );
    }
    default:
      return junk;
  }
}
