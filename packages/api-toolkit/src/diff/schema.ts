// Readers of schema shape shared by the schema rules. Open-ness of an enum is read from the schema itself, by
// the contract model's `openEnumValues` (the shape generation types as `'a' | 'b' | (string & {})`).
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import type { ContractModel } from '@ausd/contract-model/model';
import { extensionsOf } from '@ausd/contract-model/extensions';
import { openEnumValues } from '@ausd/contract-model/open-enum';

type Sub = SchemaObject | ReferenceObject | boolean;

/** A schema with the JSON Schema 2020-12 keywords openapi3-ts does not type, and OpenAPI 3.0's `nullable`. */
export interface Schema extends SchemaObject {
  if?: Sub;
  then?: Sub;
  else?: Sub;
  dependentRequired?: Record<string, string[]>;
  dependentSchemas?: Record<string, Sub>;
  patternProperties?: Record<string, Sub>;
  contains?: Sub;
  minContains?: number;
  maxContains?: number;
  unevaluatedProperties?: Sub;
  unevaluatedItems?: Sub;
  contentSchema?: Sub;
  contentMediaType?: string;
  contentEncoding?: string;
}

export interface EnumShape {
  values: unknown[];
  open: boolean;
}

export function alternativesOf(schema: SchemaObject): (SchemaObject | ReferenceObject)[] | undefined {
  return schema.oneOf ?? schema.anyOf;
}

/** The known values of an enum (`enum`, `const`, or the open-enum union), or undefined for other schemas. */
export function enumShape(schema: SchemaObject): EnumShape | undefined {
  if (Array.isArray(schema.enum)) return { values: schema.enum, open: false };
  if (schema.const !== undefined) return { values: [schema.const], open: false };
  const known = openEnumValues(schema);
  if (known !== undefined) return { values: known, open: true };
  // Other APIs write an open enum as `x-extensible-enum` (Zalando's guidelines): the same promise, another spelling.
  const extensible = extensionsOf('schema', schema).extensibleEnum;
  return Array.isArray(extensible) ? { values: extensible, open: true } : undefined;
}

/**
 * JSON types a schema admits, when the schema says so directly or through every alternative. `nullable` is
 * OpenAPI 3.0's way to admit null (a 3.1 document spells it in `type`, and 3.1 validators ignore `nullable`).
 */
const withNull = (types: Set<string>, nullable: boolean) => (nullable ? types.add('null') : types);

export function typeSet(
  schema: SchemaObject,
  resolve: (s: SchemaObject | ReferenceObject) => SchemaObject,
  nullableKeyword = false,
  seen?: Set<SchemaObject>,
): Set<string> | undefined {
  const nullable = nullableKeyword && (schema as { nullable?: unknown }).nullable === true;
  if (schema.type !== undefined)
    return withNull(new Set(Array.isArray(schema.type) ? schema.type : [schema.type]), nullable);
  if (schema.const !== undefined) return new Set([jsonType(schema.const)]);
  if (Array.isArray(schema.enum)) return withNull(new Set(schema.enum.map(jsonType)), nullable);
  const alternatives = alternativesOf(schema);
  if (alternatives === undefined || seen?.has(schema)) return undefined;
  // The unions being read, so that one containing itself ends; made only for a union (most schemas are not).
  const inside = seen ?? new Set<SchemaObject>();
  inside.add(schema);
  const union = new Set<string>();
  for (const alternative of alternatives) {
    const types = typeSet(resolve(alternative), resolve, nullableKeyword, inside);
    if (types === undefined) return undefined;
    for (const type of types) union.add(type);
  }
  return withNull(union, nullable);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * Whether properties not listed are refused: `additionalProperties` or `unevaluatedProperties` false, or a
 * union whose every alternative is closed.
 */
export function isClosedObject(
  schema: SchemaObject,
  model: Pick<ContractModel, 'resolve'>,
  seen?: Set<SchemaObject>,
): boolean {
  if (
    schema.additionalProperties === false ||
    (schema as { unevaluatedProperties?: unknown }).unevaluatedProperties === false
  ) {
    return true;
  }
  const alternatives = alternativesOf(schema);
  if (alternatives === undefined || seen?.has(schema)) return false;
  const inside = seen ?? new Set<SchemaObject>();
  inside.add(schema);
  // Only the alternatives an object can match decide: `oneOf: [closed object, null]` is a closed object or null.
  const objects = alternatives
    .map((alternative) => model.resolve<SchemaObject>(alternative))
    .filter((alternative) => mayBeObject(alternative, model));
  return objects.length > 0 && objects.every((alternative) => isClosedObject(alternative, model, inside));
}

/** Whether a schema admits an object, also when it says nothing of its type. */
export function mayBeObject(schema: SchemaObject, model: Pick<ContractModel, 'resolve'>): boolean {
  return typeSet(schema, (s) => model.resolve<SchemaObject>(s))?.has('object') ?? true;
}

export function formatValues(values: unknown[]): string {
  return values.map((value) => `'${String(value)}'`).join(', ');
}

/** A readable name for a schema location: `Amount.currency`, `parameter Limit` for components, else the pointer. */
export function schemaLabel(pointer: string): string {
  const match = /^\/components\/(?:schemas\/([^/]+)|parameters\/([^/]+)\/schema)(.*)$/.exec(pointer);
  if (!match) return pointer;
  const rest = (match[3] ?? '').replace(/\/properties\//g, '.').replace(/\/items/g, '[]');
  return `${match[1] ?? `parameter ${match[2]}`}${rest}`;
}

/** How a response's contents are said: a webhook's request is what the API sends, not what it returns. */
export const returns = (pair: { direction: string; webhook?: boolean }): string => (pair.webhook ? 'sends' : 'returns');

/** Whether a set of JSON types admits `type` (`number` admits `integer`). */
export function admits(types: Set<string>, type: string): boolean {
  return types.has(type) || (type === 'integer' && types.has('number'));
}
