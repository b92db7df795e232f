// A parameter that took one value and now takes a list of them: one value of a list is written on the wire exactly
// as the value alone (`?limit=5`, `5` in a header or path), except in `deepObject` style, so every call sent before
// stays valid when the list's items accept what the single value did (compared by the walk, compare.ts).
import type { ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import type { Located } from '@ausd/contract-model/model';
import type { Contract } from '../contract.js';
import { typeSet } from '../schema.js';

export interface ParameterSides {
  base: Contract;
  head: Contract;
  baseParameter?: Located<ParameterObject>;
  headParameter?: Located<ParameterObject>;
}

/** The head schema when the parameter became a list whose single value is written as before; else undefined. */
export function becameList({ base, head, baseParameter, headParameter }: ParameterSides): SchemaObject | undefined {
  const before = baseParameter?.value.schema;
  const after = headParameter?.value.schema;
  if (before === undefined || after === undefined) return undefined;
  if (baseParameter!.value.style === 'deepObject' || headParameter!.value.style === 'deepObject') return undefined;
  const baseSchema = base.resolve<SchemaObject>(before);
  const headSchema = head.resolve<SchemaObject>(after);
  const baseTypes = typeSet(baseSchema, (s) => base.resolve<SchemaObject>(s));
  if (baseTypes === undefined || baseTypes.has('array')) return undefined;
  const headTypes = typeSet(headSchema, (s) => head.resolve<SchemaObject>(s));
  if (headTypes?.size !== 1 || !headTypes.has('array') || typeof headSchema.items !== 'object') return undefined;
  return (headSchema.minItems ?? 0) <= 1 ? headSchema : undefined;
}
