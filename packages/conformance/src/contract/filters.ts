// What each list filter selects, read from the contract's `x-filter` (generated/operations.ts): the item field
// (`[]` steps into every element of a list) and the match kind. An item without the field never matches (a
// wire-funded mint has no source chain; a redeem-to-fiat route has no `to.chain`; a bank account no networks).
// Range bounds select the field of their `x-range`.
import { valuesAtField } from '@ausd/contract-model/field-path';
import type { ParameterSpec } from '@ausd/contract-facts/operation';
import type { Item } from '../run/walk.js';

export const hasSelector = (parameter: ParameterSpec): boolean =>
  parameter.filter !== undefined || parameter.range !== undefined;

/** The values of an item the filter looks at, as strings. */
export function selected(item: Item, parameter: ParameterSpec): string[] {
  const values = valuesAtField(item, parameter.filter?.field ?? parameter.range?.field ?? parameter.name);
  return values.filter((v) => v !== undefined && v !== null).map(String);
}

/** Whether an item satisfies one `name=value` query pair. */
export function matches(item: Item, parameter: ParameterSpec, value: string): boolean {
  if (parameter.range) {
    const at = Date.parse(String(item[parameter.range.field]));
    const bound = Date.parse(value);
    if (parameter.range.bound === 'lower') return parameter.range.inclusive ? at >= bound : at > bound;
    return parameter.range.inclusive ? at <= bound : at < bound;
  }
  const values = selected(item, parameter);
  switch (parameter.filter?.match) {
    case 'any-of':
      return values.some((v) => value.split(',').includes(v));
    case 'same-id':
      return values.some((v) => v.toLowerCase() === value.toLowerCase());
    case 'equals':
      return values.includes(value);
    case undefined:
      throw new Error(`${parameter.name} declares no x-filter`);
  }
}
