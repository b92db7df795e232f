// What each list filter selects, in the API's terms: the item property it matches (`[]` steps into every element
// of a list). An item matches a value filter when any selected value is among the requested ones; an item without
// the property never matches (a wire-funded mint has no source chain; a redeem-to-fiat route has no `to.chain`).
// Range bounds need no entry: their field comes from the contract's `x-range`.
import type { ParameterSpec } from '../runtime/operation.js';
import type { Item } from './walk.js';

const selectors: Readonly<Record<string, string>> = {
  kind: 'kind',
  network: 'networks[].chain',
  type: 'type',
  isInstantSettlement: 'isInstantSettlement',
  recipientChain: 'recipient.chain',
  sourceChain: 'source.chain',
  fromCurrency: 'from.currency',
  toCurrency: 'to.currency',
  toChain: 'to.chain',
  toAccountId: 'to.accountId',
};

export const hasSelector = (parameter: ParameterSpec): boolean => parameter.name in selectors || parameter.range !== undefined;

/** The values of an item the filter looks at, as strings. */
export function selected(item: Item, parameterName: string): string[] {
  let values: unknown[] = [item];
  for (const step of (selectors[parameterName] ?? parameterName).split('.')) {
    const spread = step.endsWith('[]');
    const key = spread ? step.slice(0, -2) : step;
    values = values.flatMap((value) => {
      const next = value && typeof value === 'object' ? (value as Item)[key] : undefined;
      return spread ? (Array.isArray(next) ? next : []) : [next];
    });
  }
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
  const wanted = parameter.kind === 'list' ? value.split(',') : [value];
  return selected(item, parameter.name).some((v) => wanted.includes(v));
}
