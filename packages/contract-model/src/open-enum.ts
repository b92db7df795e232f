// The contract's open enum: an `anyOf`/`oneOf` of exactly two alternatives, a string `enum` (the values known
// today) and a plain string (any other value, for values added later). Generation types it as
// `'a' | 'b' | (string & {})`, the evolving sandbox answers values it does not list, and the diff lets it grow.
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { isReference } from './model.js';

type Alternative = SchemaObject | ReferenceObject | undefined;

const isStringEnum = (schema: Alternative): schema is SchemaObject =>
  schema !== undefined && !isReference(schema) && schema.type === 'string' && Array.isArray(schema.enum);

const isPlainString = (schema: Alternative): boolean =>
  schema !== undefined &&
  !isReference(schema) &&
  schema.type === 'string' &&
  schema.enum === undefined &&
  schema.const === undefined;

/** The known values of an open enum, or undefined when `schema` is not one. */
export function openEnumValues(schema: SchemaObject): unknown[] | undefined {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length !== 2) return undefined;
  const [first, second] = alternatives;
  if (isStringEnum(first) && isPlainString(second)) return first.enum;
  if (isStringEnum(second) && isPlainString(first)) return second.enum;
  return undefined;
}
