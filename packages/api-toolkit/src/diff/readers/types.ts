// The JSON types a schema pair admits before and after, for the type rules.
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import type { SchemaPair } from '../rule.js';
import { admits, typeSet } from '../schema.js';
import { perPair } from './per-pair.js';

export const typeChange = perPair(({ base, head, baseSchema, headSchema }: SchemaPair) => {
  // OpenAPI 3.0 says null with `nullable: true`; 3.1 in `type`.
  const nullable = (contract: typeof base) => contract.document.openapi.startsWith('3.0');
  const before = typeSet(
    baseSchema,
    (s: SchemaObject | ReferenceObject) => base.resolve<SchemaObject>(s),
    nullable(base),
  );
  const after = typeSet(
    headSchema,
    (s: SchemaObject | ReferenceObject) => head.resolve<SchemaObject>(s),
    nullable(head),
  );
  if (!before || !after) return { added: [], removed: [] };
  return {
    added: [...after].filter((type) => !admits(before, type)),
    removed: [...before].filter((type) => !admits(after, type)),
  };
});
