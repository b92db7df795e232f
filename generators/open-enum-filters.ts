// Query filters that take an open enum's known values: a list parameter whose items are exactly the values an open
// enum of the components lists today (`type` of listTransactions: TransactionType's). The types name them
// `Known<Enum>[]`, what the API accepts today; the client's list methods take the open enum itself, so a value read
// from an answer, or one a later API version adds, can be passed (the API refuses one it does not know with 400).
import type { SchemaObject } from 'openapi3-ts/oas31';
import type { ContractModel, OperationEntry } from '@ausd/contract-model/model';
import { isReference } from '@ausd/contract-model/model';
import { openEnumValues } from '@ausd/contract-model/open-enum';

const setKey = (values: unknown[]) => JSON.stringify(values.map(String).sort());

/** The component schemas that are open enums, by the set of their known values (several may list the same). */
export function openEnumsByValues(model: ContractModel): Map<string, string[]> {
  const byValues = new Map<string, string[]>();
  for (const [name, schema] of Object.entries(model.document.components?.schemas ?? {})) {
    const values = isReference(schema) ? undefined : openEnumValues(schema);
    if (values === undefined) continue;
    const key = setKey(values);
    byValues.set(key, [...(byValues.get(key) ?? []), name]);
  }
  return byValues;
}

/** The open enum a list takes the known values of, if any; a list several open enums match is an error. */
export function openEnumOfList(schema: SchemaObject | undefined, byValues: Map<string, string[]>): string | undefined {
  if (schema?.type !== 'array' || schema.items === undefined || isReference(schema.items)) return undefined;
  const values = (schema.items as SchemaObject).enum;
  const names = Array.isArray(values) ? byValues.get(setKey(values)) : undefined;
  if (names !== undefined && names.length > 1)
    throw new Error(`a list of the known values of ${names.join(' and ')}: name one schema for it`);
  return names?.[0];
}

/** Per query parameter of `entry` that takes an open enum's known values, the enum's schema name. */
export function openEnumFilters(model: ContractModel, entry: OperationEntry): Map<string, string> {
  const byValues = openEnumsByValues(model);
  const filters = new Map<string, string>();
  for (const { value } of entry.parameters) {
    if (value.in !== 'query') continue;
    const schema = value.schema && !isReference(value.schema) ? value.schema : undefined;
    const name = openEnumOfList(schema, byValues);
    if (name !== undefined) filters.set(value.name, name);
  }
  return filters;
}
