// The properties of an object schema with its `allOf` parts merged in (the schema's own win), and which are
// required: how every generator reads an object the contract builds by composition.
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import type { ContractModel } from '@ausd/contract-model/model';

export interface ObjectFields {
  properties: Record<string, SchemaObject | ReferenceObject>;
  required: Set<string>;
}

/** `schema` (a reference is followed) and its `allOf` parts, recursively; `pointer` locates a broken reference. */
export function objectFields(model: ContractModel, schema: SchemaObject | ReferenceObject, pointer = ''): ObjectFields {
  const resolved = model.resolve<SchemaObject>(schema, pointer);
  const properties: ObjectFields['properties'] = {};
  const required = new Set<string>();
  (resolved.allOf ?? []).forEach((part, index) => {
    const inner = objectFields(model, part, `${pointer}/allOf/${index}`);
    Object.assign(properties, inner.properties);
    for (const name of inner.required) required.add(name);
  });
  Object.assign(properties, resolved.properties ?? {});
  for (const name of resolved.required ?? []) required.add(name);
  return { properties, required };
}
