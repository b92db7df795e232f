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

export const typeChange = perPair(({ base, head, baseSchema, headSchema }: SchemaPair) => {
  const before = typesOf(base, baseSchema);
  const after = typesOf(head, headSchema);
  if (!before || !after) return { added: [], removed: [] };
  return {
    added: [...after].filter((type) => !admits(before, type)),
    removed: [...before].filter((type) => !admits(after, type)),
  };
});
