// Alternatives of a union pair (discriminated by mapping key, else by component or position), open enums and
// null alternatives left to their own rules.
import type { SchemaPair } from '../rule.js';
import { alternativesOf, enumShape, variantKeys } from '../schema.js';

export function unionChange({ baseSchema, headSchema }: SchemaPair) {
  if (!alternativesOf(baseSchema) || !alternativesOf(headSchema)) return undefined;
  if (enumShape(baseSchema) || enumShape(headSchema)) return undefined;
  const before = variantKeys(baseSchema);
  const after = variantKeys(headSchema);
  const label = (key: string) => key.replace('#/components/schemas/', '').replace(/^#(\d+):.*$/s, 'alternative $1');
  return {
    added: after.filter((key) => !before.includes(key)).map(label),
    removed: before.filter((key) => !after.includes(key)).map(label),
  };
}
