// The JSON types a schema pair admits before and after, for the type rules.
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import type { Contract } from '../contract.js';
import type { SchemaPair } from '../rule.js';
import { admits, typeSet } from '../schema.js';
import { isAnnotationOnly } from './instances.js';
import { perPair } from './per-pair.js';

/** Every JSON type (integer is a number): what a schema of annotations alone admits (`{}`, or a body without one). */
const anyType = new Set(['null', 'boolean', 'object', 'array', 'number', 'string']);

function typesOf(contract: Contract, schema: SchemaObject): Set<string> | undefined {
  if (isAnnotationOnly(schema)) return anyType;
  // OpenAPI 3.0 says null with `nullable: true`; 3.1 in `type`.
  const nullable = contract.document.openapi.startsWith('3.0');
  return typeSet(schema, (s: SchemaObject | ReferenceObject) => contract.resolve<SchemaObject>(s), nullable);
}

/** The keywords by which a string refuses some text. */
const textConstraints = ['pattern', 'format', 'enum', 'const', 'minLength', 'maxLength', 'contentEncoding'] as const;

/**
 * Types a value sent as text before is still accepted in: a number, integer or boolean is written as text, which a
 * string without constraints accepts (`?limit=5` is the string '5').
 */
function acceptedAsText(schema: SchemaObject, after: Set<string>): Set<string> {
  const plain =
    !textConstraints.some((keyword) => keyword in schema) && !(schema.anyOf || schema.oneOf || schema.allOf);
  if (!after.has('string') || !plain) return after;
  return new Set([...after, 'number', 'boolean']);
}

export const typeChange = perPair(({ base, head, baseSchema, headSchema, text }: SchemaPair) => {
  const before = typesOf(base, baseSchema);
  const after = typesOf(head, headSchema);
  if (!before || !after) return { added: [], removed: [] };
  const kept = text ? acceptedAsText(headSchema, after) : after;
  return {
    added: [...after].filter((type) => !admits(before, type)),
    removed: [...before].filter((type) => !admits(kept, type)),
  };
});
