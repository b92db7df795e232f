// A contract schema as one self-contained JSON Schema (2020-12): every `$ref` replaced by what it points at
// (a reference with siblings becomes an `allOf` beside them, as 2020-12 reads it), and OpenAPI's own keywords
// (`discriminator`, `example`, `x-…`) left out, so a validator in strict mode and a tool client without
// reference support both read it. A format the contract defines itself (generators/formats.ts) is left out
// too: no client knows it, the pattern beside it still holds, and the API checks the rest. The contract's
// schemas are acyclic; a cycle fails generation.
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { isExtensionKey } from '@ausd/contract-model/extensions';
import { isReference, type ContractModel } from '@ausd/contract-model/model';
import { contractFormats } from './formats.js';

/** Keywords of OpenAPI's schema object that JSON Schema does not define, or that only document. */
const openapiOnly = new Set(['discriminator', 'example', 'examples', 'externalDocs', 'xml']);

export type JsonSchema = { [keyword: string]: unknown };

export function jsonSchema(
  model: ContractModel,
  schema: SchemaObject | ReferenceObject | boolean,
  pointer: string,
  within: readonly string[] = [],
): JsonSchema | boolean {
  if (typeof schema === 'boolean') return schema;
  if (isReference(schema)) {
    if (within.includes(schema.$ref)) model.fail(pointer, `${schema.$ref} refers to itself`);
    const target = jsonSchema(model, model.resolve<SchemaObject>(schema, pointer), schema.$ref, [
      ...within,
      schema.$ref,
    ]);
    const { $ref: _ref, ...siblings } = schema as ReferenceObject & Record<string, unknown>;
    if (Object.keys(siblings).length === 0) return target;
    const rest = jsonSchema(model, siblings as SchemaObject, pointer, within) as JsonSchema;
    return { allOf: [target], ...rest };
  }
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (openapiOnly.has(keyword) || isExtensionKey(keyword)) continue;
    if (keyword === 'format' && Object.hasOwn(contractFormats, value as string)) continue;
    out[keyword] = subschemas(model, keyword, value, `${pointer}/${keyword}`, within);
  }
  return out;
}

/** Keywords whose value is a schema, a list of schemas or a map of schemas; every other value is data. */
const schemaValued = new Set([
  'items',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
]);
const listValued = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const mapValued = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);

function subschemas(model: ContractModel, keyword: string, value: unknown, pointer: string, within: readonly string[]) {
  const one = (item: unknown, at: string) => jsonSchema(model, item as SchemaObject, at, within);
  if (schemaValued.has(keyword)) return one(value, pointer);
  if (listValued.has(keyword)) return (value as unknown[]).map((item, index) => one(item, `${pointer}/${index}`));
  if (mapValued.has(keyword))
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([name, item]) => [name, one(item, `${pointer}/${name}`)]),
    );
  return value;
}
