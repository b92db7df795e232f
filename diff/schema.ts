// Readers of schema shape shared by the schema rules. Open-ness of an enum is read from the schema itself:
// an `anyOf`/`oneOf` of a string `enum` (the known values) and a plain string (anything else) is open, the
// same shape generators/types.ts turns into `'a' | 'b' | (string & {})`.
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { type ContractModel, isReference } from '../generators/model.js';

export interface EnumShape {
  values: unknown[];
  open: boolean;
}

function isPlainString(schema: SchemaObject | ReferenceObject | undefined): boolean {
  return (
    schema !== undefined &&
    !isReference(schema) &&
    schema.type === 'string' &&
    schema.enum === undefined &&
    schema.const === undefined
  );
}

function isStringEnum(schema: SchemaObject | ReferenceObject | undefined): schema is SchemaObject {
  return schema !== undefined && !isReference(schema) && schema.type === 'string' && Array.isArray(schema.enum);
}

export function alternativesOf(schema: SchemaObject): (SchemaObject | ReferenceObject)[] | undefined {
  return schema.oneOf ?? schema.anyOf;
}

/** The known values of an enum (`enum`, `const`, or the open-enum union), or undefined for other schemas. */
export function enumShape(schema: SchemaObject): EnumShape | undefined {
  if (Array.isArray(schema.enum)) return { values: schema.enum, open: false };
  if (schema.const !== undefined) return { values: [schema.const], open: false };
  const alternatives = alternativesOf(schema);
  if (alternatives?.length !== 2) return undefined;
  const [first, second] = alternatives;
  if (isStringEnum(first) && isPlainString(second)) return { values: first.enum ?? [], open: true };
  if (isStringEnum(second) && isPlainString(first)) return { values: second.enum ?? [], open: true };
  return undefined;
}

/** JSON types a schema admits, when the schema says so directly or through every alternative. */
export function typeSet(
  schema: SchemaObject,
  resolve: (s: SchemaObject | ReferenceObject) => SchemaObject,
): Set<string> | undefined {
  if (schema.type !== undefined) return new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (schema.const !== undefined) return new Set([jsonType(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(jsonType));
  const alternatives = alternativesOf(schema);
  if (alternatives === undefined) return undefined;
  const union = new Set<string>();
  for (const alternative of alternatives) {
    const types = typeSet(resolve(alternative), resolve);
    if (types === undefined) return undefined;
    for (const type of types) union.add(type);
  }
  return union;
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
export function isClosedObject(schema: SchemaObject, model: Pick<ContractModel, 'resolve'>): boolean {
  if (
    schema.additionalProperties === false ||
    (schema as { unevaluatedProperties?: unknown }).unevaluatedProperties === false
  ) {
    return true;
  }
  const alternatives = alternativesOf(schema);
  return (
    alternatives !== undefined &&
    alternatives.every((alternative) => isClosedObject(model.resolve<SchemaObject>(alternative), model))
  );
}

/** An identity for a union alternative: its component name, its discriminator key, or its position. */
export function variantKeys(schema: SchemaObject): string[] {
  const alternatives = alternativesOf(schema) ?? [];
  const mapping = schema.discriminator?.mapping;
  if (mapping !== undefined) return Object.keys(mapping);
  return alternatives
    .filter((alternative) => isReference(alternative) || alternative.type !== 'null')
    .map((alternative, index) =>
      isReference(alternative) ? alternative.$ref : `#${index}:${JSON.stringify(alternative)}`,
    );
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

/** Whether a set of JSON types admits `type` (`number` admits `integer`). */
export function admits(types: Set<string>, type: string): boolean {
  return types.has(type) || (type === 'integer' && types.has('number'));
}
