// Known values of an enum pair and its open-ness before and after (read from the schema shape).
import type { SchemaPair } from '../rule.js';
import { enumShape, type EnumShape } from '../schema.js';
import { perPair } from './per-pair.js';

export interface EnumChange {
  before: EnumShape;
  after: EnumShape;
  added: unknown[];
  removed: unknown[];
}

export const enumChange = perPair(({ baseSchema, headSchema }: SchemaPair): EnumChange | undefined => {
  const before = enumShape(baseSchema);
  const after = enumShape(headSchema);
  if (!before || !after) return undefined;
  const has = (values: unknown[], value: unknown) => values.some((other) => other === value);
  return {
    before,
    after,
    added: after.values.filter((value) => !has(before.values, value)),
    removed: before.values.filter((value) => !has(after.values, value)),
  };
});

/** The change of an enum that is closed on both sides, on the given side of the wire; open enums may grow freely. */
export function closedEnumChange(pair: SchemaPair, direction: SchemaPair['direction']): EnumChange | undefined {
  const change = enumChange(pair);
  if (pair.direction !== direction || !change || change.before.open || change.after.open) return undefined;
  return change;
}
